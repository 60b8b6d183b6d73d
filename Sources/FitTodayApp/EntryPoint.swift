import ArgumentParser
import FitTodayDomain
import Foundation
import Logging

/// Runs a command and turns every failure into a friendly sentence and a distinct exit code. The `fittoday`
/// executable is only this call: everything else lives in this library, so that a team build and the tests can run
/// the same code in one process.
public enum EntryPoint {
    public static func main() async {
        let written = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let verbose = written.contains("--verbose")
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = verbose ? .debug : .critical
            return handler
        }
        var logger = Logger(label: "fittoday")
        logger.logLevel = verbose ? .debug : .critical
        // Help and argument errors come in the person's language: --locale, FITTODAY_LOCALE, then LANG.
        let locale = LocalePreference.scan(written, environment: environment)
        HelpLanguage.current = locale
        HelpLanguage.width = TerminalWidth.current(environment)
        let arguments = CommandLineArguments.normalized(written)
        do {
            var command = try parse(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(0)
        } catch let failure as LocalizedFailure {
            Console.error(failure.message)
            exit(failure.category.exitCode)
        } catch {
            let exitCode = FitTodayCommand.exitCode(for: error)
            if exitCode == .success {
                // Help and --version: the parser's text, its headings in the person's language.
                let help = HelpTranslator(locale: locale).translate(FitTodayCommand.fullMessage(for: error))
                print(HelpLayout.fitted(help, width: HelpLanguage.width ?? 80, locale: locale))
                exit(0)
            }
            let detail = FitTodayCommand.message(for: error)
            logger.debug("Argument parsing failed: \(detail)")
            let failure = CommandLineErrorTranslator.translate(detail, arguments: arguments, locale: locale)
            Console.error(failure.message(locale))
            exit(failure.category.exitCode)
        }
    }

    /// The command `arguments` name. `build`, which cron runs every morning, is parsed alone: the whole tree of commands
    /// (every one's help texts laid out) costs a few milliseconds of a build with nothing to do. Anything it does not
    /// take as it is (help, a mistake) goes through the whole tree, which says it as it always has.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        if arguments.first == BuildCommand.configuration.commandName, let command = try? BuildCommand.parse(Array(arguments.dropFirst())) {
            return command
        }
        return try FitTodayCommand.parseAsRoot(arguments)
    }
}
