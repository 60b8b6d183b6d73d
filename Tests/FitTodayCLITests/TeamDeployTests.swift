import FitTodayTestSupport
import Foundation
import Testing

/// `team deploy` against a loopback S3 API (moto): the team's output to `team.toml`'s `[deploy]`, nothing the second
/// time, a shard's athletes each under `athletes/<id>/`, and a key in `team.toml` refused.
@Suite(.waitsOnChildren, .enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
struct TeamDeployTests {
    @Test func theTeamsOutputGoesUpAndAShardPublishesItsAthletes() throws {
        let server = try S3TestServer.shared()
        let bucket = S3TestServer.bucket("team")
        let cli = try FitTodayProcess()
        let s3 = S3Inspector(endpoint: server.endpoint)
        try s3.createBucket(bucket)
        #expect(try cli.run(["team", "init", "--name", "Equipe"]).exitCode == 0)
        for id in ["ana", "bia"] {
            #expect(try cli.run(["team", "add", id, "--name", id, "--goal", "strength", "--equipment", "full-gym"]).exitCode == 0)
        }
        let settings = try String(contentsOfFile: cli.path("team.toml"), encoding: .utf8)
        try cli.write(settings + "\n[deploy]\ntarget = \"s3://\(bucket)/coach\"\nendpoint = \"\(server.endpoint)\"\n", to: "team.toml")
        #expect(try cli.run(["team", "build", "--offline", "--date", "2026-11-22"]).exitCode == 0)
        let environment = DeployCommandTests.environment(cli)
        let first = try cli.run(["team", "deploy"], environment: environment, timeout: 300)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let objects = try s3.keys(bucket)
        for key in ["coach/index.html", "coach/sheet/index.html", "coach/team.json", "coach/athletes/ana/index.html", "coach/athletes/bia/index.html"] {
            #expect(objects.contains(key), "\(key) missing: \(objects.sorted().prefix(20))")
        }
        #expect(!objects.contains { $0.hasSuffix(".lock") || $0.contains("/.") && !$0.hasSuffix(".fittoday-deploy.json") }, "\(objects.sorted())")
        let again = try cli.run(["team", "deploy", "--verbose"], environment: environment, timeout: 300)
        #expect(again.exitCode == 0 && !again.stderr.contains("Uploaded "), "\(again.stderr)")
        // A shard publishes each of its athletes' sites on its own.
        let shard = try cli.run(["team", "deploy", "--shard", "0/1", "--target", "s3://\(bucket)/shard"], environment: environment, timeout: 300)
        #expect(shard.exitCode == 0, "\(shard.stderr)")
        let sharded = try s3.keys(bucket)
        #expect(sharded.contains("shard/athletes/ana/index.html") && sharded.contains("shard/athletes/bia/index.html"))
        #expect(!sharded.contains("shard/index.html"))
        // A key in team.toml is refused, with where it belongs.
        try cli.write(settings + "\n[deploy]\ntarget = \"s3://\(bucket)/coach\"\naws_secret_access_key = \"x\"\n", to: "team.toml")
        let refused = try cli.run(["team", "deploy"], environment: environment, timeout: 60)
        #expect(refused.exitCode == 12 && refused.stderr.contains("AWS_SECRET_ACCESS_KEY"), "\(refused.stderr)")
    }
}
