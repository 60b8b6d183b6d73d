import FitTodayDomain

/// What an export holds, read without a store: the sessions wait for their exercises' ids, which only the store
/// can give (``HistoryFileImporter`` matches the names). Every ``HistoryFileReader`` gives one.
public struct WorkoutCSVContents: Sendable {
    /// The layout the file was recognised as.
    public let variant: WorkoutCSVVariant
    /// The encoding the file was read in.
    public let encoding: CSVTextDecoder.Encoding
    /// Rows left out under `--skip-invalid`, with their line and reason.
    public let skippedRows: [WorkoutImportSummary.SkippedRow]
    /// Body weight and measurements the file holds (FitNotes' body tracker, JEFIT's profile), one a date.
    public let bodyMeasurements: [BodyMeasurement]
    let assembler: WorkoutSessionAssembler

    init(
        variant: WorkoutCSVVariant, encoding: CSVTextDecoder.Encoding, skippedRows: [WorkoutImportSummary.SkippedRow],
        assembler: WorkoutSessionAssembler, bodyMeasurements: [BodyMeasurement] = []
    ) {
        self.variant = variant
        self.encoding = encoding
        self.skippedRows = skippedRows
        self.assembler = assembler
        self.bodyMeasurements = bodyMeasurements
    }

    /// Every exercise name of the file, each spelling once, in the order first seen.
    public var exerciseNames: [String] { assembler.exerciseNames.map(\.name) }

    /// The muscle group the file gives an exercise, by ``ExerciseNameKey`` of its name (FitNotes' `Category`).
    var muscleGroups: [String: MuscleGroup] { assembler.muscleGroups }

    /// How many sessions the file holds.
    public var sessionCount: Int { assembler.sessionCount }

    /// The sessions, each set with the id `exerciseIDs` gives its exercise (by ``ExerciseNameKey`` of the name); every
    /// name of ``exerciseNames`` must have one.
    public func sessions(exerciseIDs: [String: String]) -> [ImportedSession] {
        assembler.sessions(exerciseIDs: exerciseIDs)
    }
}
