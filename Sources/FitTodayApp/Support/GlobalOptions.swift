import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.db))
    var db: String?

    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.config))
    var config: String?

    @OptionGroup var style: OutputStyleOptions

    /// In a team folder: run the command on this athlete's folder (`athletes/<id>/`).
    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.athlete))
    var athlete: String?

    /// The team's folder, when it is not the working folder.
    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.team))
    var team: String?

    /// Options for a command run in-process on an athlete's folder (the team build): quiet unless `verbose`, in
    /// `locale` when given.
    static func quiet(verbose: Bool, locale: String? = nil) -> GlobalOptions {
        let arguments = [verbose ? "--verbose" : "--quiet"] + (locale.map { ["--locale", $0] } ?? [])
        // Only these flags, which always parse.
        return (try? GlobalOptions.parse(arguments)) ?? GlobalOptions()
    }
}
