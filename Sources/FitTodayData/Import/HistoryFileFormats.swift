import FitTodayDomain
import Logging

/// Every export format FitToday reads, and which one a file is.
public enum HistoryFileFormats {
    /// One reader per app, in the order a file is tried against them: a format whose header could be mistaken
    /// for another's comes after the one it resembles. A CSV of one's own is never recognized: it needs `--map`.
    static let readers: [any HistoryFileReader.Type] = [
        // Heavyset's header (`Date,Workout Name,Exercise Name,...,Weight (kg),Weight (lb)`) would also pass for one of
        // Strong's, whose reading by column name is lenient: the stricter test goes first.
        HeavysetFileReader.self,
        StrongFileReader.self,
        HevyFileReader.self,
        WgerFileReader.self,
        MappedCSVFileReader.self,
    ]

    /// The reader of `app`'s files, nil for an app FitToday does not read yet.
    static func reader(for app: WorkoutApp) -> (any HistoryFileReader.Type)? {
        readers.first { $0.app == app }
    }

    /// The app whose export `text` is, nil when none recognizes it.
    public static func recognize(_ text: HistoryFileText) -> WorkoutApp? {
        readers.first { $0.recognizes(text) }?.app
    }

    public static let silent = Logger(label: "fittoday.import", factory: { _ in SwiftLogNoOpLogHandler() })
}
