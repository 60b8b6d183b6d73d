import FitTodayDomain
import Foundation

/// Rephrases the argument parser's English messages as friendly sentences in the person's language.
enum CommandLineErrorTranslator {
    static func translate(_ message: String, locale: AppLocale) -> FitTodayError {
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
        let quoted = firstLine.split(separator: "'").dropFirst().first.map(String.init) ?? ""
        if firstLine.hasPrefix("Unknown option") {
            return .unknownCommandLine(detail: locale.pick("a opção \(quoted) não existe", "there is no option \(quoted)"))
        }
        if firstLine.hasPrefix("Unexpected argument") {
            return .unknownCommandLine(detail: locale.pick("\(quoted) sobrou no fim", "\(quoted) was not expected"))
        }
        if firstLine.hasPrefix("Missing value for") {
            return .unknownCommandLine(detail: locale.pick("faltou o valor de \(Self.option(in: quoted))", "\(Self.option(in: quoted)) needs a value"))
        }
        if firstLine.hasPrefix("Missing expected argument") {
            return .unknownCommandLine(detail: locale.pick("falta informar \(Self.option(in: quoted))", "\(Self.option(in: quoted)) is missing"))
        }
        return .unknownCommandLine(detail: locale.pick("veja os detalhes com --verbose", "see the details with --verbose"))
    }

    /// `--goal <goal>` becomes `--goal`; `<name>` becomes `name`.
    private static func option(in text: String) -> String {
        let first = text.split(separator: " ").first.map(String.init) ?? text
        return first.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
    }
}
