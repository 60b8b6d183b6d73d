import FitTodayDomain

/// Liftosaur's history CSV (see ``LiftosaurLayout`` and ``LiftosaurRowParser``).
///
/// A workout is its sets' shared `Workout DateTime` (UTC with milliseconds, shown in the reader's time zone),
/// titled with its program and day (`GZCLP – Day 1`); the instant keys the session, so importing again in
/// another time zone adds nothing. A workout's rows come in the order its sets were planned and done: warm-ups,
/// then working sets, exercise by exercise.
enum LiftosaurFileReader: HistoryFileReader {
    static let app = WorkoutApp.liftosaur

    static func recognizes(_ text: HistoryFileText) -> Bool {
        var reader = CSVReader(bytes: text.bytes, separator: UInt8(ascii: ","))
        guard let header = try? reader.next() else { return false }
        return LiftosaurLayout(header: header.fields) != nil
    }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        var reader = CSVReader(bytes: text.bytes, separator: UInt8(ascii: ","))
        guard let header = try? reader.next(), let layout = LiftosaurLayout(header: header.fields) else {
            throw .importFile(reason: .unrecognizedExport)
        }
        var parser = LiftosaurRowParser(layout: layout, header: header.fields, options: options)
        var rejections = ImportRowRejections(options: options)
        var assembler = WorkoutSessionAssembler(app: app)
        try rejections.forEachRecord(of: &reader) { record, _ throws(ImportIssue) in
            if let row = try parser.parse(record) { assembler.add(row) }
        }
        return WorkoutCSVContents(variant: .liftosaur, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler)
    }
}
