import Mustache

/// FitToday's Markdown text escaping (`MarkdownTextEscaping`), written again on `Character`s, so swift-mustache
/// escapes `.md` pages as the site does.
struct MarkdownEscaping: MustacheContentType {
    func escapeText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count + 8)
        var leadingDigits = true
        var previous: [Character] = []
        let characters = Array(text)
        for (position, character) in characters.enumerated() {
            let isDigit = ("0"..."9").contains(character) && character.unicodeScalars.count == 1
            defer {
                if !isDigit { leadingDigits = false }
                previous.append(character)
            }
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#", "!", "{", "}":
                result.append("\\")
                result.append(character)
            case "+", "-", "=":
                if previous.isEmpty, endsMarker(characters, after: position) || (characters.count > 1 && characters[1] == character) {
                    result.append("\\")
                }
                result.append(character)
            case ":":
                if position + 2 < characters.count, characters[position + 1] == "/", characters[position + 2] == "/" { result.append("\\") }
                result.append(character)
            case ".", ")":
                let afterWWW = character == "." && previous.count >= 3 && previous.suffix(3).allSatisfy { $0 == "w" || $0 == "W" }
                if (leadingDigits && !previous.isEmpty && endsMarker(characters, after: position)) || afterWWW { result.append("\\") }
                result.append(character)
            case "@":
                result.append("\u{2060}@")
            case "\n", "\t", "\r", "\r\n":
                result.append(" ")
            default:
                result.append(character)
            }
        }
        return result
    }

    private func endsMarker(_ characters: [Character], after position: Int) -> Bool {
        guard position + 1 < characters.count else { return true }
        return [" ", "\t", "\n", "\r", "\r\n"].contains(characters[position + 1])
    }
}
