/// The few reads of S3's XML answers the deploy needs (a listing's keys and ETags, an error's code), by plain
/// scanning: the answers are flat, machine-written and small, and Foundation's XMLParser would pull libxml2 in.
enum S3XMLText {
    /// The text of every `<name>…</name>` in `xml`, entities decoded.
    static func values(of name: String, in xml: Substring) -> [String] {
        var found: [String] = []
        var rest = xml[...]
        let open = "<\(name)>", close = "</\(name)>"
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            found.append(decode(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }

    /// The text of the first `<name>`, or nil.
    static func value(of name: String, in xml: Substring) -> String? {
        let open = "<\(name)>", close = "</\(name)>"
        guard let start = xml.range(of: open), let end = xml[start.upperBound...].range(of: close) else { return nil }
        return decode(xml[start.upperBound..<end.lowerBound])
    }

    /// Each `<name>…</name>` block.
    static func blocks(_ name: String, in xml: String) -> [Substring] {
        var found: [Substring] = []
        var rest = xml[...]
        let open = "<\(name)>", close = "</\(name)>"
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            found.append(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
        }
        return found
    }

    /// XML's five named entities and numeric references.
    static func decode(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let semicolon = text[index...].firstIndex(of: ";"), text.distance(from: index, to: semicolon) <= 10 {
                let entity = text[text.index(after: index)..<semicolon]
                var replacement: String?
                switch entity {
                case "amp": replacement = "&"
                case "lt": replacement = "<"
                case "gt": replacement = ">"
                case "quot": replacement = "\""
                case "apos": replacement = "'"
                default:
                    if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                        replacement = String(Character(scalar))
                    } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                        replacement = String(Character(scalar))
                    }
                }
                if let replacement {
                    out += replacement
                    index = text.index(after: semicolon)
                    continue
                }
            }
            out.append(text[index])
            index = text.index(after: index)
        }
        return out
    }
}
