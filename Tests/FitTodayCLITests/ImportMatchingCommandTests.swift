import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Names from Strong, Hevy and `log --set` meet the library the same way, and what is not known about an
/// exercise is said to be not known.
@Suite(.waitsOnChildren) struct ImportMatchingCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/FitTodayImportTests/Fixtures")

    private func prepared() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"\(Self.repository.appendingPathComponent("content").path)\"\n", to: "fittoday.toml")
        try cli.initialize()
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path) where name.hasSuffix(".csv") {
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: cli.directory.appendingPathComponent(name))
        }
        return cli
    }

    private func lastSessionExercises(_ cli: FitTodayProcess) throws -> [String] {
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        return try queue.read { db in
            try String.fetchAll(db, sql: """
                SELECT exercise_id FROM logged_set WHERE session_id = (SELECT max(id) FROM workout_session) ORDER BY position
                """)
        }
    }

    @Test func logSetUsesTheImportersMatchingAndSuggestsCloseNames() throws {
        let cli = try prepared()
        #expect(try cli.run(["import", "strong", "strong-en.csv"]).exitCode == 0)

        // The alias table the importers use: no new exercise.
        let alias = try cli.run(["log", "--status", "completed", "--set", "Bench Press (Barbell):10x60", "--set", "bench press barbell:8x60"])
        #expect(alias.exitCode == 0, "\(alias.stderr)")
        #expect(!alias.stdout.contains("não está na biblioteca"))
        #expect(try lastSessionExercises(cli) == ["supino-reto-com-barra", "supino-reto-com-barra"])

        // A typo becomes an exercise of one's own, with the closest library name suggested.
        let typo = try cli.run(["log", "--status", "completed", "--set", "Supino rteo com barra:10x60"])
        #expect(typo.exitCode == 0, "\(typo.stderr)")
        #expect(typo.stdout.contains("\"Supino rteo com barra\" não está na biblioteca: virou um exercício seu."))
        #expect(typo.stdout.contains("Você quis dizer \"Supino reto com barra\""))
        let english = try cli.run(["log", "--status", "completed", "--set", "Rosca diretta com barra:10x30", "--locale", "en"])
        // In English, the suggestions are the library's English names (issue #29).
        #expect(english.stdout.contains("is not in the library: it became an exercise of your own. Did you mean \"Barbell curl\""))
        // The second time, the name is the person's own exercise: nothing new is said.
        let again = try cli.run(["log", "--status", "completed", "--set", "Supino rteo com barra:8x60"])
        #expect(!again.stdout.contains("não está na biblioteca"))
    }

    @Test func logAndAddExerciseMatchWhatContentHoldsNowNotWhatTheLastBuildSaw() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        // An exercise added to content/ after init, with no build since.
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("content/exercises"), withIntermediateDirectories: true)
        try cli.write("""
            +++
            id = "remada-na-argola"
            name = "Remada na argola"
            muscle_group = "back"
            equipment = "bodyweight"
            level = "beginner"
            role = "secondary"
            pattern = "horizontal-pull"
            +++
            Remada com o corpo inclinado sob argolas.
            """, to: "content/exercises/remada-na-argola.md")
        let logged = try cli.run(["log", "--set", "Remada na argola:12x0"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        #expect(!logged.stdout.contains("não está na biblioteca"), "\(logged.stdout)")
        #expect(try lastSessionExercises(cli) == ["remada-na-argola"])
        #expect(logged.stdout.contains(": 1 série. Bom trabalho!"), "one set is singular: \(logged.stdout)")
        #expect(try cli.run(["history"]).stdout.contains("· 1 série"))

        let plan = try cli.json(["plan", "new", "Costas em casa"])
        let planID = try #require(plan["id"] as? Int)
        let added = try cli.run(["plan", "add-exercise", String(planID), "Remada na argola"])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(!added.stdout.contains("não está na biblioteca"), "\(added.stdout)")
    }

    @Test func unknownEquipmentAndLevelAreShownAsNotInformed() throws {
        let cli = try prepared()
        try cli.write("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-04-11 13:05:12,A,1h,Bench Press - Close Grip (Barbell),1,60,10,0,0,,,
            2026-04-11 13:05:12,A,1h,Zercher Carry,1,60,10,0,0,,,

            """, to: "custom.csv")
        let imported = try cli.run(["import", "strong", "custom.csv"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, muscle_group, equipment, level FROM exercise WHERE origin = 'custom' ORDER BY id")
        }
        #expect(rows.map { $0["id"] as String } == ["bench-press-close-grip-barbell", "zercher-carry"])
        // The parentheses tell the equipment; the library's English "EZ-bar close-grip bench press" (issue #29) is
        // the closest name, so the group is the arms, as Strong files it. Nothing tells the level, nor anything about the carry.
        #expect(rows[0]["muscle_group"] as String? == "arms")
        #expect(rows[0]["equipment"] as String? == "full-gym")
        #expect(rows[0]["level"] as String? == nil)
        #expect(rows[1]["muscle_group"] as String? == nil && rows[1]["equipment"] as String? == nil)

        let build = try cli.run(["build", "--offline", "--out", "site", "--date", "2026-04-12"])
        #expect(build.exitCode == 0, "\(build.stderr)")
        let page = try String(contentsOf: cli.directory.appendingPathComponent("site/exercises/zercher-carry/index.html"), encoding: .utf8)
        #expect(page.contains("não informado"))
        #expect(!page.contains("Só o peso do corpo") && !page.contains("Iniciante"))
        let markdown = try String(contentsOf: cli.directory.appendingPathComponent("site/exercises/zercher-carry/index.md"), encoding: .utf8)
        #expect(markdown.contains("Grupo muscular: não informado"))
    }

    @Test func encodingsAndNulBytesThroughTheCommand() throws {
        let cli = try prepared()
        let converted = try cli.run(["import", "strong", "strong-windows1252.csv"])
        #expect(converted.exitCode == 0, "\(converted.stderr)")
        #expect(converted.stdout.contains("O arquivo estava em Windows-1252 e foi convertido para UTF-8."))
        let nul = try cli.run(["import", "strong", "strong-nul.csv"])
        #expect(nul.exitCode == 3)
        #expect(nul.stderr.contains("linha 3") && !nul.stderr.contains("\n\n"))
        let unknown = try cli.run(["import", "strong", "strong-unknown-encoding.csv", "--locale", "en"])
        #expect(unknown.exitCode == 3)
        #expect(unknown.stderr.contains("CSV UTF-8"))
        let utf16 = try cli.run(["import", "strong", "strong-utf16le.csv"])
        #expect(utf16.exitCode == 0, "\(utf16.stderr)")
    }
}
