import FitTodayDomain

/// Fitbod's exports: `WorkoutExport.csv` and the older one with a count of sets per row (see ``FitbodLayout``).
///
/// A workout is its sets' shared timestamp (the app's UTC start, shown in the reader's time zone): two workouts
/// of one day stay two sessions, and the instant keys the session, so importing again in another time zone adds
/// nothing. The older export gives only a day, which is the session. Fitbod writes its log newest first, the
/// sets of a workout too (the last set logged comes first): the rows are taken back to front, so that a
/// session's sets come out in the order they were done. A file in the other order (sorted in a spreadsheet)
/// is told by its timestamps and taken as it is.
enum FitbodFileReader: HistoryFileReader {
    static let app = WorkoutApp.fitbod

    static func recognizes(_ text: HistoryFileText) -> Bool {
        guard let header = text.firstLines(1).first else { return false }
        return FitbodLayout(header: header.split(separator: ",", omittingEmptySubsequences: false).map(String.init)) != nil
    }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        var reader = UnquotedCSVReader(bytes: text.bytes)
        guard let header = reader.next(), let layout = FitbodLayout(header: header.fields) else {
            throw .importFile(reason: .unrecognizedExport)
        }
        var parser = FitbodRowParser(layout: layout, header: header.fields, timeZone: options.timeZone)
        var rejections = ImportRowRejections(options: options)
        var parsed: [FitbodRowParser.Parsed] = []
        while let record = reader.next() {
            do {
                parsed.append(try parser.parse(record))
            } catch {
                try rejections.reject(error, line: record.line)
            }
        }
        var assembler = WorkoutSessionAssembler(app: app)
        for index in fileOrder(parsed) {
            for _ in 0..<parsed[index].count { assembler.add(parsed[index].row) }
        }
        return WorkoutCSVContents(variant: layout.variant, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler)
    }

    /// The rows' indices oldest first: back to front when the file is newest first (Fitbod's own order), which
    /// the steps between one workout and the next tell; a file of one workout is Fitbod's, newest first.
    private static func fileOrder(_ rows: [FitbodRowParser.Parsed]) -> [Int] {
        var earlier = 0
        var later = 0
        for (previous, next) in zip(rows, rows.dropFirst()) where previous.instant != next.instant {
            if next.instant < previous.instant { earlier += 1 } else { later += 1 }
        }
        return later > earlier ? Array(rows.indices) : rows.indices.reversed()
    }
}
