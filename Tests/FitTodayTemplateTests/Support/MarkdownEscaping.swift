import Mustache

/// FitToday's `MarkdownContentType`, copied, so swift-mustache escapes `.md` pages as the site does.
struct MarkdownEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String {
        guard text.contains(where: { "\\<>&|".contains($0) }) else { return text }
        var result = ""
        result.reserveCapacity(text.count + 8)
        for character in text {
            switch character {
            case "\\", "<", ">", "&", "|": result.append("\\"); result.append(character)
            default: result.append(character)
            }
        }
        return result
    }
}
