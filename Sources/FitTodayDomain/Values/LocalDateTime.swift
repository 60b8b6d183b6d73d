import Foundation

/// A wall-clock moment with no time zone, written `YYYY-MM-DD HH:MM:SS`.
///
/// Training logs are about the gym's clock, not UTC, and text in this form sorts chronologically.
public struct LocalDateTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let date: LocalDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init?(date: LocalDate, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Midnight at the start of `date`.
    public init(startOf date: LocalDate) {
        self.date = date
        hour = 0
        minute = 0
        second = 0
    }

    /// Parses `YYYY-MM-DD HH:MM:SS`, `YYYY-MM-DDTHH:MM:SS`, `YYYY-MM-DD HH:MM` or a bare date.
    public init?(_ text: String) {
        let all = Array(text.utf8)
        let length = LocalDate.textLength(all)
        guard let date = LocalDate(String(decoding: all.prefix(length), as: UTF8.self)) else { return nil }
        if all.count == length {
            self.init(startOf: date)
            return
        }
        // The time, at the offsets of a four-digit year.
        let bytes = Array(all.dropFirst(length - 10))
        guard bytes.count == 16 || bytes.count == 19,
              bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"),
              let h = LocalDate.number(bytes[11..<13]), let m = LocalDate.number(bytes[14..<16]) else { return nil }
        var s = 0
        if bytes.count == 19 {
            guard bytes[16] == UInt8(ascii: ":"), let parsed = LocalDate.number(bytes[17..<19]) else { return nil }
            s = parsed
        }
        self.init(date: date, hour: h, minute: m, second: s)
    }

    public var description: String {
        date.description + " " + ZeroPadded.string(hour, width: 2) + ":" + ZeroPadded.string(minute, width: 2) + ":" + ZeroPadded.string(second, width: 2)
    }

    /// `HH:MM`, for display.
    public var timeOfDay: String { ZeroPadded.string(hour, width: 2) + ":" + ZeroPadded.string(minute, width: 2) }

    public var secondsSinceEpoch: Int {
        date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
    }

    public init(secondsSinceEpoch seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        date = LocalDate(daysSinceEpoch: days)
        hour = rest / 3600
        minute = rest % 3600 / 60
        second = rest % 60
    }

    public func adding(seconds: Int) -> LocalDateTime { LocalDateTime(secondsSinceEpoch: secondsSinceEpoch + seconds) }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = LocalDateTime(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a date-time: \(text)"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
