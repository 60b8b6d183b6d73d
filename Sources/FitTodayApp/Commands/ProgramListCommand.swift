import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday program list`.
struct ProgramListCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: HelpLanguage.words.programList.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.programList.discussion)
    )

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let store = try context.openStoreForPrograms()
        let catalogue = try context.programCatalogue(store: store)
        let active = try store.programs.activeProgramRun()?.programID
        if json {
            context.console.result(ProgramJSON.list(catalogue, active: active).rendered(unit: context.unit))
        } else {
            context.console.result(ProgramText(locale: context.locale, unit: context.unit).list(catalogue, active: active))
        }
    }
}
