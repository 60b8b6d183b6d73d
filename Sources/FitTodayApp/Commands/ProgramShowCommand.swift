import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday program show ID`.
struct ProgramShowCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: HelpLanguage.words.programShow.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.programShow.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.programShow.id))
    var id: String

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let store = try context.openStoreForPrograms()
        let follow = try context.useCases.followProgram(store: store)
        let program = try follow.program(id: id)
        let overview = try follow.overviews().first { $0.program.id == program.id }
        let names = try context.exerciseNames(in: store)
        if json {
            context.console.result(ProgramJSON.show(program, overview: overview).rendered(unit: context.unit))
        } else {
            context.console.result(ProgramText(locale: context.locale, unit: context.unit).show(program, overview: overview, names: names))
        }
    }
}
