import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "Arquivo SQLite com seus dados (padrão: fittoday.sqlite, ou FITTODAY_DB).")
    var db: String?

    @Option(name: .long, help: "Arquivo de configuração (padrão: fittoday.toml na pasta atual).")
    var config: String?

    @Option(name: .long, help: "Idioma das mensagens: pt-BR (padrão) ou en.")
    var locale: String?

    @Flag(name: .long, help: "Mostra detalhes técnicos no log (stderr).")
    var verbose = false

    @Flag(name: .long, help: "Mostra só erros.")
    var quiet = false
}
