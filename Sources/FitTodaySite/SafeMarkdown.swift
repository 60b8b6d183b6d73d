/// Markdown written for people, such as an exercise's instructions, made safe to copy into a Markdown twin: it
/// keeps its structure (paragraphs, lists, headings, emphasis) but can never link, embed an image, carry HTML or
/// an entity, or turn a bare address into a link.
///
/// The HTML pages render the same text through ``MarkdownRenderer``, which drops raw HTML and unsafe links; a
/// Markdown twin is read by other programs, so here nothing that makes a link is left at all.
enum SafeMarkdown {
    static func neutralizingLinks(_ text: String) -> String {
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
}
