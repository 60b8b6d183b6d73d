import FitTodayTOML
import Foundation

/// A value in toml-test's tagged JSON (`{"type": "integer", "value": "42"}`; tables as objects, arrays as arrays),
/// compared as toml-test compares: numbers by value, datetimes by what they mean, strings by their scalars.
enum TaggedValue: CustomStringConvertible {
    case table([String: TaggedValue])
    case array([TaggedValue])
    /// `type` is one of string, integer, float, bool, datetime, datetime-local, date-local, time-local.
    case scalar(type: String, value: String)

    /// The tagged form of what the reader gave.
    init(_ table: TOMLTable) {
        var entries: [String: TaggedValue] = [:]
        for (key, value) in table { entries[key] = TaggedValue(value) }
        self = .table(entries)
    }

    init(_ value: TOMLValue) {
        switch value {
        case .string(let text): self = .scalar(type: "string", value: text)
        case .integer(let number): self = .scalar(type: "integer", value: String(number))
        case .float(let number): self = .scalar(type: "float", value: number.isNaN ? "nan" : number.description)
        case .boolean(let flag): self = .scalar(type: "bool", value: flag ? "true" : "false")
        case .dateTime(let text): self = .scalar(type: Self.dateTimeType(text), value: text)
        case .array(let elements): self = .array(elements.map(TaggedValue.init))
        case .table(let table): self = TaggedValue(table)
        }
    }

    /// A case's expected `.json`; nil when it is not tagged JSON.
    init?(json: Any) {
        if let elements = json as? [Any] {
            var values: [TaggedValue] = []
            for element in elements {
                guard let value = TaggedValue(json: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        } else if let object = json as? [String: Any] {
            if object.count == 2, let type = object["type"] as? String, let value = object["value"] as? String {
                self = .scalar(type: type, value: value)
                return
            }
            var entries: [String: TaggedValue] = [:]
            for (key, element) in object {
                guard let value = TaggedValue(json: element) else { return nil }
                entries[key] = value
            }
            self = .table(entries)
        } else {
            return nil
        }
    }

    /// Whether the two mean the same TOML: tables by their keys whatever the order, arrays element by element.
    func matches(_ other: TaggedValue) -> Bool {
        switch (self, other) {
        case let (.table(mine), .table(theirs)):
            // Keys by their scalars: Swift's `==` would take "é" and "e\u{301}" for one key.
            let myKeys = Dictionary(uniqueKeysWithValues: mine.map { (Array($0.key.unicodeScalars), $0.value) })
            let theirKeys = Dictionary(uniqueKeysWithValues: theirs.map { (Array($0.key.unicodeScalars), $0.value) })
            guard myKeys.count == theirKeys.count else { return false }
            return myKeys.allSatisfy { key, value in theirKeys[key].map(value.matches) ?? false }
        case let (.array(mine), .array(theirs)):
            return mine.count == theirs.count && zip(mine, theirs).allSatisfy { $0.matches($1) }
        case let (.scalar(myType, mine), .scalar(theirType, theirs)):
            guard myType == theirType else { return false }
            return Self.sameScalar(type: myType, mine, theirs)
        default:
            return false
        }
    }

    private static func sameScalar(type: String, _ mine: String, _ theirs: String) -> Bool {
        switch type {
        case "integer":
            guard let a = Int(mine), let b = Int(theirs) else { return false }
            return a == b
        case "float":
            guard let a = float(mine), let b = float(theirs) else { return false }
            return a == b || (a.isNaN && b.isNaN)
        case "datetime", "datetime-local", "date-local", "time-local":
            guard let a = normalizedDateTime(mine), let b = normalizedDateTime(theirs) else { return false }
            return a == b
        default:
            return mine.unicodeScalars.elementsEqual(theirs.unicodeScalars)
        }
    }

    /// toml-test writes `inf`, `+inf`, `-inf`, `nan` and decimal text.
    private static func float(_ text: String) -> Double? {
        var unsigned = Substring(text)
        var sign = 1.0
        if let first = unsigned.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            unsigned = unsigned.dropFirst()
        }
        switch unsigned {
        case "inf": return sign * .infinity
        case "nan": return .nan
        default: return Double(text)
        }
    }

    /// The type toml-test gives a date or time, from its text: a date alone, a time alone, a date-time with or
    /// without an offset.
    static func dateTimeType(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let hasDate = scalars.count >= 10 && scalars[4] == "-"
        if !hasDate { return "time-local" }
        if scalars.count == 10 { return "date-local" }
        let time = scalars[11...]
        let hasOffset = time.contains { $0 == "Z" || $0 == "z" || $0 == "+" || $0 == "-" }
        return hasOffset ? "datetime" : "datetime-local"
    }

    /// One text per moment: `T` and `Z` in capitals, a space between date and time read as `T`, trailing zeros of
    /// the fraction dropped, and an offset date-time moved to UTC (toml-test compares instants).
    static func normalizedDateTime(_ text: String) -> String? {
        var scalars = Array(text.uppercased().unicodeScalars)
        if scalars.count > 10, scalars[10] == " " { scalars[10] = "T" }
        var text = String(String.UnicodeScalarView(scalars))
        let hasDate = scalars.count >= 10 && scalars[4] == "-"
        let timeStart = hasDate ? (scalars.count > 10 ? 11 : scalars.count) : 0

        // Split off the offset, if any.
        var offsetMinutes: Int?
        if hasDate, scalars.count > 10 {
            if text.hasSuffix("Z") {
                offsetMinutes = 0
                text.removeLast()
            } else if let signIndex = scalars[timeStart...].lastIndex(where: { $0 == "+" || $0 == "-" }) {
                let offset = String(String.UnicodeScalarView(scalars[(signIndex + 1)...]))
                let parts = offset.split(separator: ":")
                guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
                offsetMinutes = (hours * 60 + minutes) * (scalars[signIndex] == "-" ? -1 : 1)
                text = String(String.UnicodeScalarView(scalars[..<signIndex]))
            }
        }

        // Drop trailing zeros of the fraction.
        if let dot = text.firstIndex(of: ".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.index(after: dot) == text.endIndex { text.remove(at: dot) }
        }
        guard let offsetMinutes else { return text }

        // yyyy-mm-ddThh:mm:ss[.fraction] to seconds since 1970 in UTC, by Howard Hinnant's days-from-civil.
        let fields = text.prefix(19).split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard fields.count == 6 else { return nil }
        let (year, month, day) = (fields[0], fields[1], fields[2])
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + fields[3] * 3_600 + fields[4] * 60 + fields[5] - offsetMinutes * 60
        return "\(seconds)" + text.dropFirst(19) + "Z"
    }

    /// Tagged JSON again, keys sorted, for failure messages.
    var description: String {
        switch self {
        case .table(let entries):
            "{" + entries.keys.sorted().map { "\($0.debugDescription): \(entries[$0]!)" }.joined(separator: ", ") + "}"
        case .array(let elements):
            "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case let .scalar(type, value):
            "{\(type): \(value.debugDescription)}"
        }
    }
}
