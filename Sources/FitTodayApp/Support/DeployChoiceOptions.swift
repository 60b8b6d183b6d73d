import ArgumentParser

/// What a deploy may do and where it goes: `deploy` and `team deploy` alike.
struct DeployChoiceOptions: ParsableArguments {
    @Flag(name: .customLong("dry-run"), help: ArgumentHelp(HelpLanguage.words.deploy.dryRun))
    var dryRun = false

    @Option(name: .customLong("max-deletes"), help: ArgumentHelp(HelpLanguage.words.deploy.maxDeletes))
    var maxDeletes: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.deploy.target))
    var target: String?
}
