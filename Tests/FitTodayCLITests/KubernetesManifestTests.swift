import FitTodayTestSupport
import Foundation
import Testing

/// `contrib/kubernetes/team-build.yaml`, which no cluster here runs: it parses as YAML (PyYAML), its Indexed Job's
/// shard count is the same in `completions`, `parallelism` and `--shards`, each pod gets its index
/// (`JOB_COMPLETION_INDEX`) and runs `--shard auto`, and a gather follows on the same team folder and output.
@Suite(.waitsOnChildren) struct KubernetesManifestTests {
    static let manifest = SlurmTeamBuildTests.repository.appendingPathComponent("contrib/kubernetes/team-build.yaml")
    static let yamlAvailable: Bool = {
        guard let result = try? FitTodayProcess().run(["python3", "-c", "import yaml"], timeout: 30, executable: URL(fileURLWithPath: "/usr/bin/env")) else { return false }
        return result.exitCode == 0
    }()

    @Test(.enabled(if: yamlAvailable || ProcessInfo.processInfo.environment["CI"] == "true", "PyYAML is not installed (make setup installs it): skipping"))
    func theManifestRunsTheShardsAsAnIndexedJobThenTheGather() throws {
        let cli = try FitTodayProcess()
        let parsed = try cli.run(["python3", "-c", "import json, sys, yaml; json.dump(list(yaml.safe_load_all(open(sys.argv[1]))), sys.stdout)", Self.manifest.path],
                                 timeout: 60, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(parsed.exitCode == 0, "\(parsed.stderr)")
        let documents = try #require(JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [[String: Any]])
        let cronJobs = documents.filter { $0["kind"] as? String == "CronJob" }
        #expect(cronJobs.count == 2)
        func job(_ cron: [String: Any]) -> [String: Any] {
            ((cron["spec"] as? [String: Any])?["jobTemplate"] as? [String: Any])?["spec"] as? [String: Any] ?? [:]
        }
        func container(_ job: [String: Any]) -> [String: Any] {
            (((job["template"] as? [String: Any])?["spec"] as? [String: Any])?["containers"] as? [[String: Any]])?.first ?? [:]
        }
        func volumeClaims(_ job: [String: Any]) -> [String] {
            let volumes = ((job["template"] as? [String: Any])?["spec"] as? [String: Any])?["volumes"] as? [[String: Any]] ?? []
            return volumes.compactMap { ($0["persistentVolumeClaim"] as? [String: Any])?["claimName"] as? String }
        }
        let shards = try #require(cronJobs.first { (container(job($0))["args"] as? [String])?.contains("--shard") == true })
        let gather = try #require(cronJobs.first { (container(job($0))["args"] as? [String])?.contains("--gather") == true })
        let indexed = job(shards)
        #expect(indexed["completionMode"] as? String == "Indexed")
        let args = try #require(container(indexed)["args"] as? [String])
        #expect(Array(args.prefix(2)) == ["team", "build"])
        let shardIndex = try #require(args.firstIndex(of: "--shard")), countIndex = try #require(args.firstIndex(of: "--shards"))
        #expect(args[shardIndex + 1] == "auto")
        let count = try #require(Int(args[countIndex + 1]))
        #expect(indexed["completions"] as? Int == count && indexed["parallelism"] as? Int == count && count > 1)
        let environment = container(indexed)["env"] as? [[String: Any]] ?? []
        let index = try #require(environment.first { $0["name"] as? String == "JOB_COMPLETION_INDEX" })
        let path = ((index["valueFrom"] as? [String: Any])?["fieldRef"] as? [String: Any])?["fieldPath"] as? String
        #expect(path == "metadata.annotations['batch.kubernetes.io/job-completion-index']")
        // The gather reads the same team and writes the same output, after the shards, on the same volume.
        let gatherArgs = try #require(container(job(gather))["args"] as? [String])
        func value(_ option: String, in args: [String]) -> String? { args.firstIndex(of: option).map { args[$0 + 1] } }
        #expect(value("--team", in: gatherArgs) == value("--team", in: args) && value("--out", in: gatherArgs) == value("--out", in: args))
        #expect(volumeClaims(indexed) == volumeClaims(job(gather)) && !volumeClaims(indexed).isEmpty)
        func minutes(_ cron: [String: Any]) -> Int? {
            let fields = ((cron["spec"] as? [String: Any])?["schedule"] as? String)?.split(separator: " ") ?? []
            guard fields.count == 5, let minute = Int(fields[0]), let hour = Int(fields[1]) else { return nil }
            return hour * 60 + minute
        }
        #expect((minutes(gather) ?? 0) > (minutes(shards) ?? 0))
        // Every option given is one `team build` takes: the binary parses the shard pod's command line.
        let help = try cli.run(["team", "build", "--help"])
        for option in args.filter({ $0.hasPrefix("--") }) + gatherArgs.filter({ $0.hasPrefix("--") }) {
            #expect(help.stdout.contains(option), "\(option) is not an option of team build")
        }
    }
}
