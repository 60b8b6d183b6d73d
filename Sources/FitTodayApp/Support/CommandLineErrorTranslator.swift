import ArgumentParser
import FitTodayDomain
import Foundation

/// Rephrases the argument parser's English messages as friendly sentences in the person's language.
enum CommandLineErrorTranslator {
    /// `arguments` is the command line as parsed, to tell which command a wrong name was given to.
    static func translate(_ message: String, arguments: [String] = [], locale: AppLocale) -> FitTodayError {
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
        let quoted = firstLine.split(separator: "'").dropFirst().first.map(String.init) ?? ""
        let path = CommandLineArguments.commandPath(arguments)
        // A mistyped command name comes first: whatever else the parser tripped on follows from it.
        if let unknown = path.unknown {
            let names = path.command.configuration.subcommands.map { $0._commandName }
            let suggestion = NameSuggestion.closest(to: unknown, among: names)
            return .unknownName(name: unknown, suggestion: suggestion, help: helpCommand(path.names + (suggestion.map { [$0] } ?? [])))
        }
        if firstLine.hasPrefix("Unknown option") {
            let name = quoted.split(separator: "=").first.map(String.init) ?? quoted
            let suggestion = NameSuggestion.closest(to: name, among: optionNames(of: path.command).filter { $0 != name })
            return .unknownName(name: name, suggestion: suggestion, help: helpCommand(path.names))
        }
        if firstLine.hasPrefix("The value") {
            // The value 'abc' is invalid for '--port <port>'
            let parts = firstLine.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
            if parts.count >= 4 { return .invalidNumber(option: Self.option(in: parts[3]), value: parts[1]) }
        }
        if firstLine.hasPrefix("Unexpected argument") {
            return .unknownCommandLine(detail: locale.words.cli.commandLineErrorTranslator.wasNotExpected(quoted: quoted))
        }
        if firstLine.hasPrefix("Missing value for") {
            return .unknownCommandLine(detail: locale.words.cli.commandLineErrorTranslator.needsValue(option: Self.option(in: quoted)))
        }
        if firstLine.hasPrefix("Missing expected argument") {
            return .unknownCommandLine(detail: locale.words.cli.commandLineErrorTranslator.isMissing(option: Self.option(in: quoted)))
        }
        return .unknownCommandLine(detail: locale.words.cli.commandLineErrorTranslator.seeDetails)
    }

    /// `fittoday plan list --help`.
    private static func helpCommand(_ names: [String]) -> String {
        (["fittoday"] + names + ["--help"]).joined(separator: " ")
    }

    /// The long option names a command's help lists (its option rows, not options its examples mention).
    private static func optionNames(of command: any ParsableCommand.Type) -> [String] {
        let help = FitTodayCommand.helpMessage(for: command, columns: 500)
        var names: Set<String> = []
        for line in help.split(separator: "\n") {
            let row = line.drop { $0 == " " }
            guard row.hasPrefix("-"), line.count > row.count else { continue }
            // "-h, --help  Show ...": the names come before the first double space.
            let label = row.components(separatedBy: "  ").first ?? ""
            for word in label.split(whereSeparator: { " ,<>".contains($0) }) where word.hasPrefix("--") && word.count > 2 {
                names.insert(String(word))
            }
        }
        return names.sorted()
    }

    /// `--goal <goal>` becomes `--goal`; `<name>` becomes `name`.
    private static func option(in text: String) -> String {
        let first = text.split(separator: " ").first.map(String.init) ?? text
        return first.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
    }
}
