/// Markdown written for people, such as an exercise's instructions, made safe to copy into a Markdown twin: it
/// keeps its structure (paragraphs, lists, headings, emphasis) but can never link, embed an image, carry HTML or
/// an entity, or turn a bare address into a link.
///
/// The HTML pages render the same text through ``MarkdownRenderer``, which drops raw HTML and unsafe links; a
/// Markdown twin is read by other programs, so here nothing that makes a link is left at all.
enum SafeMarkdown {
    static func neutralizingLinks(_ text: String) -> String {
        // In ASCII every byte is a Character but for CR LF, which is none of the characters looked at here: the
        // same rules on bytes, without splitting the text into Characters (the library's texts are nearly all ASCII).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return neutralizingLinks(ascii: text) }
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for (index, character) in characters.enumerated() {
            switch character {
            case "\\", "[", "]", "<", "&":
                result.append("\\")
            case "@":
                // A backslash does not stop GitHub's mail links; a word joiner (U+2060, invisible) does.
                result.append("\u{2060}")
            case ":" where index + 2 < characters.count && characters[index + 1] == "/" && characters[index + 2] == "/":
                result.append("\\")
            case "." where index >= 3 && characters[(index - 3)..<index].allSatisfy { $0 == "w" || $0 == "W" }:
                result.append("\\")
            default:
                break
            }
            result.append(character)
        }
        return result
    }

    private static func neutralizingLinks(ascii text: String) -> String {
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
