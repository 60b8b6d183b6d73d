import ArgumentParser
import FitTodayDomain

/// `fittoday profile show|set`.
struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: HelpLanguage.words.profile.abstract,
        subcommands: [Show.self, Set.self]
    )

    struct Show: FitTodaySubcommand {
        static let configuration = CommandConfiguration(
            abstract: HelpLanguage.words.profileShow.abstract,
            discussion: HelpLanguage.reflowed(HelpLanguage.words.profileShow.discussion)
        )

        @OptionGroup var output: OutputFormatOption
        @OptionGroup var global: GlobalOptions

        func execute(_ context: CommandContext) async throws(FitTodayError) {
            let json = try output.isJSON()
            let (_, profile) = try context.openStoreWithProfile(readOnly: true)
            context.console.result(json ? JSONRepresentation.profile(profile).rendered(unit: context.unit) : TextFormatter(locale: context.locale, unit: context.unit).profile(profile))
        }
    }

    struct Set: FitTodaySubcommand {
        static let configuration = CommandConfiguration(
            abstract: HelpLanguage.words.profileSet.abstract,
            discussion: HelpLanguage.reflowed(HelpLanguage.words.profileSet.discussion)
        )

        @OptionGroup var profile: ProfileOptions
        @OptionGroup var global: GlobalOptions

        func execute(_ context: CommandContext) async throws(FitTodayError) {
            var changes = try profile.changes()
            // `--locale` here is a change to keep, not only the language of this command.
            changes.locale = global.style.locale.flatMap(AppLocale.init(identifier:))
            guard !changes.isEmpty else { throw .invalid(.noProfileChanges) }
            let (store, current) = try context.openStoreWithProfile()
            let updated = changes.applied(to: current)
            try store.profiles.saveProfile(updated)
            // The database keeps the library's names in one language: bring it in the new one now, so that a
            // read-only command that follows (`plan show`, `history`) already names exercises in it.
            if changes.locale != nil { _ = try context.loadLibrary(into: store) }
            context.console.say(context.locale.words.cli.profileSet.profileUpdated)
            context.console.say(TextFormatter(locale: context.locale, unit: context.unit).profile(updated))
        }
    }
}
