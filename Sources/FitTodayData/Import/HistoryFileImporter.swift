import FitTodayDomain
import Foundation
import Logging

/// Imports any export FitToday reads (``HistoryFileFormats``) into the history in one transaction: the format
/// told from the file's content or forced, the names matched to the library, and what the file adds written,
/// or, for a dry run, only counted.
public struct HistoryFileImporter: Sendable {
    private let store: SQLiteStore
    private let logger: Logger

    public init(store: SQLiteStore, logger: Logger = HistoryFileFormats.silent) {
        self.store = store
        self.logger = logger
    }

    /// Reads `data` as an export of `app`, or of whichever app it is when `app` is nil, without touching a store.
    ///
    /// A forced app must match what the file is (Strong's file for `import hevy` is refused, saying so); a file no
    /// reader recognizes is refused as ``ImportFileIssue/unrecognizedExport``.
    public static func read(
        _ data: Data, as app: WorkoutApp?, options: HistoryReadOptions, logger: Logger = HistoryFileFormats.silent
    ) throws(FitTodayError) -> WorkoutCSVContents {
        let text = try HistoryFileText.decode(data, fileName: options.fileName, logger: logger)
        if text.encoding != .utf8 { logger.debug("\(options.fileName): converted from \(text.encoding.rawValue)") }
        let found = HistoryFileFormats.recognize(text)
        guard let app = app ?? found else {
            logger.debug("\(options.fileName): no reader recognizes its first lines")
            throw .importFile(reason: .unrecognizedExport)
        }
        if let found, found != app, app != .csv { throw .importFile(reason: .otherApp(expected: app, found: found)) }
        guard let reader = HistoryFileFormats.reader(for: app) else { throw .importFile(reason: .unrecognizedExport) }
        logger.debug("\(options.fileName): read as \(app.displayName)")
        return try reader.read(text, options: options)
    }

    /// Imports `contents`, recorded as one import of `source` that `import undo` can take away: what the store
    /// already holds is left as it is (see ``ImportStore/importSessions(_:newExercises:bodyMeasurements:batch:dryRun:progress:)``).
    /// With `dryRun`, the summary says what would be imported and nothing is written.
    public func importContents(
        _ contents: WorkoutCSVContents, source: ImportBatch.Source? = nil, dryRun: Bool = false,
        progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws(FitTodayError) -> WorkoutImportSummary {
        let matched = try ExerciseNameMatcher(exercises: store.exercises).match(contents.exerciseNames, muscleGroups: contents.muscleGroups)
        let sessions = contents.sessions(exerciseIDs: matched.ids)
        let written = try store.imports.importSessions(
            sessions, newExercises: matched.newExercises, bodyMeasurements: contents.bodyMeasurements, batch: source, dryRun: dryRun,
            progress: progress
        )
        var summary = WorkoutImportSummary(
            variant: contents.variant, sessionsImported: written.sessionsInserted, setsImported: written.setsInserted,
            sessionsCompleted: written.sessionsCompleted, sessionsAlreadyPresent: written.sessionsAlreadyPresent,
            exercisesCreated: written.exercisesCreated.map(\.name), skippedRows: contents.skippedRows, encoding: contents.encoding
        )
        summary.bodyMeasurementsImported = written.bodyMeasurementsInserted
        summary.bodyMeasurementsAlreadyPresent = written.bodyMeasurementsAlreadyPresent
        let days = sessions.map(\.session.completedAt.date)
        summary.firstDay = days.min()
        summary.lastDay = days.max()
        let created = Set(matched.newExercises.map(\.id))
        summary.exercisesMatched = Set(matched.ids.values).subtracting(created).count
        summary.batchID = dryRun ? nil : written.batchID
        summary.dryRun = dryRun
        return summary
    }
}
