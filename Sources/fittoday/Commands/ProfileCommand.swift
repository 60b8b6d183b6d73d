import ArgumentParser
import FitTodayDomain

/// `fittoday profile show|set`.
struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: HelpLanguage.text("Mostra ou muda seu perfil.", "Shows or changes your profile."),
        subcommands: [Show.self, Set.self]
    )

    struct Show: FitTodaySubcommand {
        static let configuration = CommandConfiguration(
            abstract: HelpLanguage.text("Mostra seu perfil.", "Shows your profile."),
            discussion: HelpLanguage.text("""
            Exemplos:
              fittoday profile show
              fittoday profile show --format json
            """, """
            Examples:
              fittoday profile show
              fittoday profile show --format json
            """)
        )

        @OptionGroup var output: OutputFormatOption
        @OptionGroup var global: GlobalOptions

        func execute(_ context: CommandContext) async throws(FitTodayError) {
            let json = try output.isJSON()
            let (_, profile) = try context.openStoreWithProfile(readOnly: true)
            context.console.result(json ? JSONRepresentation.profile(profile).rendered() : TextFormatter(locale: context.locale).profile(profile))
        }
    }

    struct Set: FitTodaySubcommand {
        static let configuration = CommandConfiguration(
            abstract: HelpLanguage.text("Muda campos do seu perfil; o que não for informado fica como está.", "Changes fields of your profile; what is not given stays as it is."),
            discussion: HelpLanguage.text("""
            Exemplos:
              fittoday profile set --level advanced --frequency 5
              fittoday profile set --condition knee --condition lower-back
              fittoday profile set --condition none
            """, """
            Examples:
              fittoday profile set --level advanced --frequency 5
              fittoday profile set --condition knee --condition lower-back
              fittoday profile set --condition none
            """)
        )

        @OptionGroup var profile: ProfileOptions
        @OptionGroup var global: GlobalOptions

        func execute(_ context: CommandContext) async throws(FitTodayError) {
            let changes = try profile.changes()
            guard !changes.isEmpty else { throw .invalid(.noProfileChanges) }
            let (store, current) = try context.openStoreWithProfile()
            let updated = changes.applied(to: current)
            try store.saveProfile(updated)
            context.console.say(context.locale.pick("Perfil atualizado.", "Profile updated."))
            context.console.say(TextFormatter(locale: context.locale).profile(updated))
        }
    }
}
