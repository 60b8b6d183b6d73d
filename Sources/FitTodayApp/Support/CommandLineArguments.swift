import ArgumentParser

/// The raw command line, made ready for the argument parser: the common options (`--db`, `--config`,
/// `--locale`, `--verbose`, `--quiet`) may be written before the subcommand as well as after it.
enum CommandLineArguments {
    static let optionsWithValue = ["--db", "--config", "--locale"]
    static let flags = ["--verbose", "--quiet"]

    /// Moves common options found before the subcommand's name to after it, where its options are parsed.
    static func normalized(_ arguments: [String]) -> [String] {
        var path: [String] = []
        var moved: [String] = []
        var command: any ParsableCommand.Type = FitTodayCommand.self
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if flags.contains(argument) {
                moved.append(argument)
                index += 1
            } else if optionsWithValue.contains(argument), index + 1 < arguments.count {
                moved += [argument, arguments[index + 1]]
                index += 2
            } else if optionsWithValue.contains(where: { argument.hasPrefix($0 + "=") }) {
                moved.append(argument)
                index += 1
            } else if let subcommand = subcommand(named: argument, of: command) {
                path.append(argument)
                command = subcommand
                index += 1
            } else {
                break
            }
        }
        guard !moved.isEmpty else { return arguments }
        let rest = Array(arguments[index...])
        // No subcommand to take them (`fittoday --locale en`): they only chose the language of the help.
        guard !path.isEmpty else { return rest }
        if let terminator = rest.firstIndex(of: "--") {
            return path + rest[..<terminator] + moved + rest[terminator...]
        }
        return path + rest + moved
    }

    /// The subcommands named at the start of `arguments` (options skipped) and the command they lead to,
    /// plus the first word that names no subcommand where one was expected.
    static func commandPath(_ arguments: [String]) -> (names: [String], command: any ParsableCommand.Type, unknown: String?) {
        var names: [String] = []
        var command: any ParsableCommand.Type = FitTodayCommand.self
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if optionsWithValue.contains(argument) {
                index += 2
                continue
            }
            if argument.hasPrefix("-") {
                index += 1
                continue
            }
            if let subcommand = subcommand(named: argument, of: command) {
                names.append(argument)
                command = subcommand
                index += 1
                continue
            }
            let expectsSubcommand = !command.configuration.subcommands.isEmpty
            return (names, command, expectsSubcommand ? argument : nil)
        }
        return (names, command, nil)
    }

    static func subcommand(named name: String, of command: any ParsableCommand.Type) -> (any ParsableCommand.Type)? {
        command.configuration.subcommands.first { $0._commandName == name || $0.configuration.aliases.contains(name) }
    }
}
