import FitTodayDomain
import Logging

/// Every export format FitToday reads, and which one a file is.
public enum HistoryFileFormats {
    /// One reader per app, in the order a file is tried against them: a format whose header could be mistaken
    /// for another's comes after the one it resembles. A CSV of one's own is never recognized: it needs `--map`.
    ///
    /// FitNotes comes first: its headers are compared whole, while Strong reads a header in a language it does not
    /// know by its shape, and takes FitNotes' newest header for one when the first row is cardio (no weight unit).
    static let readers: [any HistoryFileReader.Type] = [
        // FitNotes' newest header, with a cardio first row, would pass Strong's reading by shape; Heavyset's
        // (`Date,Workout Name,Exercise Name,...,Weight (kg),Weight (lb)`) Strong's lenient reading by column name:
        // the stricter tests go first.
        FitNotesFileReader.self,
        HeavysetFileReader.self,
        StrongFileReader.self,
        HevyFileReader.self,
        JefitFileReader.self,
        WgerFileReader.self,
        FitbodFileReader.self,
        LiftosaurFileReader.self,
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
