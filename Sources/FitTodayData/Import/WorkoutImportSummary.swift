import FitTodayDomain

/// What a workout CSV import did.
public struct WorkoutImportSummary: Equatable, Sendable {
    /// A row left out under `--skip-invalid`, with why.
    public struct SkippedRow: Equatable, Sendable {
        public var line: Int
        public var issue: ImportIssue

        public init(line: Int, issue: ImportIssue) {
            self.line = line
            self.issue = issue
        }
    }

    public var variant: WorkoutCSVVariant
    public var sessionsImported: Int
    public var setsImported: Int
    /// Sessions already in the history that got the sets they lacked (a corrected file).
    public var sessionsCompleted: Int
    /// Sessions of the file already in the history from an earlier import.
    public var sessionsAlreadyPresent: Int
    /// Names of the custom exercises created for names the library did not know.
    public var exercisesCreated: [String]
    /// Every row left out, in file order (only with `skipInvalid`).
    public var skippedRows: [SkippedRow]

    /// The file's text encoding; anything but UTF-8 was converted.
    public var encoding: CSVTextDecoder.Encoding
    /// Body measurements added, and those whose date already had one (left as they were).
    public var bodyMeasurementsImported = 0
    public var bodyMeasurementsAlreadyPresent = 0
    /// The first and last day of the file's sessions; nil for a file without sessions.
    public var firstDay: LocalDate?
    public var lastDay: LocalDate?
    /// How many of the file's exercise names were found in the library (or among one's own exercises).
    public var exercisesMatched = 0
    /// The id `import undo` takes; nil when the import added nothing or was a dry run.
    public var batchID: Int64?
    /// Nothing was written: this is what the import would do.
    public var dryRun = false

    public init(
        variant: WorkoutCSVVariant, sessionsImported: Int, setsImported: Int, sessionsCompleted: Int = 0,
        sessionsAlreadyPresent: Int, exercisesCreated: [String], skippedRows: [SkippedRow], encoding: CSVTextDecoder.Encoding = .utf8
    ) {
        self.variant = variant
        self.sessionsCompleted = sessionsCompleted
        self.encoding = encoding
        self.sessionsImported = sessionsImported
        self.setsImported = setsImported
        self.sessionsAlreadyPresent = sessionsAlreadyPresent
        self.exercisesCreated = exercisesCreated
        self.skippedRows = skippedRows
    }
}
