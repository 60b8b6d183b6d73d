/// What a Strong or Hevy export holds, read without a store: the sessions wait for their exercises' ids, which
/// only the store can give (``WorkoutCSVImporter/importCSV(_:from:options:progress:)`` matches the names).
public struct WorkoutCSVContents: Sendable {
    /// The layout the header was recognised as.
    public let variant: WorkoutCSVVariant
    /// The encoding the file was read in.
    public let encoding: CSVTextDecoder.Encoding
    /// Rows left out under `--skip-invalid`, with their line and reason.
    public let skippedRows: [WorkoutImportSummary.SkippedRow]
    let assembler: WorkoutSessionAssembler

    /// Every exercise name of the file, each spelling once, in the order first seen.
    public var exerciseNames: [String] { assembler.exerciseNames.map(\.name) }

    /// The sessions, each set with the id `exerciseIDs` gives its exercise (by ``ExerciseNameKey`` of the name); every
    /// name of ``exerciseNames`` must have one.
    public func sessions(exerciseIDs: [String: String]) -> [ImportedSession] {
        assembler.sessions(exerciseIDs: exerciseIDs)
    }
}
