import FitTodayDomain
import Logging

/// Every export format FitToday reads, and which one a file is.
public enum HistoryFileFormats {
    /// One reader per app, in the order a file is tried against them: a format whose header could be mistaken
    /// for another's comes after the one it resembles. A CSV of one's own is never recognized: it needs `--map`.
    ///
    /// Strong's reader refuses FitNotes' headers by itself (its reading by shape would take FitNotes' newest header,
    /// with a cardio first row, for one), so that order no longer matters there.
    static let readers: [any HistoryFileReader.Type] = [
        // Heavyset's header (`Date,Workout Name,Exercise Name,...,Weight (kg),Weight (lb)`) would pass Strong's
        // lenient reading by column name: the stricter test goes first.
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
