import FitTodayTestSupport
import Foundation
import Testing

/// A build killed (SIGKILL) at every step of putting the site in place: each rename of the morning's update in
/// place and each step of a whole build's swap (issue 28 item 4). After each kill, the next build leaves the site
/// a full build into an empty folder makes, byte for byte.
///
/// The debug hook `FITTODAY_DEBUG_STOP_AFTER_STEP=N` (``PublishCheckpoint``) makes the binary kill itself after
/// its Nth step; N runs from 1 until a build finishes without reaching it.
@Suite(.waitsOnChildren) struct KilledBuildTests {
    static let day = "2026-11-22"

    struct Run {
        let killed: Bool
        let exitCode: Int32
        let stderr: String
    }

    /// Runs `build` with the hook set at `step`: killed or finished.
    static func build(_ cli: FitTodayProcess, stoppingAfter step: Int, _ extra: [String]) throws -> Run {
        let build = try cli.launch(["build", "--date", day, "--verbose"] + extra, environment: ["FITTODAY_DEBUG_STOP_AFTER_STEP": String(step)],
                                   stderr: .capture)
        let result = try build.finish(waitingFor: "build stopping after step \(step)")
        return Run(killed: result.termination == .signaled(SIGKILL), exitCode: result.exitCode, stderr: result.stderrText)
    }

    static func cli() throws -> FitTodayProcess {
        // Every build of these tests by the debug build: the step hook is compiled into it alone, and a build of another
        // binary would be another site (the code stamp), not the update these tests kill.
        let cli = try FitTodayProcess(binary: FitTodayProcess.builtBesideTests)
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
        try FileManager.default.createSymbolicLink(atPath: cli.path("content"), withDestinationPath: content.path)
        // Images from a local folder: no test ever reaches for the network.
        try FileManager.default.createDirectory(atPath: cli.path("images"), withIntermediateDirectories: true)
        try cli.write("[images]\nsource = \"images\"\n", to: "fittoday.toml")
        try cli.initialize()
        let seeded = try cli.run(["dev", "seed", "--sessions", "45", "--days", "60", "--until", "2026-11-21", "--quiet"])
        #expect(seeded.exitCode == 0, "\(seeded.stderr)")
        let first = try cli.run(["build", "--date", day, "--quiet"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        return cli
    }

    /// Fresh builds already made in a test, by the exact bytes of the database they were built from and the
    /// build's extra arguments: a build is reproducible, so the same data gives the same site, and a test whose
    /// data does not change between kills (a whole build, by locale) builds each reference once.
    final class References {
        var sites: [(key: [String], database: Data, site: [String: Data])] = []
    }

    /// The database's bytes, with its write-ahead log when there is one.
    static func databaseBytes(_ cli: FitTodayProcess) throws -> Data {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cli.path("fittoday.sqlite")))
        if let log = FileManager.default.contents(atPath: cli.path("fittoday.sqlite-wal")) { bytes += Data("\n-wal\n".utf8) + log }
        return bytes
    }

