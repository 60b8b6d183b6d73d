/// A value read from a TOML document.
public enum TOMLValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    /// Dates and times are kept as their original text (for example `2026-11-22`).
    case dateTime(String)
    case array([TOMLValue])
    case table(TOMLTable)
}

extension TOMLValue {
    /// The text, when this is a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, when this is an integer.
    public var int: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number, when this is a float or an integer (`timeout = 5` should read as `5.0`).
    public var double: Double? {
        switch self {
        case .float(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The flag, when this is a boolean.
    public var bool: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// The original text of a date, time or date-time.
    public var dateTime: String? {
        if case .dateTime(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var array: [TOMLValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The table, when this is a table.
    public var table: TOMLTable? {
        if case .table(let value) = self { return value }
        return nil
    }

    /// The value under `key` when this is a table, so lookups chain: `doc["site"]?["title"]?.string`.
    public subscript(key: String) -> TOMLValue? {
        table?[key]
    }
}
