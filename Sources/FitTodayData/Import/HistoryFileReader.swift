import FitTodayDomain

/// One app's export format: told from the file's content (never its name), and read into sessions without a
/// store. ``HistoryFileFormats`` lists every reader; ``HistoryFileImporter`` matches the names and writes.
///
/// A reader checks every row against the data model's rules (`PlanRules`) and hands a bad one to
/// ``ImportRowRejections``, which stops the import with the file, the line and the reason, or under
/// `--skip-invalid` keeps the row's reason for the summary. A blank line is no row; a set of 0 reps is a failed
/// set, kept; a cardio row is a set with its time and distance; weights are converted to kilograms, never rounded.
protocol HistoryFileReader: Sendable {
    /// The app whose exports this reads.
    static var app: WorkoutApp { get }

    /// Whether `text` is this app's export, from its first lines; false for every other app's.
    static func recognizes(_ text: HistoryFileText) -> Bool

    /// The file's sessions, sets and body measurements.
    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents
}
