import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.db))
    var db: String?

    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.config))
    var config: String?

    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.localeOption))
    var locale: String?

    @Flag(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.verbose))
    var verbose = false

    @Flag(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.quiet))
    var quiet = false
}
