/// Finds the line where a key is written, so that errors found after parsing still point at a line.
struct SourceLocator {
    private let lines: [Substring]
    /// The first line of the text within its file (front matter starts on line 2).
    let firstLine: Int

    init(text: String, firstLine: Int = 1) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.firstLine = firstLine
    }

    /// The file line of `key = ...`, searching after the `entry`-th `[[exercises]]` header when given.
    func line(ofKey key: String, inEntry entry: Int? = nil) -> Int? {
        var start = 0
        if let entry {
            var seen = -1
            guard let header = lines.indices.first(where: { index in
                if lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("[[") {
                    seen += 1
                    return seen == entry
                }
                return false
            }) else { return nil }
            start = header + 1
        }
        for index in start..<lines.count {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if entry != nil, trimmed.hasPrefix("[") { break }
            guard trimmed.hasPrefix(key) else { continue }
            let rest = trimmed.dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
            if rest.first == "=" { return firstLine + index }
        }
        return nil
    }
}
