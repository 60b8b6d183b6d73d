import ArgumentParser

/// `fittoday inbox ...`: the logs the sheet sends (docs/inbox.md). Alone, it lists them.
struct InboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: HelpLanguage.words.inbox.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.inbox.discussion),
        subcommands: [InboxListCommand.self, InboxPullCommand.self, InboxCheckCommand.self],
        defaultSubcommand: InboxListCommand.self
    )
}
