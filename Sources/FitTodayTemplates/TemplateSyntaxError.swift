/// Why a template could not be parsed, and where: the integrator turns it into a message naming the file and line.
public struct TemplateSyntaxError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// "{{" with no "}}" (or the current delimiters), or a tag whose name has characters names cannot have.
        case unclosedTag
        /// `{{#x}}`, `{{^x}}`, `{{$x}}` or `{{<x}}` never closed.
        case unclosedSection(String)
        case mismatchedClose(expected: String, found: String)
        /// `{{/x}}` with nothing open.
        case unexpectedClose(String)
        /// `{{=...=}}` malformed.
        case badDelimiters
        /// `{{> x}}` or `{{<x}}` names no template in the set.
        case unknownTemplate(String)
        /// `{{% ...}}` other than `CONTENT_TYPE: HTML|TEXT|MARKDOWN`.
        case unknownPragma(String)
    }

    public let template: String
    /// 1-based line of the faulty tag; for an unclosed section, of its opening tag.
    public let line: Int
    public let kind: Kind
}
