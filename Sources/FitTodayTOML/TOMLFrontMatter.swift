/// A content file split into its TOML front matter and the text after it.
///
/// Front matter sits between two lines of `+++` at the very start of the file:
///
///     +++
///     title = "Treino A"
///     +++
///     Corpo em Markdown…
public struct TOMLFrontMatter: Equatable, Sendable {
    /// The parsed front matter.
    public let frontMatter: TOMLTable
    /// Everything after the closing `+++` line, untouched (line endings included).
    public let body: String
    /// The 1-based line of the file on which `body` starts.
    public let bodyStartLine: Int

    public init(frontMatter: TOMLTable, body: String, bodyStartLine: Int) {
        self.frontMatter = frontMatter
        self.body = body
        self.bodyStartLine = bodyStartLine
    }

    /// Splits `text` into front matter and body, or returns nil when the file doesn't start with `+++`.
    ///
    /// The opening line may follow a UTF-8 byte order mark; delimiter lines may end in CRLF or in
    /// spaces and tabs, which are invisible in an editor.
    /// - Throws: `TOMLParseError` with lines counted in the whole file, so they point at the real
    ///   line; `.unclosedFrontMatter` at line 1 when no closing `+++` follows.
    public static func split(_ text: String) throws(TOMLParseError) -> TOMLFrontMatter? {
        let bytes = Array(text.utf8)
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let opening = lineBounds(in: bytes, from: start)
        guard isDelimiter(bytes[start..<opening.contentEnd]) else { return nil }

        let tomlStart = opening.next
        var lineStart = tomlStart
        var line = 2
        while lineStart < bytes.count {
            let bounds = lineBounds(in: bytes, from: lineStart)
            if isDelimiter(bytes[lineStart..<bounds.contentEnd]) {
                let toml = String(decoding: bytes[tomlStart..<lineStart], as: UTF8.self)
                let table: TOMLTable
                do {
                    table = try TOML.parse(toml)
                } catch {
                    // The front matter begins on line 2 of the file.
                    throw TOMLParseError(line: error.line + 1, column: error.column, reason: error.reason)
                }
                let body = String(decoding: bytes[bounds.next...], as: UTF8.self)
                return TOMLFrontMatter(frontMatter: table, body: body, bodyStartLine: line + 1)
            }
            lineStart = bounds.next
            line += 1
        }
        throw TOMLParseError(line: 1, column: 1, reason: .unclosedFrontMatter)
    }

    /// Where the line starting at `start` ends, without its line break, and where the next line begins.
    private static func lineBounds(in bytes: [UInt8], from start: Int) -> (contentEnd: Int, next: Int) {
        guard let newline = bytes[start...].firstIndex(of: .lf) else { return (bytes.count, bytes.count) }
        let contentEnd = newline > start && bytes[newline - 1] == .cr ? newline - 1 : newline
        return (contentEnd, newline + 1)
    }

    private static func isDelimiter(_ line: ArraySlice<UInt8>) -> Bool {
        line.starts(with: "+++".utf8) && line.dropFirst(3).allSatisfy { $0 == .space || $0 == .tab }
    }
}
