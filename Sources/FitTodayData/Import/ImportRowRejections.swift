import FitTodayDomain

/// The one rule for a bad row of any import: it stops the import with the file's name, the row's line and the
/// reason, or, under `--skip-invalid`, is left out and kept, with its reason, for the summary.
struct ImportRowRejections {
    let fileName: String
    let skipInvalid: Bool
    private(set) var rows: [WorkoutImportSummary.SkippedRow] = []

    init(options: HistoryReadOptions) {
        fileName = options.fileName
        skipInvalid = options.skipInvalid
    }

    /// Refuses the row at `line` for `issue`: throws unless bad rows are skipped.
    mutating func reject(_ issue: ImportIssue, line: Int) throws(FitTodayError) {
        guard skipInvalid else { throw .importRow(file: fileName, line: line, reason: issue) }
        rows.append(.init(line: line, issue: issue))
    }
}
