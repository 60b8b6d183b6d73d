/// Entry point for reading TOML 1.0 documents.
public enum TOML {
    /// Parses a whole TOML document into its root table.
    ///
    /// A leading byte order mark is ignored and CRLF line endings are accepted; line breaks inside
    /// multi-line strings come back as `\n`. Dates and times are validated and kept as written.
    /// - Throws: `TOMLParseError` with the 1-based line and column of the first problem.
    public static func parse(_ text: String) throws(TOMLParseError) -> TOMLTable {
        var parser = TOMLParser(text)
        return try parser.parseDocument()
    }
}
