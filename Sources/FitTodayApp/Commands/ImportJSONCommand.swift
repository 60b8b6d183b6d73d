import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday import json FILE.json`: restores a `fittoday export json` file into an empty database.
struct ImportJSONCommand: OwnFileImportCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: HelpLanguage.words.importJSON.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importJSON.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importJSON.file))
    var file: String

    @OptionGroup var global: GlobalOptions

    /// Restores the export `file` (also what `import FILE` does with an export).
    static func run(_ data: Data, file: String, context: CommandContext) throws(FitTodayError) {
        let snapshot = try DataExportFormat.decode(data, logger: context.logger)
        let existed = FileManager.default.fileExists(atPath: context.databasePath)
        do {
            let store = try context.openStore(createIfMissing: true)
            try store.export.restore(snapshot)
        } catch {
            // A database this command created for a restore that failed would only be in the way.
            if !existed {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: context.databasePath + suffix) }
            }
            throw error
        }
        let report = ImportReport(locale: context.locale)
        context.console.say(context.locale.words.cli.importJSON.dataRestored(contents: report.contents(of: snapshot)))
    }
}
