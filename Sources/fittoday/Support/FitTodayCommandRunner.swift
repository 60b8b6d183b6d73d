import ArgumentParser
import FitTodayDomain
import Foundation
import Logging

/// A command whose body may fail with a ``FitTodayError``; the runner prints it in the person's language.
protocol FitTodaySubcommand: AsyncParsableCommand {
    var global: GlobalOptions { get }
    func execute(_ context: CommandContext) async throws(FitTodayError)
}

/// An error already tied to the locale it must be shown in.
struct LocalizedFailure: Error {
    let error: FitTodayError
    let locale: AppLocale
}

extension FitTodaySubcommand {
    func run() async throws {
        let context: CommandContext
        do {
            context = try CommandContext(global)
        } catch {
            // The language chosen before parsing, from the same order of precedence (see ``LocalePreference``).
            throw LocalizedFailure(error: error, locale: LocalePreference.resolve(flag: global.locale, environment: ProcessInfo.processInfo.environment) ?? HelpLanguage.current)
        }
        do {
            try await execute(context)
        } catch {
            throw LocalizedFailure(error: error, locale: context.locale)
        }
    }
}
