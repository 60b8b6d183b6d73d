import FitTodayTestSupport
import Foundation
import Testing

/// Issue #29: the language chosen at `init` is kept with the profile and spoken by every later command.
@Suite(.waitsOnChildren) struct LocaleChoiceCommandTests {
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

    /// The library's names are kept in the database in the language it was last brought in; a read-only command
    /// right after the change (which cannot bring it in again) must already show the new language's.
    @Test func aReadOnlyCommandRightAfterTheChangeNamesExercisesInTheNewLanguage() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["plan", "new", "Treino A"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", "1", "Agachamento livre com barra", "--sets", "3", "--reps", "5", "--rest", "120"]).exitCode == 0)
        #expect(try cli.run(["plan", "show", "1"]).stdout.contains("Agachamento livre com barra"))
        #expect(try cli.run(["profile", "set", "--locale", "en"]).exitCode == 0)
        let shown = try cli.run(["plan", "show", "1"])
        #expect(shown.stdout.contains("Barbell back squat"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("Agachamento"), "\(shown.stdout)")
        #expect(try cli.run(["profile", "set", "--locale", "pt-BR"]).exitCode == 0)
        #expect(try cli.run(["plan", "show", "1"]).stdout.contains("Agachamento livre com barra"))
    }

    @Test func theSiteBuiltFromCronSpeaksTheKeptLanguageAndListsWhatIsMissing() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", "en"]).exitCode == 0)
        #expect(try cli.run(["checkin", "--focus", "lower", "--date", "2026-11-22"]).exitCode == 0)
        try FileManager.default.createDirectory(atPath: cli.path("content/exercises"), withIntermediateDirectories: true)
        try cli.write(OverrideExercise.portuguese(), to: "content/" + OverrideExercise.path)
        let built = try cli.run(["build", "--date", "2026-11-22", "--offline", "--verbose"])
        #expect(built.exitCode == 0, "\(built.stderr)")
        #expect(built.stderr.contains("content/exercises/remada-na-arvore.md: no English text; the Portuguese text is shown"))
        #expect(!built.stderr.contains("exercises/cadeira-extensora.md"))
        let today = try String(contentsOfFile: cli.path("public/index.md"), encoding: .utf8)
        #expect(today.contains("## Exercises") && today.contains("#### Safety"))
        for word in ["Segurança", "Agachamento", "academia", "Carga moderada"] { #expect(!today.contains(word), "\(word)") }
        let squat = try String(contentsOfFile: cli.path("public/exercises/agachamento-livre-barra/index.md"), encoding: .utf8)
        #expect(squat.hasPrefix("# Barbell back squat") || squat.contains("\n# Barbell back squat\n"))
        #expect(squat.contains("### Safety"))
    }
}
