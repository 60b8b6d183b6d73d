import FitTodayDomain

/// Strong's CSV exports, in every layout and language ``WorkoutCSVLayout`` knows.
enum StrongFileReader: HistoryFileReader {
    static let app = WorkoutApp.strong

    static func recognizes(_ text: HistoryFileText) -> Bool { WorkoutCSVImporter.recognize(text) == .strong }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        try WorkoutCSVImporter.read(text, from: app, options: .init(options), logger: HistoryFileFormats.silent)
    }
}