    /// The next build after a kill repairs the site: it equals a fresh build of the same data into an empty folder,
    /// and nothing of the killed build is left beside it.
    static func expectRepaired(_ cli: FitTodayProcess, _ extra: [String], _ note: String, references: References,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let repair = try cli.run(["build", "--date", day, "--quiet"] + extra)
        #expect(repair.exitCode == 0, "\(note): \(repair.stderr)", sourceLocation: sourceLocation)
        let site = SiteBuildTests.snapshot(URL(fileURLWithPath: cli.path("public")))
        let database = try databaseBytes(cli)
        let expected: [String: Data]
        if let known = references.sites.first(where: { $0.key == extra && $0.database == database }) {
            expected = known.site
        } else {
            let fresh = cli.path("fresh")
            try? FileManager.default.removeItem(atPath: fresh)
            let reference = try cli.run(["build", "--date", day, "--quiet", "--out", fresh] + extra)
            #expect(reference.exitCode == 0, "\(note): \(reference.stderr)", sourceLocation: sourceLocation)
            expected = SiteBuildTests.snapshot(URL(fileURLWithPath: fresh))
            try FileManager.default.removeItem(atPath: fresh)
            references.sites.append((extra, database, expected))
        }
        #expect(site.keys.sorted() == expected.keys.sorted(), "\(note): other files", sourceLocation: sourceLocation)
        let differing = expected.keys.filter { site[$0] != nil && site[$0] != expected[$0] }.sorted()
        #expect(differing.isEmpty, "\(note): \(differing.prefix(5)) differ from a fresh build", sourceLocation: sourceLocation)
        let beside = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)
        #expect(!beside.contains(".public.staging") && !beside.contains(".public.old"), "\(note): \(beside)", sourceLocation: sourceLocation)
    }

    /// What a build reads and writes in the test's folder (the database, the site, their state), set aside in
    /// `saved` so that each round starts from the same morning: the same update, and one fresh build to compare with.
    static func setAside(_ cli: FitTodayProcess, in saved: URL) throws {
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        for name in try buildFiles(cli, besides: saved) {
            try FileManager.default.copyItem(at: cli.directory.appendingPathComponent(name), to: saved.appendingPathComponent(name))
        }
    }

    /// Puts back what ``setAside(_:in:)`` kept, in the same folder (a site's state names its folder: a copy elsewhere
    /// would be another site), and removes whatever a killed build left.
    static func restore(_ cli: FitTodayProcess, from saved: URL) throws {
        for name in try buildFiles(cli, besides: saved) { try FileManager.default.removeItem(at: cli.directory.appendingPathComponent(name)) }
        for name in try FileManager.default.contentsOfDirectory(atPath: saved.path) {
            try FileManager.default.copyItem(at: saved.appendingPathComponent(name), to: cli.directory.appendingPathComponent(name))
        }
    }

    private static func buildFiles(_ cli: FitTodayProcess, besides saved: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)
            .filter { !["content", "images", "fittoday.toml", saved.lastPathComponent].contains($0) }
    }

    @Test func aMorningUpdateKilledAtEveryStepIsRepairedByTheNextBuild() throws {
        let cli = try Self.cli()
        let references = References()
        // A new session: the next build updates the site in place. Each round starts again from here.
        let logged = try cli.run(["log", "--set", "Supino reto com barra:8x61", "--date", Self.day, "--quiet"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        let morning = cli.directory.appendingPathComponent("morning")
        try Self.setAside(cli, in: morning)
        var step = 1, finished = false
        while step <= 200, !finished {
            if step > 1 { try Self.restore(cli, from: morning) }
            let run = try Self.build(cli, stoppingAfter: step, [])
            #expect(run.stderr.contains("Build plan: update in place"), "step \(step): not an update in place\n\(run.stderr)")
            if run.killed {
                #expect(run.stderr.contains("Stopped after publishing step \(step):"), "\(run.stderr)")
            } else {
                #expect(run.exitCode == 0, "\(run.stderr)")
                finished = true
            }
            try Self.expectRepaired(cli, [], "update killed after step \(step)", references: references)
            step += 1
        }
        #expect(finished, "the update never finished")
        // The state removed, each new or changed file renamed, the state saved again: several steps, each one killed.
        #expect(step > 6)
        // Every round repaired the same morning: one fresh build to compare with.
        #expect(references.sites.count == 1)
    }

    @Test func aWholeBuildKilledAtEveryStepOfTheSwapIsRepairedByTheNextBuild() throws {
        let cli = try Self.cli()
        let references = References()
        var step = 1, finished = false
        while step <= 50, !finished {
            // Another locale each round: every page changes, and the whole site is swapped in.
            let locale = step % 2 == 1 ? ["--locale", "en"] : ["--locale", "pt-BR"]
            let run = try Self.build(cli, stoppingAfter: step, locale)
            #expect(run.stderr.contains("Build plan: every page"), "step \(step): not a whole build\n\(run.stderr)")
            if run.killed {
                #expect(run.stderr.contains("Stopped after publishing step \(step):"), "\(run.stderr)")
            } else {
                #expect(run.exitCode == 0, "\(run.stderr)")
                finished = true
            }
            try Self.expectRepaired(cli, locale, "whole build killed after step \(step)", references: references)
            step += 1
        }
        #expect(finished, "the build never finished")
        #expect(step > 4)
    }
}
