import FitTodayTestSupport
import Foundation
import Testing

/// A team built in shards, as a batch engine's array job runs it (`docs/scale.md`): the shards, then the gather,
/// give the same bytes as one plain `team build`; a shard killed midway leaves the others whole, and running it
/// again completes the team; the gather names an athlete whose summary is missing.
@Suite(.waitsOnChildren) struct TeamShardTests {
    static let ids = ["ana", "bia", "caio", "dani", "edu", "fabi", "gil", "hana"]

    private func team(binary: URL = FitTodayProcess.executable) throws -> FitTodayProcess {
        let cli = try FitTodayProcess(binary: binary)
        #expect(try cli.run(["team", "init", "--name", "Equipe"]).exitCode == 0)
        for (index, id) in Self.ids.enumerated() {
            let added = try cli.run(["team", "add", id, "--name", id.capitalized, "--goal", "strength", "--equipment", "full-gym",
                                     "--date", "2026-10-01"] + (index % 3 == 2 ? ["--locale", "en", "--units", "lb"] : []))
            #expect(added.exitCode == 0, "\(added.stderr)")
            let program = ["gzclp", "531-bbb", ""][index % 3]
            let seeded = try cli.run(["dev", "seed", "--athlete", id, "--days", "21", "--seed", "\(index + 1)", "--until", "2026-11-22"] + (program.isEmpty ? [] : ["--program", program]))
            #expect(seeded.exitCode == 0, "\(seeded.stderr)")
        }
        return cli
    }

    private func build(_ cli: FitTodayProcess, _ extra: [String], environment: [String: String] = [:]) throws -> FitTodayProcess.Result {
        try cli.run(["team", "build", "--date", "2026-11-22", "--offline", "--jobs", "2"] + extra, environment: environment)
    }

    /// Every file of a team's output, hidden files (a site's state) and locks aside, with its bytes.
    static func site(_ path: String) throws -> [String: Data] {
        try TeamCommandTests.files(in: path).filter { path, _ in
            !path.split(separator: "/").contains { $0.hasPrefix(".") } && !path.hasSuffix(".lock")
        }
    }

    @Test func shardsThenTheGatherGiveThePlainBuildsBytes() throws {
        let cli = try team()
        let plain = try build(cli, ["--out", cli.path("plain")])
        #expect(plain.exitCode == 0, "\(plain.stderr)")
        let expected = try Self.site(cli.path("plain"))
        #expect(expected.keys.contains("/index.html") && expected.keys.contains("/athletes/hana/index.html"))
        for count in [1, 3, 7] {
            let out = cli.path("sharded-\(count)")
            var seen: [String] = []
            for index in 0..<count {
                let shard = try build(cli, ["--out", out, "--shard", "\(index)/\(count)"])
                #expect(shard.exitCode == 0, "\(shard.stderr)")
                // Each shard builds its own athletes only.
                let folders = (try? FileManager.default.contentsOfDirectory(atPath: out + "/athletes")) ?? []
                let new = folders.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".lock") && !seen.contains($0) }
                seen += new
            }
            #expect(seen.sorted() == Self.ids, "N = \(count): \(seen)")
            let gathered = try build(cli, ["--out", out, "--gather"])
            #expect(gathered.exitCode == 0, "\(gathered.stderr)")
            #expect(try Self.site(out) == expected, "N = \(count)")
        }
    }

    @Test func aKilledShardLeavesTheOthersWholeAndRunningItAgainCompletesTheTeam() throws {
        // The debug build: the step hook that kills the shard is compiled into it alone.
        let cli = try team(binary: FitTodayProcess.builtBesideTests)
        #expect(try build(cli, ["--out", cli.path("plain")]).exitCode == 0)
        let out = cli.path("sharded")
        #expect(try build(cli, ["--out", out, "--shard", "0/3"]).exitCode == 0)
        #expect(try build(cli, ["--out", out, "--shard", "2/3"]).exitCode == 0)
        let before = try Self.site(out)
        // Shard 1 dies (SIGKILL) while it puts its first athlete's site in place, with `--jobs 1`.
        let killed = try build(cli, ["--out", out, "--shard", "1/3", "--jobs", "1"], environment: ["FITTODAY_DEBUG_STOP_AFTER_STEP": "2"])
        #expect(killed.exitCode != 0)
        let after = try Self.site(out)
        for (path, bytes) in before { #expect(after[path] == bytes, "\(path) changed") }
        // Summaries of another day stand for missing ones: the gather names who is missing.
        let gathered = try build(cli, ["--out", out, "--gather", "--date", "2026-11-23"])
        #expect(gathered.exitCode == 30, "\(gathered.stderr)")
        for id in Self.ids { #expect(gathered.stderr.contains("(\(id)):"), "\(id) not named: \(gathered.stderr)") }
        #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8).contains("Site não gerado"))
        // Shard 1 again, then the gather: the same bytes as the plain build.
        #expect(try build(cli, ["--out", out, "--shard", "1/3"]).exitCode == 0)
        let complete = try build(cli, ["--out", out, "--gather"])
        #expect(complete.exitCode == 0, "\(complete.stderr)")
        #expect(try Self.site(out) == Self.site(cli.path("plain")))
    }

    @Test func autoReadsTheBatchEnginesVariablesAndAnythingElseIsRefused() throws {
        let cli = try team()
        let slurm = try build(cli, ["--out", cli.path("slurm"), "--shard", "auto"],
                              environment: ["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4", "SLURM_ARRAY_TASK_COUNT": "3"])
        #expect(slurm.exitCode == 0 && slurm.stdout.contains("Shard 1/3"), "\(slurm.stdout) \(slurm.stderr)")
        let kubernetes = try build(cli, ["--out", cli.path("k8s"), "--shard", "auto", "--shards", "2"], environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(kubernetes.exitCode == 0 && kubernetes.stdout.contains("Shard 1/2"), "\(kubernetes.stdout) \(kubernetes.stderr)")
        let batch = try build(cli, ["--out", cli.path("batch"), "--shard", "auto", "--shards", "4"], environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "3"])
        #expect(batch.exitCode == 0 && batch.stdout.contains("Shard 3/4"))
        for (shard, environment) in [("auto", [String: String]()), ("auto", ["JOB_COMPLETION_INDEX": "1"]), ("3/3", [:]), ("-1/3", [:]), ("a/b", [:]), ("1", [:])] {
            let refused = try build(cli, ["--out", cli.path("no"), "--shard", shard], environment: environment)
            #expect(refused.exitCode == 2 && refused.stderr.contains("--shard"), "\(shard): \(refused.stderr)")
        }
    }
}
