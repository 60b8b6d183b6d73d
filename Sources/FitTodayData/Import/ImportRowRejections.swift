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

    /// Hands `body` every record `reader` gives, in order; a quote never closed, or a record `body` refuses, is
    /// rejected with its line (the one loop of every CSV reader). `body` also gets how many bytes were read so far.
    mutating func forEachRecord(of reader: inout CSVReader, _ body: (CSVRecord, Int) throws(ImportIssue) -> Void) throws(FitTodayError) {
        try reader.forEachRecord { (line: Int) throws(FitTodayError) in
            try reject(.unclosedQuote, line: line)
        } _: { (record: CSVRecord, bytesRead: Int) throws(FitTodayError) in
            do throws(ImportIssue) {
                try body(record, bytesRead)
            } catch {
                try reject(error, line: record.line)
            }
        }
    }

    /// Refuses the row at `line` for `issue`: throws unless bad rows are skipped.
    mutating func reject(_ issue: ImportIssue, line: Int) throws(FitTodayError) {
        guard skipInvalid else { throw .importRow(file: fileName, line: line, reason: issue) }
        rows.append(.init(line: line, issue: issue))
    }
}
