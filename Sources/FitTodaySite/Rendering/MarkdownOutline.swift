import FitTodayDomain

/// Keeps a page's outline when Markdown written elsewhere (an exercise's instructions) is embedded in it: the
/// text's headings go below the heading that holds it. An exercise file's `## Segurança` is a section of the
/// exercise, so under today's `### 1. Supino` it becomes `#### Segurança`, not a sibling of `## Exercícios`.
enum MarkdownOutline {
    /// `markdown` with its ATX headings (`#` to `######`, outside fenced code) moved down together, so that the
    /// highest of them is one level below `level`; levels past 6 stay 6. Text already below `level` is unchanged.
    /// Works on the UTF-8 bytes (every mark it looks for is ASCII): splitting the text into Characters cost most of
    /// the time of the cards that embed instructions.
    static func nested(_ markdown: String, below level: Int) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "#")) else { return markdown }
        return nestedTexts.value(for: NestedKey(markdown: TextKey(markdown), level: level)) { nestedAnew(markdown, below: level) }
    }

    private struct NestedKey: Hashable {
        let markdown: TextKey
        let level: Int
    }

    /// Each exercise's instructions are nested on every plan card that shows them.
    private static let nestedTexts = ProcessMemo<NestedKey, String>(limit: 4096)

    private static func nestedAnew(_ markdown: String, below level: Int) -> String {
        let hash = UInt8(ascii: "#"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var lines = markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        var headings: [(index: Int, level: Int, indent: Int)] = []
        var fence: UInt8?
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == space }.count
            guard indent <= 3 else { continue }
            let rest = line.dropFirst(indent)
            if let mark = rest.first, mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~"), rest.prefix(while: { $0 == mark }).count >= 3 {
                if fence == nil { fence = mark } else if fence == mark { fence = nil }
                continue
            }
            guard fence == nil else { continue }
            let hashes = rest.prefix { $0 == hash }.count
            guard (1...6).contains(hashes) else { continue }
            let after = rest.dropFirst(hashes)
            guard after.isEmpty || after.first == space || after.first == tab else { continue }
            headings.append((index, hashes, indent))
        }
        guard let highest = headings.map(\.level).min(), highest <= level else { return markdown }
        let shift = level + 1 - highest
        for heading in headings {
            let line = lines[heading.index]
            lines[heading.index] = Array(line.prefix(heading.indent)) + Array(repeating: hash, count: min(6, heading.level + shift))
                + line.dropFirst(heading.indent + heading.level)
        }
        return String(decoding: Array(lines.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
    }
}
