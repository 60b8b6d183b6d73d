import ArgumentParser

/// The paper, the day and whether images are fetched, for a block on paper: `print block` and `team print block`.
struct PrintDayOptions: ParsableArguments {
    @Option(help: ArgumentHelp(HelpLanguage.words.printBlock.paper))
    var paper: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.printBlock.date))
    var date: String?

    @Flag(help: ArgumentHelp(HelpLanguage.words.build.offline))
    var offline = false
}
