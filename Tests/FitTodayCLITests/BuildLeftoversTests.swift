import FitTodayTestSupport
import Foundation
import Testing

/// What a build leaves in the folder that holds the site and the database (issue 27): besides them, the site's state,
/// the lock and one entry for the database's library, and nothing of the files earlier versions kept.
@Suite(.waitsOnChildren) struct BuildLeftoversTests {
    @Test func besideTheSiteAndTheDatabaseABuildLeavesAtMostThreeEntries() throws {
        let cli = try FitTodayProcess()
        #expect(try cli.run(["init", "--goal", "hypertrophy", "--equipment", "full-gym"]).exitCode == 0)
        #expect(try cli.run(["dev", "seed", "--sessions", "12", "--days", "20", "--until", "2026-11-21", "--quiet"]).exitCode == 0)
        // What earlier versions kept in files of their own: the next build replaces them.
        for name in [".public.manifest", ".public.folders", ".public.exercise-history", ".fittoday.sqlite.library-cache",
                     ".fittoday.sqlite.library-saved"] {
            try cli.write("left by an earlier version\n", to: name)
        }
        let expected: Set<String> = ["public", "fittoday.sqlite", ".public.state", "public.lock", ".fittoday.sqlite.library"]
        for arguments in [["build", "--offline", "--date", "2026-11-22"], ["log", "--set", "Supino reto com barra:8x60", "--date", "2026-11-22"],
                          ["build", "--offline", "--date", "2026-11-22"], ["build", "--offline", "--date", "2026-11-22"]] {
            let result = try cli.run(arguments + ["--quiet"])
            #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
            guard arguments[0] == "build" else { continue }
            let beside = Set(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)).subtracting(["cache"])
            #expect(beside == expected, "\(arguments)")
        }
        let library = try FileManager.default.contentsOfDirectory(atPath: cli.path(".fittoday.sqlite.library")).sorted()
        #expect(library == ["cache", "saved"])
    }

    /// A build refused before it decided the day (no data, no profile) leaves nothing at all: the site's own set-up
    /// begins only once the day is decided.
    @Test func aRefusedBuildLeavesNothing() throws {
        let cli = try FitTodayProcess()
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path))
        for _ in 0..<3 {
            let result = try cli.run(["build", "--offline", "--date", "2026-11-22"])
            #expect(result.exitCode != 0 && !result.stderr.isEmpty)
            // (`cache`: the test's own cache folder, where the image cache lives, as in the test above.)
            let now = Set(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)).subtracting(["cache"])
            #expect(now == before, "\(now.subtracting(before))")
        }
    }
}
