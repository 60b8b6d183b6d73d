/// Why a file given to `fittoday import` cannot be read as a whole.
public enum ImportFileIssue: Equatable, Sendable {
    case unreadable
    case notFreeExerciseDB
}
