import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: HelpLanguage.help("Arquivo SQLite com seus dados (padrão: fittoday.sqlite, ou FITTODAY_DB).", "SQLite file with your data (default: fittoday.sqlite, or FITTODAY_DB)."))
    var db: String?

    @Option(name: .long, help: HelpLanguage.help("Arquivo de configuração (padrão: fittoday.toml na pasta atual).", "Configuration file (default: fittoday.toml in the current folder)."))
    var config: String?

    @Option(name: .long, help: HelpLanguage.help("Idioma das mensagens: pt-BR (padrão) ou en.", "Language of messages: pt-BR (default) or en."))
    var locale: String?

    @Flag(name: .long, help: HelpLanguage.help("Mostra detalhes técnicos no log (stderr).", "Shows technical detail in the log (stderr)."))
    var verbose = false

    @Flag(name: .long, help: HelpLanguage.help("Mostra só erros.", "Shows only results and errors."))
    var quiet = false
}
