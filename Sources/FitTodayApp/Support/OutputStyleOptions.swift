import ArgumentParser

/// The language and how much is said, which every command takes, a team's as well as an athlete's.
struct OutputStyleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.localeOption))
    var locale: String?

    @Flag(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.verbose))
    var verbose = false

    @Flag(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.quiet))
    var quiet = false
}
