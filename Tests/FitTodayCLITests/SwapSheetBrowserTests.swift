import FitTodayTestSupport
import Foundation
import Testing

/// Issue 52, the sheet's part, through the binary and headless Chromium at 390 px from file:// with no network: an
/// exercise's "Trocar" ("Swap") puts an alternative in its place with its own target, survives a reload, logs the
/// exercise done with the planned one in `swapped_from` (kilograms, on a page in pounds too), and "Desfazer" ("Undo")
/// takes it back; `import log` keeps both. Chromium, chromedriver and selenium come from `make test-tools`; without
/// them the test is a visible skip, and under `CI=true` it fails instead.
@Suite(.serialized, .waitsOnChildren) struct SwapSheetBrowserTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/swap_check.py").path
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    static let missing: [String] = {
        var missing: [String] = []
        let browser = ProcessInfo.processInfo.environment["FITTODAY_BROWSER"] ?? "chromium-headless-shell"
        for tool in [browser, "chromedriver", "python3"] {
            let found = try? ChildProcess.run("sh", ["-c", "command -v \"$0\"", tool], deadline: 30)
            if found?.exitCode != 0 { missing.append(tool) }
        }
        if (try? ChildProcess.run("python3", ["-c", "import selenium"], deadline: 30))?.exitCode != 0 { missing.append("python:selenium") }
        return missing
    }()

    static var skipReason: Comment {
        Comment(rawValue: "missing \(missing.joined(separator: ", ")): `make test-tools` installs Chromium, chromedriver and selenium")
    }

    @Test(.enabled(if: inCI || missing.isEmpty, skipReason), .timeLimit(.minutes(6)), arguments: [("pt-BR", "kg"), ("en", "lb")])
    func aSwapOnTheSheetLogsTheExerciseDoneAndThePlannedOne(_ locale: String, _ unit: String) throws {
        try #require(Self.missing.isEmpty, "missing \(Self.missing.joined(separator: ", ")); CI must have them")
        let cli = try FitTodayProcess()
        let day = CommandClock.day(-1)
        try #require(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym", "--locale", locale, "--units", unit]).exitCode == 0)
        // A GZCLP day: the squat, with its warm-up ramp and plates, is the exercise swapped.
        try #require(try cli.run(["dev", "seed", "--days", "14", "--until", CommandClock.day(-2)]).exitCode == 0)
        let started = try cli.run(["program", "start", "gzclp", "--date", day, "--start", "Agachamento livre com barra=\(unit == "kg" ? 60 : 135)",
                                   "--start", "Supino reto com barra=\(unit == "kg" ? 40 : 95)"])
        try #require(started.exitCode == 0, "\(started.stderr)")
        let built = try cli.run(["build", "--date", day, "--offline"])
        try #require(built.exitCode == 0, "\(built.stderr)")

        let browser = try ChildProcess.run("python3", [Self.script, cli.path("public")], directory: cli.directory, deadline: 120, groupEndsWithin: 20)
        try #require(browser.exitCode == 0, "swap_check.py: \(browser.stderrText)\(browser.stdoutText)")
        let report = try #require(browser.stdoutText.split(separator: "\n").last.flatMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }, "no report: \(browser.stdoutText)")
        let planned = try #require(report["planned"] as? String), alternative = try #require(report["alternative"] as? String)
        #expect(planned != alternative)
        #expect(report["name_after_reload"] as? String == report["name"] as? String, "the swap did not survive a reload: \(report)")
        #expect(report["warmups_hidden"] as? Bool == true, "the planned lift's warm-ups still show: \(report)")

        let swapped = try #require(report["swapped_log"] as? [String: Any])
        let sets = swapped["sets"] as? [[String: Any]] ?? []
        let done = try #require(sets.first { $0["exercise_id"] as? String == alternative }, "\(swapped)")
        #expect(done["swapped_from"] as? String == planned && done["kind"] as? String == "working", "\(done)")
        #expect(!sets.contains { $0["exercise_id"] as? String == planned }, "the planned exercise is still logged: \(sets)")
        if let kilograms = (report["alternative_kg"] as? String).flatMap(Double.init) {
            // Always kilograms in the log, on a page in pounds too.
            #expect(abs((done["weight_kg"] as? Double ?? -1) - kilograms) < 0.001, "\(done)")
        }
        let undone = (report["undone_log"] as? [String: Any])?["sets"] as? [[String: Any]] ?? []
        #expect(!undone.isEmpty && undone.allSatisfy { $0["swapped_from"] == nil && $0["exercise_id"] as? String != alternative }, "\(undone)")
        #expect(undone.contains { $0["exercise_id"] as? String == planned }, "\(undone)")

        // The log as downloaded imports with both exercises kept.
        try cli.write(String(decoding: try JSONSerialization.data(withJSONObject: swapped), as: UTF8.self), to: "log.json")
        let imported = try cli.run(["import", "log", "log.json"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let history = try cli.json(["history"])
        let ids = (history["sessions"] as? [[String: Any]] ?? []).filter { $0["date"] as? String == day }.compactMap { $0["id"] as? Int }
        var found = false
        for id in ids {
            let shown = try cli.json(["session", "show", String(id)])
            if (shown["sets"] as? [[String: Any]] ?? []).contains(where: { $0["exercise_id"] as? String == alternative && $0["swapped_from"] as? String == planned }) {
                found = true
            }
        }
        #expect(found, "no session holds the swapped set")
    }

    /// `plan swap` before the build: the sheet shows the exercise chosen, and its log names the planned one.
    @Test(.enabled(if: inCI || missing.isEmpty, skipReason), .timeLimit(.minutes(6)))
    func aPlanSwappedBeforeTheBuildLogsThePlannedExercise() throws {
        try #require(Self.missing.isEmpty, "missing \(Self.missing.joined(separator: ", ")); CI must have them")
        let cli = try FitTodayProcess()
        let day = CommandClock.day(-1)
        try #require(try cli.run(["init", "--goal", "strength", "--equipment", "full-gym"]).exitCode == 0)
        try #require(try cli.run(["program", "start", "gzclp", "--date", day, "--start", "Agachamento livre com barra=60",
                                  "--start", "Supino reto com barra=40"]).exitCode == 0)
        let swapped = try cli.run(["plan", "swap", "1", "Leg press 45°", "--date", day])
        try #require(swapped.exitCode == 0, "\(swapped.stderr)")
        try #require(try cli.run(["build", "--date", day, "--offline"]).exitCode == 0)
        let browser = try ChildProcess.run("python3", [Self.script, cli.path("public"), "--plan-swapped"], directory: cli.directory, deadline: 120, groupEndsWithin: 20)
        try #require(browser.exitCode == 0, "swap_check.py: \(browser.stderrText)\(browser.stdoutText)")
        let report = try #require(browser.stdoutText.split(separator: "\n").last.flatMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }, "no report: \(browser.stdoutText)")
        #expect(report["planned"] as? String == "agachamento-livre-barra" && report["exercise"] as? String == "leg-press-45", "\(report)")
        let sets = (report["log"] as? [String: Any])?["sets"] as? [[String: Any]] ?? []
        #expect(sets.count == 1 && sets.first?["exercise_id"] as? String == "leg-press-45", "\(sets)")
        #expect(sets.first?["swapped_from"] as? String == "agachamento-livre-barra", "\(sets)")
    }
}
