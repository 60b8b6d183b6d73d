import ArgumentParser
import FitTodayDomain
import Foundation
import Logging

/// A command whose body may fail with a ``FitTodayError`` (or, for `serve`, a ``PreviewServerError``); the runner
/// prints it in the person's language.
protocol FitTodaySubcommand: AsyncParsableCommand {
    var global: GlobalOptions { get }
    func execute(_ context: CommandContext) async throws
}

extension FitTodaySubcommand {
    func run() async throws {
        let context: CommandContext
        do {
            context = try CommandContext(global)
        } catch {
            // The language chosen before parsing, from the same order of precedence (see ``LocalePreference``).
            throw LocalizedFailure(error: error, locale: LocalePreference.resolve(flag: global.style.locale, environment: ProcessInfo.processInfo.environment) ?? HelpLanguage.current)
        }
        do {
            try await execute(context)
        } catch let error as FitTodayError {
            throw LocalizedFailure(error: error, locale: context.locale, unit: context.unit)
        } catch let error as PreviewServerError {
            throw LocalizedFailure(message: error.message(context.locale), category: error.category)
        } catch {
            throw LocalizedFailure(error: .unexpected, locale: context.locale)
        }
    }
}
