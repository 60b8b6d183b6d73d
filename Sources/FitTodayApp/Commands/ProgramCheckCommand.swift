import ArgumentParser
import FitTodayData
import FitTodayDomain

/// `fittoday program check FILE`: every problem of a program file as FILE:LINE:COL, exit 13; nothing is written.
struct ProgramCheckCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: HelpLanguage.words.programCheck.abstract, discussion: HelpLanguage.reflowed(HelpLanguage.words.programCheck.discussion)
    )

    @Argument(help: ArgumentHelp(HelpLanguage.words.programCheck.file))
    var file: String

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        // Names are checked against the library as shipped plus the person's own exercises when a database is there.
        var exercises = try context.loadLibrary().exercises
        if let store = try? context.openStore(readOnly: true), let own = try? store.exercises.exercises() { exercises += own }
        let matcher = ExerciseMatcher(exercises: exercises, aliases: ExerciseAliases.libraryNames)
        let program = try context.programLoader().loadOne(path: file, matcher: matcher)
        context.console.say(context.locale.words.cli.program.checked(file: file, name: program.name, days: context.locale.words.count.dayCount(program.daysPerCycle)))
    }
}
