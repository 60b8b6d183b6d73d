import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday export json`: everything in one documented JSON file.
struct ExportJSONCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: HelpLanguage.words.exportJSON.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.exportJSON.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.exportJSON.output))
    var output: String?

    @Flag(help: ArgumentHelp(HelpLanguage.words.exportJSON.force))
    var force = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore(readOnly: true)
        let snapshot = try store.export.snapshot()
        let data = DataExportFormat.encode(snapshot)
        guard let output else {
            FileHandle.standardOutput.write(data)
            return
        }
        try AtomicFileWriter.write(data, to: output, replacing: force, logger: context.logger)
        let report = ImportReport(locale: context.locale)
        context.console.say(context.locale.words.cli.exportJSON.dataExported(output: output, contents: report.contents(of: snapshot)))
    }
}
