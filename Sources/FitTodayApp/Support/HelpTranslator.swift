import FitTodayDomain
import Foundation

/// Puts the argument parser's English scaffolding of `--help` (USAGE, OPTIONS, "(default: …)") into the
/// person's language (the commands' own texts follow ``HelpLanguage``).
struct HelpTranslator {
    let locale: AppLocale

    func translate(_ help: String) -> String {
        switch locale {
        case .ptBR:
            var text = Self.phrases(.ptBR).reduce(help) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            // Wrapped help may break "(default: x)" across lines: match the words with whatever space follows.
            for (english, portuguese) in Self.wrappable(.ptBR) {
                text = text.replacingOccurrences(of: english, with: portuguese, options: .regularExpression)
            }
            return text
        case .en:
            return help
        }
    }

    /// The parser's own words (the English catalogue holds them as it writes them) and `locale`'s, longer phrases
    /// first, so that no shorter one breaks them up.
    static func phrases(_ locale: AppLocale) -> [(String, String)] {
        let english = HelpWords(.en).scaffold, words = HelpWords(locale).scaffold
        return [
            (english.detailedHelp, words.detailedHelp), (english.subcommand, words.subcommand), (english.see, words.see),
            (english.overview, words.overview), (english.usage, words.usage),
            ("\n" + english.arguments + "\n", "\n" + words.arguments + "\n"), ("\n" + english.options + "\n", "\n" + words.options + "\n"),
            ("\n" + english.subcommands + "\n", "\n" + words.subcommands + "\n"),
            (english.defaultAsFlag, words.defaultAsFlag), (english.defaultAfter, words.defaultAfter), (english.defaultOpen, words.defaultOpen),
            (english.valuesOpen, words.valuesOpen), (english.defaultMark + "\n", words.defaultMark + "\n"),
            (english.showHelp, words.showHelp), (english.showVersion, words.showVersion), (english.showSubcommandHelp, words.showSubcommandHelp),
        ]
    }

    /// Patterns whose last space may be a line break, with `locale`'s words (`$1` keeps the space found).
    static func wrappable(_ locale: AppLocale) -> [(String, String)] {
        let english = HelpWords(.en).scaffold, words = HelpWords(locale).scaffold
        func pattern(_ text: String) -> String { NSRegularExpression.escapedPattern(for: String(text.dropLast())) + "(\\s)" }
        func template(_ text: String) -> String { NSRegularExpression.escapedTemplate(for: String(text.dropLast())) + "$1" }
        return [english.defaultOpen, english.valuesOpen, english.defaultAfter, english.defaultAsFlag].enumerated().map { index, text in
            (pattern(text), template([words.defaultOpen, words.valuesOpen, words.defaultAfter, words.defaultAsFlag][index]))
        }
    }
}
