/// Keeps a page's outline when Markdown written elsewhere (an exercise's instructions) is embedded in it: the
/// text's headings go below the heading that holds it. An exercise file's `## Segurança` is a section of the
/// exercise, so under today's `### 1. Supino` it becomes `#### Segurança`, not a sibling of `## Exercícios`.
enum MarkdownOutline {
    /// `markdown` with its ATX headings (`#` to `######`, outside fenced code) moved down together, so that the
    /// highest of them is one level below `level`; levels past 6 stay 6. Text already below `level` is unchanged.
    static func nested(_ markdown: String, below level: Int) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "#")) else { return markdown }
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var headings: [(index: Int, level: Int, indent: Int)] = []
        var fence: Character?
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { continue }
            let rest = line.dropFirst(indent)
            if let mark = rest.first, mark == "`" || mark == "~", rest.prefix(while: { $0 == mark }).count >= 3 {
                if fence == nil { fence = mark } else if fence == mark { fence = nil }
                continue
            }
            guard fence == nil else { continue }
            let hashes = rest.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes) else { continue }
            let after = rest.dropFirst(hashes)
            guard after.isEmpty || after.first == " " || after.first == "\t" else { continue }
            headings.append((index, hashes, indent))
        }
        guard let highest = headings.map(\.level).min(), highest <= level else { return markdown }
        let shift = level + 1 - highest
        for heading in headings {
            let line = lines[heading.index]
            let body = line.dropFirst(heading.indent + heading.level)
            lines[heading.index] = String(line.prefix(heading.indent)) + String(repeating: "#", count: min(6, heading.level + shift)) + body
        }
        return lines.joined(separator: "\n")
    }
}
