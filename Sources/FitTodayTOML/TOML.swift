/// Entry point for reading TOML 1.0 documents.
///
/// Home-made rather than a library: every error is a typed `TOMLParseError.Reason` with its line and column, which
/// FitTodayData turns into a sentence in the reader's language (a library gives English text); tables keep the order
/// their keys were written in; and FitToday needs no dependency for its settings files and front matter. It is held
/// to the specification by toml-lang/toml-test: `TOMLConformanceTests` decodes every valid case of the TOML 1.0.0
/// list to the values of its JSON and refuses every invalid one (bytes that are not UTF-8 are refused before, where
/// a file becomes text), read from `../shared/data/toml-test`; `Fuzz/` fuzzes it (`FuzzTOML`).
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
