import Foundation
import Testing

/// Issue #29: the language chosen at `init` is kept with the profile and spoken by every later command.
@Suite struct LocaleChoiceCommandTests {
    @Test func langProposesEnglishAtInitAndEveryLaterCommandSpeaksIt() throws {
        let cli = try FitTodayProcess()
        let created = try cli.run(["init", "--goal", "strength", "--equipment", "full-gym"], environment: ["LANG": "en_US.UTF-8"])
        #expect(created.exitCode == 0)
        #expect(created.stdout.contains("Language: English"))
        #expect(try cli.json(["profile", "show"])["locale"] as? String == "en")
        // No LANG, no flag: the kept choice, for output and help alike.
        let checkIn = try cli.run(["checkin", "--focus", "upper"])
        #expect(checkIn.stdout.contains("Check-in for"))
        #expect(try cli.run(["plan", "--help"]).stdout.contains("USAGE: "))
        // Flag, environment and fittoday.toml override it for one command without changing it.
        #expect(try cli.run(["profile", "show", "--locale", "pt-BR"]).stdout.contains("Idioma: English"))
        #expect(try cli.run(["profile", "show"], environment: ["FITTODAY_LOCALE": "pt-BR"]).stdout.contains("Seu perfil"))
        try cli.write("[site]\nlocale = \"pt-BR\"\n", to: "fittoday.toml")
        #expect(try cli.run(["profile", "show"]).stdout.contains("Seu perfil"))
        try FileManager.default.removeItem(atPath: cli.path("fittoday.toml"))
        #expect(try cli.run(["profile", "show"]).stdout.contains("Your profile"))
    }

    @Test func profileSetChangesTheKeptLanguage() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.json(["profile", "show"])["locale"] as? String == "pt-BR")
        let set = try cli.run(["profile", "set", "--locale", "en"])
        #expect(set.exitCode == 0)
        #expect(set.stdout.contains("Profile updated."))
        #expect(try cli.run(["profile", "show"]).stdout.contains("Language: English"))
        #expect(try cli.run(["profile", "show"], environment: ["LANG": "pt_BR.UTF-8"]).stdout.contains("Your profile"))
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "home"]).stdout.contains("Language: English"))
    }
}
