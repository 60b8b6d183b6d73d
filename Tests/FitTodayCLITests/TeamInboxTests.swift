import FitTodayTestSupport
import Foundation
import Testing

/// A coach's team with one inbox (issue 49, section 4): each athlete's site carries a form for their own prefix
/// only, `team build` pulls every athlete's prefix before building their site, each log lands in its own athlete's
/// history, and the coach's page tells when each athlete's last log came.
@Suite(.waitsOnChildren, .enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
struct TeamInboxTests {
    static let ids = ["ana", "bruno", "carla"]

    @Test func aTeamOfThreeSendsALogEachAndEachLandsInItsOwnHistory() throws {
        let cli = try FitTodayProcess()
        let store = try InboxStore(in: cli.directory)
        #expect(try cli.run(["team", "init", "--name", "Equipe do inbox"]).exitCode == 0)
        for id in Self.ids {
            let added = try cli.run(["team", "add", id, "--name", id.capitalized, "--goal", "strength", "--equipment", "full-gym", "--date", "2026-10-01"])
            #expect(added.exitCode == 0, "\(added.stderr)")
        }
        // The inbox's own folders are no athlete's.
        for reserved in ["me", "rejected"] {
            let refused = try cli.run(["team", "add", reserved, "--goal", "strength", "--equipment", "full-gym"])
            #expect(refused.exitCode != 0 && refused.stderr.contains("reservado"), "\(refused.stderr)")
        }
        let settings = try String(contentsOfFile: cli.path("team.toml"), encoding: .utf8)
        try cli.write(settings + "\n[inbox]\nstore = \"s3://\(store.bucket)/logs\"\nendpoint = \"\(store.endpoint)\"\npath_style = true\n", to: "team.toml")
        let environment = store.environment(cli)
        let build = ["team", "build", "--base-url", "https://coach.example/", "--image-source", cli.path("imagens")]
        let first = try cli.run(build + ["--offline"], environment: environment)
        #expect(first.exitCode == 0, "\(first.stderr)")
        for id in Self.ids {
            let form = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("public/athletes/\(id)/inbox.json")))) as? [String: Any])
            #expect(form["key_prefix"] as? String == "logs/\(id)/", "\(form)")
        }
        #expect(!(try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)).contains("Último registro recebido"))

        // Each athlete logs the day's plan on their own sheet; Ana twice (the second workout is a second log).
        var logs: [String: [InboxLog]] = [:]
        for id in Self.ids {
            var plan = try InboxLog(cli, athlete: id)
            plan.reps = [5, 5]
            logs[id] = [plan]
            if id == "ana" { logs[id]?.append(try InboxLog(cli, athlete: id)) }
            for log in logs[id] ?? [] {
                let posted = try InboxStore.post(cli, form: "public/athletes/\(id)/inbox.json", log: try log.write(cli))
                #expect(posted.exitCode == 0, "\(id): \(posted.stdout)")
            }
        }
        // Ana's form cannot post under Bruno's prefix.
        let ana = try #require(logs["ana"]?.first)
        let crossed = try InboxStore.post(cli, form: "public/athletes/ana/inbox.json", log: try ana.write(cli), name: "../bruno/\(ana.name)")
        #expect(crossed.exitCode == 0 || crossed.stdout.hasPrefix("403"), "\(crossed.stdout)")

        let second = try cli.run(build + ["--quiet"], environment: environment)
        #expect(second.exitCode == 0, "\(second.stderr)")
        for id in Self.ids {
            let history = try cli.json(["history", "--athlete", id])
            let sessions = history["sessions"] as? [[String: Any]] ?? []
            #expect(sessions.count == (id == "ana" ? 2 : 1), "\(id): \(sessions)")
        }
        // Nothing left but what was refused: the crossed key is Ana's prefix with a name that is no log's.
        let keys = try store.keys(in: cli.directory)
        #expect(keys.allSatisfy { $0.hasPrefix("logs/rejected/ana/") }, "\(keys)")
        // The coach's page and team.json say when each athlete's last log came.
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "Último registro recebido").count - 1 == 3, "\(page)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("public/team.json")))) as? [String: Any])
        let athletes = document["athletes"] as? [[String: Any]] ?? []
        #expect(athletes.count == 3 && athletes.allSatisfy { ($0["last_log_received"] as? String)?.count == 19 }, "\(athletes)")
    }
}

