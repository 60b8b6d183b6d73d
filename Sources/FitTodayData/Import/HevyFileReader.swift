import FitTodayDomain

/// Hevy's CSV export.
enum HevyFileReader: HistoryFileReader {
    static let app = WorkoutApp.hevy

    static func recognizes(_ text: HistoryFileText) -> Bool { WorkoutCSVImporter.recognize(text) == .hevy }

    static func read(_ text: HistoryFileText, options: HistoryReadOptions) throws(FitTodayError) -> WorkoutCSVContents {
        try WorkoutCSVImporter.read(text, from: app, options: .init(options), logger: HistoryFileFormats.silent)
    }
}
