import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday import hevy FILE.csv`: the history exported by the Hevy app.
struct ImportHevyCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "hevy",
        abstract: HelpLanguage.words.importHevy.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.importHevy.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.importHevy.file))
    var file: String

    @Flag(help: ArgumentHelp(HelpLanguage.words.importHevy.skipInvalid))
    var skipInvalid = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        try WorkoutHistoryImport.run(.hevy, file: file, skipInvalid: skipInvalid, context: context)
    }
}
