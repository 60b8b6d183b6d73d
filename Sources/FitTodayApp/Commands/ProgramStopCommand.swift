import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday program stop`: follow no program; the history stays.
struct ProgramStopCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "stop", abstract: HelpLanguage.words.programStop.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.programStop.discussion)
    )

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let store = try context.openStore()
        guard try store.programs.stopProgramRun(on: SystemClock.now().date) else { throw .noActiveProgram }
        context.console.say(context.locale.words.cli.program.stopped)
    }
}
