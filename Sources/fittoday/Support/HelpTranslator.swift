import FitTodayDomain

/// Puts the argument parser's English scaffolding of `--help` (USAGE, OPTIONS, "(default: …)") into the
/// person's language (the commands' own texts follow ``HelpLanguage``).
struct HelpTranslator {
    let locale: AppLocale

    func translate(_ help: String) -> String {
        switch locale {
        case .ptBR: return Self.portuguese.reduce(help) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        case .en: return help
        }
    }

    /// Longer phrases first, so that no shorter one breaks them up.
    static let portuguese: [(String, String)] = [
        ("for detailed help.", "para a ajuda de cada um."),
        ("<subcommand>", "<subcomando>"),
        ("See '", "Veja '"),
        ("OVERVIEW: ", "RESUMO: "),
        ("USAGE: ", "USO: "),
        ("\nARGUMENTS:\n", "\nARGUMENTOS:\n"),
        ("\nOPTIONS:\n", "\nOPÇÕES:\n"),
        ("\nSUBCOMMANDS:\n", "\nSUBCOMANDOS:\n"),
        ("; default as flag: ", "; padrão como flag: "),
        ("; default: ", "; padrão: "),
        ("(default: ", "(padrão: "),
        ("(values: ", "(valores: "),
        (" (default)\n", " (padrão)\n"),
        ("Show help information.", "Mostra esta ajuda."),
        ("Show the version.", "Mostra a versão."),
        ("Show subcommand help information.", "Mostra a ajuda de um subcomando."),
    ]
}
