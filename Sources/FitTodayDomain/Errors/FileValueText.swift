/// A value as a JSON file writes it, for a refusal: numbers without a needless `.0`, texts in quotes and cut
/// after 60 characters.
public enum FileValueText {
    public static func of<T>(_ value: T) -> String {
        switch value {
        case let number as Double:
            if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case let text as String:
            return quoted(text)
        default:
            return String(describing: value)
        }
    }

    public static func quoted(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return "\"" + shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
