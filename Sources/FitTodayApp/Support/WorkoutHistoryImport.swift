import FitTodayData
import FitTodayDomain
import Foundation

/// What `import strong` and `import hevy` share: read the file, bring the curated library in so names
/// can match it, import in one transaction with a progress bar, and sum up.
enum WorkoutHistoryImport {
    static func run(
        _ app: WorkoutApp, file: String, skipInvalid: Bool, weightUnit: WeightUnit = .kg, context: CommandContext
    ) throws(FitTodayError) {
        let data = try context.readImportFile(file)
        let store = try context.openStore()
        // Names match the curated library only if it is in the database: bring it up to date first.
        _ = try context.loadLibrary(into: store)
        let progressBar = ProgressBar(locale: context.locale, quiet: context.console.quiet)
        defer { progressBar?.finish() }
        var report: (@Sendable (ImportProgress) -> Void)?
        if let progressBar { report = { progressBar.update($0) } }
        let options = WorkoutCSVImporter.Options(
            fileName: URL(fileURLWithPath: file).lastPathComponent, skipInvalid: skipInvalid, weightUnit: weightUnit
        )
        let summary = try WorkoutCSVImporter(store: store, logger: context.logger).importCSV(data, from: app, options: options, progress: report)
        progressBar?.finish()
        context.logger.debug("Imported \(summary.variant.rawValue): \(summary)")
        let verbose = context.logger.logLevel <= .debug
        for line in ImportReport(locale: context.locale, unit: context.unit).lines(for: summary, everySkippedRow: verbose) { context.console.say(line) }
    }
}
