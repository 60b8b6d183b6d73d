/// What a field of a content file should hold, named in the message when it holds something else (in the
/// reader's locale, which the loader does not know yet when it finds the problem).
public enum ContentValueKind: Equatable, Sendable {
    case text
    case wholeNumber
    /// `["..."]`.
    case listOfTexts
    /// `[[name]]`, an array of tables.
    case tables(String)
}
