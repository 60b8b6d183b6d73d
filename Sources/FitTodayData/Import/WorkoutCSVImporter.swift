import FitTodayDomain
import Foundation
import Logging

/// Imports a Strong or Hevy CSV export into the history in one transaction.
///
/// The layout is detected from the header; a file of the other app is refused before anything is read.
/// A bad row stops the import with the file's name, the row's line and the reason, and nothing is written;
/// with ``Options/skipInvalid`` bad rows are left out and listed in the summary instead. Sessions already
/// imported (same app, start and workout name) get only the sets they lack. The file may be UTF-8, UTF-16 or
/// Windows-1252 (see ``CSVTextDecoder``).
public struct WorkoutCSVImporter: Sendable {
    public struct Options: Sendable {
        /// The file's name as shown in messages.
        public var fileName: String
        public var skipInvalid: Bool
        /// The unit of weights the file does not label (Strong's newer export follows the app's setting).
        public var weightUnit: WeightUnit

        public init(fileName: String, skipInvalid: Bool = false, weightUnit: WeightUnit = .kg) {
            self.fileName = fileName
            self.skipInvalid = skipInvalid
            self.weightUnit = weightUnit
        }

        init(_ options: HistoryReadOptions) {
            self.init(fileName: options.fileName, skipInvalid: options.skipInvalid, weightUnit: options.weightUnit)
        }
    }

    private let store: SQLiteStore
    private let logger: Logger

    public init(store: SQLiteStore, logger: Logger = Logger(label: "fittoday.import", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.store = store
        self.logger = logger
    }

    /// Imports `data`, which must be an export of `app`.
    public func importCSV(
        _ data: Data, from app: WorkoutApp, options: Options, progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws(FitTodayError) -> WorkoutImportSummary {
        let contents = try Self.read(data, from: app, options: options, logger: logger, progress: progress)
        let matched = try ExerciseNameMatcher(exercises: store.exercises).match(contents.exerciseNames, muscleGroups: contents.muscleGroups)
        let sessions = contents.sessions(exerciseIDs: matched.ids)
        let written = try store.imports.importSessions(sessions, newExercises: matched.newExercises, progress: progress)
        return WorkoutImportSummary(
            variant: contents.variant, sessionsImported: written.sessionsInserted, setsImported: written.setsInserted,
            sessionsCompleted: written.sessionsCompleted, sessionsAlreadyPresent: written.sessionsAlreadyPresent,
            exercisesCreated: written.exercisesCreated.map(\.name), skippedRows: contents.skippedRows, encoding: contents.encoding
        )
    }

    /// Reads `data`, an export of `app`, into sessions without touching a store: the whole of the import that
    /// depends on the file's bytes (encoding, layout, rows), which the fuzz target `FuzzWorkoutCSV` exercises.
    public static func read(
        _ data: Data, from app: WorkoutApp, options: Options,
        logger: Logger = Logger(label: "fittoday.import", factory: { _ in SwiftLogNoOpLogHandler() }),
        progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws(FitTodayError) -> WorkoutCSVContents {
        let text = try HistoryFileText.decode(data, fileName: options.fileName, logger: logger)
        return try read(text, from: app, options: options, logger: logger, progress: progress)
    }

    /// Whether `text` starts with a Strong or Hevy header, and which.
    static func recognize(_ text: HistoryFileText) -> WorkoutApp? {
        var reader = CSVReader(bytes: text.bytes)
        guard let header = try? reader.next() else { return nil }
        return WorkoutCSVLayout.detect(header: header.fields, firstRow: (try? reader.next())?.fields, separator: reader.separator)?.variant.app
    }

    /// ``read(_:from:options:logger:progress:)`` of text already decoded.
    static func read(
        _ text: HistoryFileText, from app: WorkoutApp, options: Options, logger: Logger,
        progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) throws(FitTodayError) -> WorkoutCSVContents {
        var reader = CSVReader(bytes: text.bytes)
        var peek = reader
        guard let header = try? peek.next(),
              let layout = WorkoutCSVLayout.detect(header: header.fields, firstRow: (try? peek.next())?.fields, separator: reader.separator)
        else {
            logger.debug("Unrecognized CSV header in \(options.fileName)")
            throw .importFile(reason: .unknownWorkoutCSV)
        }
        guard layout.variant.app == app else { throw .importFile(reason: .otherApp(expected: app, found: layout.variant.app)) }
        _ = try? reader.next()
        logger.debug("\(options.fileName): \(layout.variant.rawValue) layout, separator \(Character(UnicodeScalar(reader.separator)))")

        var parser = WorkoutRowParser(layout: layout, defaultUnit: options.weightUnit)
        var assembler = WorkoutSessionAssembler(app: app)
        var rejections = ImportRowRejections(options: HistoryReadOptions(fileName: options.fileName, skipInvalid: options.skipInvalid))
        var records = 0
        let byteCount = reader.byteCount
        try rejections.forEachRecord(of: &reader) { record, bytesRead throws(ImportIssue) in
            records += 1
            if let progress, records % 2000 == 0 {
                progress(ImportProgress(phase: .reading, completed: bytesRead, total: byteCount))
            }
            if let row = try parser.parse(record) { assembler.add(row) }
        }
        progress?(ImportProgress(phase: .reading, completed: reader.byteCount, total: reader.byteCount))
        logger.debug("\(options.fileName): \(records) rows, \(assembler.sessionCount) sessions, \(rejections.rows.count) rows skipped")
        return WorkoutCSVContents(variant: layout.variant, encoding: text.encoding, skippedRows: rejections.rows, assembler: assembler)
    }
}
