/// Finds the line where a key is written, so that errors found after parsing still point at a line.
///
/// The text is split into lines only when a line is asked for: that happens on an error, and splitting every
/// file of a library that is fine costs more than parsing it.
struct SourceLocator {
    private let text: String
    /// The first line of the text within its file (front matter starts on line 2).
    let firstLine: Int

    init(text: String, firstLine: Int = 1) {
        self.text = text
        self.firstLine = firstLine
    }

    /// The file line of `key = ...`, searching after the `entry`-th `[[exercises]]` header when given.
    func line(ofKey key: String, inEntry entry: Int? = nil) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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
