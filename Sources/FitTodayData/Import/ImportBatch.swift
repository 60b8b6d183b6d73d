import FitTodayDomain

/// One import of a file, as `fittoday import` prints its id and `fittoday import undo ID` takes it away.
public struct ImportBatch: Equatable, Sendable {
    /// Where an import came from.
    public struct Source: Equatable, Sendable {
        /// The app read (``WorkoutApp/rawValue``), or `log`, or another importer's name.
        public var format: String
        /// The file's name as given.
        public var fileName: String
        public var importedAt: LocalDateTime

        public init(format: String, fileName: String, importedAt: LocalDateTime) {
            self.format = format
            self.fileName = fileName
            self.importedAt = importedAt
        }
    }

    public var id: Int64
    public var source: Source
    /// What it added: new sessions, sets (theirs and those added to sessions already there), body measurements.
    public var sessions: Int
    public var sets: Int
    public var bodyMeasurements: Int
    /// When `import undo` took it away; nil while its data is in the history.
    public var undoneAt: LocalDateTime?
}
