import FitTodayDomain

/// FitNotes' workout export (`FitNotes_Export_YYYY_MM_DD_HH_MM_SS.csv`): one row per set, in any of its four
/// header shapes (``FitNotesWorkoutLayout``), read with FitNotes' own line rules (``FitNotesLineSplitter``).
///
/// A session is a date's rows, in the file's order: FitNotes writes no time, so a session has only its day.
enum FitNotesWorkoutReader {
    /// Reads the records of `lines`, the lines after the header.
    static func read(_ text: HistoryFileText, layout: FitNotesWorkoutLayout, lines: ArraySlice<FitNotesLineSplitter.Line>,
                     options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        var parser = FitNotesWorkoutRowParser(layout: layout, defaultUnit: options.weightUnit)
        var assembler = WorkoutSessionAssembler(app: .fitnotes)
        var rejections = ImportRowRejections(options: options)
        let records = layout.splitter.records(lines)
        for record in records {
            do {
                assembler.add(try parser.parse(record.text, line: record.number))
            } catch {
                try rejections.reject(error, line: record.number)
            }
        }
        options.logger.debug(
            "\(options.fileName): FitNotes workout export (header unit: \(layout.headerUnit?.symbol ?? "none"), comments: \(layout.hasComment)); \(records.count) rows, \(assembler.sessionCount) sessions, \(rejections.rows.count) skipped"
        )
        return WorkoutCSVContents(variant: .fitnotes, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler)
    }
}
