import ArgumentParser

/// Options every `team` command takes (in place of the global ones: `--athlete` is a team command's own option).
struct TeamOptions: ParsableArguments {
    /// The team's folder, when it is not the working folder.
    @Option(name: .long, help: ArgumentHelp(HelpLanguage.words.globalOptions.team))
    var team: String?

    @OptionGroup var style: OutputStyleOptions
}
