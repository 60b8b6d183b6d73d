import ArgumentParser
import FitTodayDomain
import Foundation
import Logging

/// Runs a command and turns every failure into a friendly sentence and a distinct exit code.
@main
enum EntryPoint {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let verbose = arguments.contains("--verbose")
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = verbose ? .debug : .critical
            return handler
        }
        var logger = Logger(label: "fittoday")
        logger.logLevel = verbose ? .debug : .critical
        do {
            var command = try FitTodayCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(0)
        } catch let failure as LocalizedFailure {
            Console.error(failure.error.message(failure.locale))
            exit(failure.error.category.exitCode)
        } catch {
            let exitCode = FitTodayCommand.exitCode(for: error)
            // Help, version and clean exits print as the argument parser intends.
            guard exitCode != .success else { FitTodayCommand.exit(withError: error) }
            let locale = LocalePreference.scan(arguments, environment: environment)
            let detail = FitTodayCommand.message(for: error)
            logger.debug("Argument parsing failed: \(detail)")
            let failure = CommandLineErrorTranslator.translate(detail, locale: locale)
            Console.error(failure.message(locale))
            exit(failure.category.exitCode)
        }
    }
}
