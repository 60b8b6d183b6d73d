import Foundation

/// A calendar day with no time zone, written `YYYY-MM-DD`.
///
/// Day arithmetic uses the proleptic Gregorian calendar directly, so results never depend on the
/// machine's locale or time zone.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a date, or returns nil when the day does not exist (for example February 30).
    ///
    /// Years up to 99999 are representable so that a database written before dates were bounded (an end
    /// time pushed into year 10000) stays readable; every entry point accepts only ``PlanRules/years``.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...99_999).contains(year), (1...12).contains(month),
              (1...LocalDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` (or `YYYYY-MM-DD`, see ``init(year:month:day:)``).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        let y = bytes.count - 6
        guard bytes.count == 10 || bytes.count == 11, bytes[y] == UInt8(ascii: "-"), bytes[y + 3] == UInt8(ascii: "-"),
              let year = LocalDate.number(bytes[0..<y]), let m = LocalDate.number(bytes[(y + 1)..<(y + 3)]),
              let d = LocalDate.number(bytes[(y + 4)..<(y + 6)]), y == 4 || year >= 10_000 else { return nil }
        self.init(year: year, month: m, day: d)
    }

    /// Length in bytes of the date that `bytes` start with: 10, or 11 for a five-digit year.
    static func textLength(_ bytes: [UInt8]) -> Int {
        bytes.count >= 11 && bytes[4] != UInt8(ascii: "-") && bytes[5] == UInt8(ascii: "-") ? 11 : 10
    }

    /// Parses `YYYY-MM-DD` within ``PlanRules/years``, throwing a friendly error naming `option`.
    public static func parse(_ text: String, option: String = "--date") throws(FitTodayError) -> LocalDate {
        guard let date = LocalDate(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidDate(option: option, value: text)
        }
        try PlanRules.validateYear(of: date)
        return date
    }

    public var description: String {
        ZeroPadded.string(year, width: 4) + "-" + ZeroPadded.string(month, width: 2) + "-" + ZeroPadded.string(day, width: 2)
    }

    /// Days since 1970-01-01 (negative before).
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch z0: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    public func adding(days: Int) -> LocalDate { LocalDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: LocalDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var isoWeekday: Int {
        let d = (daysSinceEpoch + 3) % 7 // 1970-01-01 was a Thursday.
        return (d < 0 ? d + 7 : d) + 1
    }

    /// The Monday of this date's ISO week.
    public var startOfWeek: LocalDate { adding(days: 1 - isoWeekday) }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
