import FitTodayTestSupport
import Foundation
import Testing

/// The team build on a real Slurm (`contrib/slurm/`, `docs/scale.md`): a one-node cluster on 127.0.0.1 started here
/// on free ports (munged, slurmctld, slurmd), a 30-athlete team built as 3 shards and a gather queued after them with
/// `--dependency=afterok`, checked against a plain `team build`, and every daemon this test started stopped.
@Suite(.serialized, .waitsOnChildren) struct SlurmTeamBuildTests {
    static let tools = ["/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/bin/sbatch", "/usr/bin/sinfo", "/usr/sbin/munged"]
    static let available = tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } && getuid() == 0
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// `script` in `sh`, in the test's folder, killed after `timeout` seconds.
    @discardableResult
    private func shell(_ cli: FitTodayProcess, _ script: String, environment: [String: String] = [:], timeout: Double = 120) throws -> FitTodayProcess.Result {
        try cli.run(["-c", script], environment: environment, timeout: timeout, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test(.enabled(if: available || ProcessInfo.processInfo.environment["CI"] == "true",
                   "slurm-wlm and munge are not installed (make setup installs them) or this is not root: skipping the Slurm test"),
          .timeLimit(.minutes(10)))
    func shardsAndTheGatherOnSlurmEqualAPlainTeamBuild() throws {
        #expect(Self.available, "Slurm's daemons and munged are needed, as root")
        let cli = try FitTodayProcess()
        let binary = FitTodayProcess.executable.path
        // The team: 30 athletes, a third on GZCLP, a third on 5/3/1, a third composed; three are made and seeded, the
        // others are copies of their folders under other ids and names (the shards read ids, not histories).
        #expect(try cli.run(["team", "init", "--name", "Equipe Slurm"]).exitCode == 0)
        for (index, program) in ["gzclp", "531-bbb", ""].enumerated() {
            let id = "atleta-\(index)"
            #expect(try cli.run(["team", "add", id, "--name", "Atleta \(index)", "--goal", "strength", "--equipment", "full-gym", "--date", "2026-10-01"]).exitCode == 0)
            #expect(try cli.run(["dev", "seed", "--athlete", id, "--days", "14", "--seed", "\(index + 1)", "--until", "2026-11-22"] + (program.isEmpty ? [] : ["--program", program])).exitCode == 0)
        }
        for index in 3..<30 {
            let copy = try shell(cli, "cp -R athletes/atleta-\(index % 3) athletes/atleta-\(index) && printf 'name = \"Atleta \(index)\"\\nadded = \"2026-10-01\"\\n' > athletes/atleta-\(index)/athlete.toml")
            #expect(copy.exitCode == 0, "\(copy.stderr)")
        }
        let plain = try cli.run(["team", "build", "--date", "2026-11-22", "--offline", "--out", cli.path("plain")])
        #expect(plain.exitCode == 0, "\(plain.stderr)")

        // munged, unless one runs already (then it is left as it was).
        var startedMunge = false
        if try shell(cli, "pgrep -x munged").exitCode != 0 {
            let munge = try shell(cli, "mkdir -p /run/munge /var/lib/munge /var/log/munge && chown munge:munge /run/munge && munged --force </dev/null >/dev/null 2>&1")
            #expect(munge.exitCode == 0, "munged did not start: \(munge.stderr)")
            startedMunge = true
        }
        defer { if startedMunge { _ = try? shell(cli, "kill $(cat /run/munge/munged.pid 2>/dev/null) 2>/dev/null; true") } }
        // Slurm's sockets live in its spool folder, and a Unix socket's path is at most 108 bytes: a short folder of
        // its own under /tmp, not the test's (which may be deep), removed at the end.
        let folder = try shell(cli, "mktemp -d /tmp/ft-slurm.XXXXXX").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(folder.hasPrefix("/tmp/ft-slurm."))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let host = try shell(cli, "hostname -s").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let configuration = """
            ClusterName=fittoday
            SlurmctldHost=\(host)(127.0.0.1)
            SlurmUser=root
            SlurmdUser=root
            AuthType=auth/munge
            SlurmctldPort=\(ServeCommandTests.freePort())
            SlurmdPort=\(ServeCommandTests.freePort())
            StateSaveLocation=\(folder)/state
            SlurmdSpoolDir=\(folder)/spool
            SlurmctldPidFile=\(folder)/slurmctld.pid
            SlurmdPidFile=\(folder)/slurmd.pid
            SlurmctldLogFile=\(folder)/slurmctld.log
            SlurmdLogFile=\(folder)/slurmd.log
            ProctrackType=proctrack/linuxproc
            TaskPlugin=task/none
            JobAcctGatherType=jobacct_gather/none
            SchedulerType=sched/backfill
            SelectType=select/cons_tres
            SelectTypeParameters=CR_Core
            ReturnToService=2
            MpiDefault=none
            NodeName=\(host) NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
            PartitionName=main Nodes=\(host) Default=YES MaxTime=INFINITE State=UP

            """
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/spool", withIntermediateDirectories: true)
        try Data(configuration.utf8).write(to: URL(fileURLWithPath: folder + "/slurm.conf"))
        let slurm = ["SLURM_CONF": folder + "/slurm.conf"]
        // The daemons detach; their output goes to their log files, never to this test's pipes.
        let started = try shell(cli, "slurmctld -f \"$SLURM_CONF\" </dev/null >/dev/null 2>&1 && slurmd -f \"$SLURM_CONF\" </dev/null >/dev/null 2>&1",
                                environment: slurm)
        defer { _ = try? shell(cli, "for f in slurmd slurmctld; do kill $(cat \"\(folder)/$f.pid\" 2>/dev/null) 2>/dev/null; done; true") }
        #expect(started.exitCode == 0, "the Slurm daemons did not start: \(started.stderr)")
        // The node comes up idle within a minute.
        let idle = try shell(cli, "for i in $(seq 1 120); do sinfo -h -o %t | grep -q idle && exit 0; sleep 0.5; done; exit 1", environment: slurm, timeout: 90)
        let log = (try? String(contentsOfFile: folder + "/slurmctld.log", encoding: .utf8)) ?? ""
        #expect(idle.exitCode == 0, "the node never became idle: \(log.suffix(2000))")

        let submitted = try shell(cli, "\"\(Self.repository.path)/contrib/slurm/submit.sh\"", environment: slurm.merging([
            "FITTODAY_TEAM": cli.directory.path, "FITTODAY_BIN": binary, "SHARDS": "3", "WAIT": "1",
            "FITTODAY_BUILD_ARGS": "--out \(cli.path("sharded")) --date 2026-11-22 --offline",
        ]) { $1 }, timeout: 400)
        let logs = (try? FileManager.default.contentsOfDirectory(atPath: cli.directory.path).filter { $0.hasSuffix(".log") }) ?? []
        #expect(submitted.exitCode == 0, "sbatch: \(submitted.stdout) \(submitted.stderr) logs: \(logs)")
        #expect(logs.filter { $0.hasPrefix("fittoday-shard-") }.count == 3 && logs.contains { $0.hasPrefix("fittoday-gather-") }, "\(logs)")
        #expect(try TeamShardTests.site(cli.path("sharded")) == TeamShardTests.site(cli.path("plain")))
    }
}
