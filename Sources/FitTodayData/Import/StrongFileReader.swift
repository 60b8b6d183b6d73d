import FitTodayDomain

/// Strong's CSV exports, in every layout and language ``WorkoutCSVLayout`` knows.
enum StrongFileReader: HistoryFileReader {
    static let app = WorkoutApp.strong

    /// A FitNotes header is refused here, whatever order the readers are tried in: its newest shape, with a cardio
    /// first row, would pass Strong's reading of a header by its shape.
    static func recognizes(_ text: HistoryFileText) -> Bool {
        !FitNotesFileReader.recognizes(text) && WorkoutCSVImporter.recognize(text) == .strong
    }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        try WorkoutCSVImporter.read(text, from: app, options: .init(options), logger: HistoryFileFormats.silent)
    }
}
