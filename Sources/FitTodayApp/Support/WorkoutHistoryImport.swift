import FitTodayData
import FitTodayDomain
import Foundation

/// What every import of a history file shares: read the file, bring the curated library in so names can match
/// it, import in one transaction with a progress bar, and sum up.
enum WorkoutHistoryImport {
    /// `import strong` and `import hevy`, as they always were.
    static func run(
        _ app: WorkoutApp, file: String, skipInvalid: Bool, weightUnit: WeightUnit = .kg, context: CommandContext
    ) throws(FitTodayError) {
        let options = HistoryReadOptions(fileName: URL(fileURLWithPath: file).lastPathComponent, skipInvalid: skipInvalid, weightUnit: weightUnit)
        try run(app, options: options, file: file, dryRun: false, context: context)
    }

    /// Imports `file` as `app`'s export, or as whichever app's it is when `app` is nil; returns the app it read.
    @discardableResult
    static func run(
        _ app: WorkoutApp?, options: HistoryReadOptions, file: String, dryRun: Bool, context: CommandContext
    ) throws(FitTodayError) -> WorkoutApp {
        let data = try context.readImportFile(file)
        let contents = try HistoryFileImporter.read(data, as: app, options: options, logger: context.logger)
        if app == nil { context.console.say(context.locale.words.cli.importReport.recognized(app: contents.variant.app.displayName)) }
        let store = try context.openStore()
        // Names match the curated library only if it is in the database: bring it up to date first.
        _ = try context.loadLibrary(into: store)
        let progressBar = ProgressBar(locale: context.locale, quiet: context.console.quiet)
        defer { progressBar?.finish() }
        var report: (@Sendable (ImportProgress) -> Void)?
        if let progressBar { report = { progressBar.update($0) } }
        let source = ImportBatch.Source(format: contents.variant.app.rawValue, fileName: options.fileName, importedAt: SystemClock.now())
        let summary = try HistoryFileImporter(store: store, logger: context.logger)
            .importContents(contents, source: source, dryRun: dryRun, progress: report)
        progressBar?.finish()
        context.logger.debug("Imported \(summary.variant.rawValue): \(summary)")
        let verbose = context.logger.logLevel <= .debug
        for line in ImportReport(locale: context.locale, unit: context.unit).lines(for: summary, everySkippedRow: verbose) { context.console.say(line) }
        return contents.variant.app
    }
}
