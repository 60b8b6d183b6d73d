import FitTodayDomain
import Foundation

/// Puts the argument parser's English scaffolding of `--help` (USAGE, OPTIONS, "(default: …)") into the
/// person's language (the commands' own texts follow ``HelpLanguage``).
struct HelpTranslator {
    let locale: AppLocale

    func translate(_ help: String) -> String {
        switch locale {
        case .ptBR:
            var text = Self.portuguese.reduce(help) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            // Wrapped help may break "(default: x)" across lines: match the words with whatever space follows.
            for (english, portuguese) in Self.wrappable {
                text = text.replacingOccurrences(of: english, with: portuguese, options: .regularExpression)
            }
            return text
        case .en:
            return help
        }
    }

    /// Patterns whose space may be a line break, with their Portuguese.
    static let wrappable: [(String, String)] = [
        (#"\(default:(\s)"#, "(padrão:$1"),
        (#"\(values:(\s)"#, "(valores:$1"),
        (#"; default:(\s)"#, "; padrão:$1"),
        (#"; default as flag:(\s)"#, "; padrão como flag:$1"),
    ]

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
