/// Trimming for content files without Foundation: `trimmingCharacters(in:)` goes through NSString on Linux and
/// cost more than parsing the TOML around it, for every field of every library file of every build.
enum ContentText {
    /// `text` without leading and trailing white space: exactly what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes (tab, U+0020, U+00A0, U+1680, U+2000–U+200B, U+202F,
    /// U+205F, U+3000), plus line breaks (U+000A–U+000D, U+0085, U+2028, U+2029) when `newlines`, as
    /// `.whitespacesAndNewlines` does. A test compares the two over every such scalar.
    static func trimmed(_ text: String, newlines: Bool = false) -> String {
        let scalars = text.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return newlines
            default: return false
            }
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }
}
