import FitTodayTestSupport
import Foundation
import Testing

/// Writing while a build renders (issue 28, item 5): each build reads one snapshot of the database, so a `log`
/// committed meanwhile is wholly on the site or wholly absent, and the next build brings the site up to date.
@Suite(.waitsOnChildren) struct WritingWhileBuildingTests {
    /// What one side of the race saw, shared between the logging thread and the test.
    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var logs: [FitTodayProcess.Result] = []
        private var finished = false

        func add(_ result: FitTodayProcess.Result) { lock.withLock { logs.append(result) } }
        func finish() { lock.withLock { finished = true } }
        var isFinished: Bool { lock.withLock { finished } }
        var results: [FitTodayProcess.Result] { lock.withLock { logs } }
    }

    @Test func twentyLogsDuringABuildLoopLeaveTheSiteAFreshBuildWouldMake() throws {
        let cli = try FitTodayProcess()
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
        try FileManager.default.createSymbolicLink(atPath: cli.path("content"), withDestinationPath: content.path)
        // Images from a local folder: no test ever reaches for the network.
        try FileManager.default.createDirectory(atPath: cli.path("images"), withIntermediateDirectories: true)
        try cli.write("[images]\nsource = \"images\"\n", to: "fittoday.toml")
        try cli.initialize()
        // A history long enough that a build takes a while to render.
        let seeded = try cli.run(["dev", "seed", "--sessions", "600", "--days", "400", "--until", "2026-10-31", "--quiet"])
        #expect(seeded.exitCode == 0, "\(seeded.stderr)")
        let first = try cli.run(["build", "--date", "2026-11-22", "--quiet"])
        #expect(first.exitCode == 0, "\(first.stderr)")

        let outcomes = Outcomes()
        nonisolated(unsafe) let logger = cli
        let logging = Thread {
            // 20 sessions, one a day, each with sets of two exercises: the real binary, as a person types it.
            for day in 1...20 {
                let date = String(format: "2026-11-%02d", day)
                let result = try? logger.run([
                    "log", "--date", date, "--duration", "\(40 + day)", "--set", "Supino reto com barra:10x\(40 + day)",
                    "--set", "Supino reto com barra:8x\(42 + day)", "--set", "Agachamento livre com barra:5x\(60 + day)@8", "--quiet",
                ])
                if let result { outcomes.add(result) }
                Thread.sleep(forTimeInterval: 0.05)
            }
            outcomes.finish()
        }
        logging.start()
        var builds = 0
        // Bounded: the logs end in seconds; the loop stops then, or after 60 builds at most.
        while !outcomes.isFinished, builds < 60 {
            let build = try cli.run(["build", "--date", "2026-11-22", "--quiet"])
            #expect(build.exitCode == 0, "\(build.stderr)")
            builds += 1
        }
        while !outcomes.isFinished { Thread.sleep(forTimeInterval: 0.05) }
        let logs = outcomes.results
        #expect(logs.count == 20)
        for log in logs { #expect(log.exitCode == 0, "\(log.stderr)") }
        #expect(builds >= 2, "the builds did not overlap the logs")

        // One more build after the last log; then the site equals a fresh build into an empty folder, byte for byte.
        let last = try cli.run(["build", "--date", "2026-11-22", "--quiet"])
        #expect(last.exitCode == 0, "\(last.stderr)")
        let fresh = try cli.run(["build", "--date", "2026-11-22", "--out", "fresh", "--quiet"])
        #expect(fresh.exitCode == 0, "\(fresh.stderr)")
        let site = SiteBuildTests.snapshot(URL(fileURLWithPath: cli.path("public")))
        let expected = SiteBuildTests.snapshot(URL(fileURLWithPath: cli.path("fresh")))
        #expect(site.count == expected.count && site.count > 600)
        let differing = Set(site.keys).union(expected.keys).filter { site[$0] != expected[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(try cli.json(["history"])["total"] as? Int == 620)
    }
}
