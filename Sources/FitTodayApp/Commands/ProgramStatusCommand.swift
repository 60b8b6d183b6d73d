import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday program status`: where you are in the program and each lift's numbers.
struct ProgramStatusCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: HelpLanguage.words.programStatus.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.programStatus.discussion)
    )

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let store = try context.openStoreForPrograms()
        guard let standing = try context.useCases.followProgram(store: store).standing() else { throw .noActiveProgram }
        if json {
            context.console.result(ProgramJSON.status(standing).rendered(unit: context.unit))
        } else {
            context.console.result(ProgramText(locale: context.locale, unit: context.unit).status(standing, names: try context.exerciseNames(in: store)))
        }
    }
}
