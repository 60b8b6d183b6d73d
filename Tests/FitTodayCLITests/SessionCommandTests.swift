import FitTodayTestSupport
import Foundation
import Testing

/// A logged session can be shown, corrected and deleted; implausible typing is refused before anything is written.
@Suite(.waitsOnChildren) struct SessionCommandTests {
    /// High intensity reads as natural Portuguese wherever the terminal says it: a session and a plan.
    @Test func highIntensityReadsAsIntensidadeAlta() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let logged = try cli.json(["log", "--intensity", "high", "--set", "Supino reto com barra:5x80"])
        let shown = try cli.run(["session", "show", "\(logged["id"] as? Int ?? 0)"])
        #expect(shown.stdout.contains("intensidade alta") && !shown.stdout.contains("intensa"))
        #expect(try cli.run(["session", "show", "\(logged["id"] as? Int ?? 0)", "--locale", "en"]).stdout.contains("intensity high"))
        // A strength lifter's composed day is of high intensity.
        #expect(try cli.run(["profile", "set", "--goal", "strength"]).exitCode == 0)
        let plan = try cli.run(["plan", "generate"])
        #expect(plan.stdout.contains("intensidade alta") && !plan.stdout.contains("intensa"))
    }

    @Test func showCorrectAndDeleteASession() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let logged = try cli.json(["log", "--status", "completed", "--date", "2026-11-20", "--duration", "50", "--format", "json",
                                   "--set", "Supino reto com barra:10x60", "--set", "Supino reto com barra:8x62,5"])
        let id = try #require(logged["id"] as? Int)
        let shown = try cli.run(["session", "show", "\(id)"])
        #expect(shown.exitCode == 0)
        #expect(shown.stdout.contains("Supino reto com barra: 10×60 kg, 8×62,5 kg"))

        let corrected = try cli.json(["session", "edit", "\(id)", "--duration", "55", "--notes", "Academia nova", "--format", "json",
                                      "--set", "Supino reto com barra:10x60", "--set", "Supino reto com barra:10x60", "--set", "Supino reto com barra:8x65"])
        #expect(corrected["duration_minutes"] as? Int == 55)
        #expect(corrected["notes"] as? String == "Academia nova")
        #expect((corrected["sets"] as? [[String: Any]])?.map { $0["weight_kg"] as? Double } == [60, 60, 65])
        #expect(corrected["started_at"] as? String == "2026-11-19 23:05:00")
        let moved = try cli.json(["session", "edit", "\(id)", "--date", "2026-11-18", "--format", "json"])
        #expect(moved["date"] as? String == "2026-11-18")
        #expect((moved["sets"] as? [Any])?.count == 3)

        let history = try cli.json(["history"])
        #expect(history["total"] as? Int == 1)
        #expect(try cli.run(["session", "delete", "\(id)"]).exitCode == 0)
        #expect(try cli.json(["history"])["total"] as? Int == 0)
        let gone = try cli.run(["session", "show", "\(id)"])
        #expect(gone.exitCode == 4)
        #expect(try cli.run(["session", "delete", "\(id)"]).exitCode == 4)
        let nothing = try cli.run(["session", "edit", "1"])
        #expect(nothing.exitCode == 2)
    }

    /// A completed workout logged without a set says how to add them, with the command that does; a skipped one does not.
    @Test func aCompletedWorkoutWithoutSetsSaysHowToAddThem() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let bare = try cli.run(["log", "--duration", "40"])
        #expect(bare.exitCode == 0 && bare.stdout.contains("Nenhuma série registrada. Para acrescentá-las: fittoday session edit 1 --set"), "\(bare.stdout)")
        let added = try cli.run(["session", "edit", "1", "--set", "Supino reto com barra:8x60"])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect((try cli.json(["session", "show", "1"])["sets"] as? [Any])?.count == 1)
        #expect(try cli.run(["log", "--locale", "en"]).stdout.contains("No sets recorded. To add them: fittoday session edit 2 --set"))
        #expect(!(try cli.run(["log", "--status", "skipped"]).stdout.contains("Nenhuma série")))
        #expect(!(try cli.run(["log", "--set", "Supino reto com barra:8x60"]).stdout.contains("Nenhuma série")))
    }

    @Test(arguments: [
        (["--set", "Supino reto com barra:51x60"], "51 repetições"),
        (["--set", "Supino reto com barra:8x600"], "600 kg"),
        (["--date", "2099-01-01"], "2099-01-01 ainda não chegou"),
    ])
    func implausibleInputIsRefusedAndNothingIsWritten(_ extra: [String], _ mention: String) throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let result = try cli.run(["log", "--status", "completed"] + extra)
        #expect(result.exitCode == 3, "\(result.stderr)")
        #expect(result.stderr.contains(mention), "\(result.stderr)")
        #expect(try cli.json(["history"])["total"] as? Int == 0)
    }
}
