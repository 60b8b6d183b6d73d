import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// A `team` command: run in the team's folder (or `--team DIR`), its failures said in the team's language.
protocol TeamSubcommand: AsyncParsableCommand {
    var options: TeamOptions { get }
    /// Whether the command makes the team (`team init`): it runs without one.
    static var makesTheTeam: Bool { get }
    func execute(_ team: TeamContext) async throws
}

extension TeamSubcommand {
    static var makesTheTeam: Bool { false }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var locale = LocalePreference.resolve(flag: options.style.locale, environment: environment) ?? LocalePreference.system(environment) ?? .default
        do {
            try LocalePreference.validate(flag: options.style.locale)
            let team = try TeamContext(options, makingTheTeam: Self.makesTheTeam)
            locale = team.locale
            try await execute(team)
        } catch let error as FitTodayError {
            throw LocalizedFailure(error: error, locale: locale)
        } catch let failure as LocalizedFailure {
            throw failure
        } catch {
            throw LocalizedFailure(error: .unexpected, locale: locale)
        }
    }
}
