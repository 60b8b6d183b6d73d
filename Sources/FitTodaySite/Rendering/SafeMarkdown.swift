/// Markdown written for people, such as an exercise's instructions, made safe to copy into a Markdown twin: it
/// keeps its structure (paragraphs, lists, headings, emphasis) but can never link, embed an image, carry HTML or
/// an entity, or turn a bare address into a link.
///
/// The HTML pages render the same text through ``MarkdownRenderer``, which drops raw HTML and unsafe links; a
/// Markdown twin is read by other programs, so here nothing that makes a link is left at all.
public enum SafeMarkdown {
    /// Works on the UTF-8 bytes: every character it looks at is ASCII, and an ASCII byte is never part of another
    /// character's bytes. Where a combining mark follows one of them, the byte is escaped all the same, which
    /// Markdown reads as that character (splitting the text into Characters cost most of a plan page's making).
    public static func neutralizingLinks(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        func isW(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "w") || byte == UInt8(ascii: "W") }
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "&"):
                result.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "@"):
                result.append(contentsOf: [0xE2, 0x81, 0xA0])
            case UInt8(ascii: ":") where index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/"):
                result.append(UInt8(ascii: "\\"))
            case UInt8(ascii: ".") where index >= 3 && isW(bytes[index - 1]) && isW(bytes[index - 2]) && isW(bytes[index - 3]):
                result.append(UInt8(ascii: "\\"))
            default:
                break
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
