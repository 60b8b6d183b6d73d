/// What is wrong in a file of the curated library (`content/`).
public enum ContentIssue: Equatable, Sendable {
    /// The file is not valid TOML; the reason is already phrased in both languages.
    case syntax(SyntaxProblem)
    case missingFrontMatter
    case missingField(String)
    case wrongType(field: String, expected: ContentValueKind)
    case invalidValue(field: String, value: String, allowed: [String])
    case outOfRange(field: String, value: Int, allowed: String)
    case idMismatch(id: String, expected: String)
    case duplicateID(String)
    /// Two exercises share a name (ignoring case and accents); `otherFile` is the first one.
    case duplicateName(name: String, otherFile: String)
    case unknownExercise(String)
    case blockEquipment(exercise: String, setting: String)
    case emptyList(String)
    case unknownField(String)
    case folderMissing
    /// A `+++` line in an exercise's text that is not the one `+++ en` starting its English text.
    case languageSection(String)
}
