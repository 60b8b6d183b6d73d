import Foundation

/// JSON with object keys in the order given, written pretty-printed with two spaces, so that the same
/// data always gives the same bytes. The export file, `team.json` and every `--format json` output use it.
public indirect enum OrderedJSON: Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    public static func int(_ value: Int) -> OrderedJSON { .int(Int64(value)) }
    public static func optional(_ value: Int?) -> OrderedJSON { value.map { .int(Int64($0)) } ?? .null }
    public static func optional(_ value: Int64?) -> OrderedJSON { value.map { .int($0) } ?? .null }
    public static func optional(_ value: Double?) -> OrderedJSON { value.map { .double($0) } ?? .null }
    public static func optional(_ value: String?) -> OrderedJSON { value.map { .string($0) } ?? .null }

    /// UTF-8 text ending in a newline.
    public func rendered() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .int(value): output += String(value)
        case let .double(value): output += Self.number(value)
        case let .string(value): Self.quote(value, into: &output)
        case let .array(items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += Self.indentation(indent + 1)
                item.write(to: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += Self.indentation(indent) + "]"
        case let .object(members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += Self.indentation(indent + 1)
                Self.quote(key, into: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += Self.indentation(indent) + "}"
        }
    }

    private static let indentations = (0..<8).map { String(repeating: "  ", count: $0) }

    private static func indentation(_ depth: Int) -> String {
        depth < indentations.count ? indentations[depth] : String(repeating: "  ", count: depth)
    }

    /// Whole numbers without a fraction; others in the shortest form that reads back to the same value.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        // Most strings need no escaping: append them whole, which is much faster than scalar by scalar.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
