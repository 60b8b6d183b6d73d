/// Why a file given to `fittoday import` cannot be read as a whole.
public enum ImportFileIssue: Equatable, Sendable {
    case unreadable
    case notFreeExerciseDB
    /// A NUL byte on this line: a binary file or a damaged export.
    case nulByte(line: Int)
    /// Text in no encoding FitToday can tell for sure (not UTF-8, UTF-16 or Windows-1252).
    case unknownEncoding
    /// The CSV header is neither a Strong nor a Hevy export.
    case unknownWorkoutCSV
    /// `fittoday import FILE` recognized no format it reads in the file.
    case unrecognizedExport
    /// The file is an export of another app than the command names, for example Hevy for `import strong`.
    case otherApp(expected: WorkoutApp, found: WorkoutApp)
    /// `fittoday import <app> FILE` given a file that is no export of that app (a FitNotes or Heavyset command's header
    /// lacks the app's columns, a wger command's file is no workout log).
    case notExportOf(WorkoutApp)
    /// wger's `--exercises` file is not the JSON of its `/api/v2/exerciseinfo/` (a page or a list of exercises).
    case notWgerExerciseInfo
    /// A CSV of one's own: `--map` names no column for `field` (`date` or `exercise`), which every row needs.
    case columnMapMissingField(field: String)
    /// A CSV of one's own: `--map` names no column of reps, duration or distance, so no row would be a set.
    case columnMapMissingAmount
    /// A CSV of one's own: `--map` names `column`, which the file's header (`columns`) does not have.
    case columnNotInHeader(column: String, columns: [String])
    /// Not a FitToday JSON export (no `format` field, or another one).
    case notFitTodayExport
    /// A FitToday export written by a newer version, with a format version this one cannot read.
    case exportTooNew(found: Int, supported: Int)
    /// A FitToday export with missing or malformed fields (edited by hand or cut short), where no one value is to blame.
    case exportDamaged
    /// A FitToday export with a value that breaks a rule: which, where and what was found.
    case exportProblem(FileProblem)
    /// Not a log downloaded from today's page (not JSON, or no `"format": "fittoday-workout-log"`).
    case notWorkoutLog
    /// A workout log of a format version newer than this FitToday reads.
    case workoutLogTooNew(found: Int, supported: Int)
    /// A workout log with missing or malformed fields (edited by hand or cut short), where no one value is to blame.
    case workoutLogDamaged
    /// A workout log with a value that breaks a rule: which, where and what was found.
    case workoutLogProblem(FileProblem)
    /// A workout log with no set ticked or written.
    case workoutLogEmpty
    /// A workout log naming an exercise the database does not have.
    case workoutLogUnknownExercise(id: String)
}
