import FitTodayTestSupport
import Foundation
import Testing

/// Issue 49's story, "Chromium ticks a workout, the log comes home, the next build (or the server) imports it, the
/// next program day follows", held the same through the two routes that need no store (docs/inbox.md): `fittoday
/// serve`, which imports and rebuilds at once, and a folder that a sync app fills with the sheet's downloads.
/// `InboxEndToEndBrowserTests` tells it through an S3 store. Everything real: the binary's serve and build, the
/// page's own outbox, service worker and download; `Support/inbox_routes_check.py` drives headless Chromium at 390 px.
///
/// Chromium, chromedriver and selenium come from `make test-tools`; a test never installs. Without one of them the
/// test is a visible skip saying so; under `CI=true` it runs and fails instead.
@Suite(.serialized, .waitsOnChildren) struct InboxRoutesBrowserTests {
    static let script = InboxStore.support.appendingPathComponent("inbox_routes_check.py").path
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    static let squat = "Agachamento livre com barra"

    /// What is missing here, by name.
    static let missing: [String] = {
        var missing: [String] = []
        let browser = ProcessInfo.processInfo.environment["FITTODAY_BROWSER"] ?? "chromium-headless-shell"
        for tool in [browser, "chromedriver", "python3"] {
            let found = try? ChildProcess.run("sh", ["-c", "command -v \"$0\"", tool], deadline: 30)
            if found?.exitCode != 0 { missing.append(tool) }
        }
        // selenium brings websocket-client, which speaks to the service worker's DevTools target.
        for module in ["selenium", "websocket"] where (try? ChildProcess.run("python3", ["-c", "import \(module)"], deadline: 30))?.exitCode != 0 {
            missing.append("python:\(module)")
        }
        return missing
    }()

    static var skipReason: Comment {
        Comment(rawValue: "missing \(missing.joined(separator: ", ")): `make test-tools` installs Chromium, chromedriver and selenium")
    }

    /// A person following GZCLP (`init --goal strength --equipment full-gym`, the start weights it asks for): today
    /// is its first day. `configuration` is their fittoday.toml, if any.
    static func personOnGZCLP(configuration: String? = nil) throws -> (cli: FitTodayProcess, status: [String: Any]) {
        let cli = try FitTodayProcess()
        if let configuration { try cli.write(configuration, to: "fittoday.toml") }
        let created = try cli.run(["init", "--goal", "strength", "--equipment", "full-gym"])
        try #require(created.exitCode == 0, "\(created.stderr)")
        let started = try cli.run(["program", "start", "gzclp", "--start", "\(squat)=60", "--start", "Supino reto com barra=40"])
        try #require(started.exitCode == 0, "\(started.stderr)")
        let status = try cli.json(["program", "status"])
        #expect(status["day"] as? Int == 1 && status["days_done"] as? Int == 0 && status["day_name"] as? String == "A1", "\(status)")
        return (cli, status)
    }

    /// Today's plan and the working sets of its first exercise, as `plan generate` prescribes them.
    static func today(_ cli: FitTodayProcess) throws -> (plan: [String: Any], working: [[String: Any]]) {
        let plan = try cli.json(["plan", "generate", "--quiet"])
        let first = try #require((plan["exercises"] as? [[String: Any]])?.first)
        let working = (first["prescribed_sets"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String != "warmup" }
        #expect(first["exercise_id"] as? String == "agachamento-livre-barra" && working.count == 5, "\(first)")
        return (plan, working)
    }

    /// A session's sets as comparable lines: exercise, reps and kilograms.
    static func sessionSets(_ cli: FitTodayProcess, _ id: Int) throws -> [String] {
        let session = try cli.json(["session", "show", String(id)])
        return (session["sets"] as? [[String: Any]] ?? []).map { Self.line($0["exercise_id"], $0["reps"], $0["weight_kg"]) }
    }

    static func line(_ exercise: Any?, _ reps: Any?, _ kilograms: Any?) -> String {
        "\(exercise ?? "") \((reps as? NSNumber)?.intValue ?? -1) \((kilograms as? NSNumber)?.doubleValue ?? -1)"
    }

    static func object(_ text: some StringProtocol) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    static func file(_ path: String) -> [String: Any]? {
        FileManager.default.contents(atPath: path).flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
    }

    @Test(.enabled(if: inCI || missing.isEmpty, skipReason), .timeLimit(.minutes(6)))
    func throughServeTheServerImportsAtOnceThePageReloadsOntoTheNextDayAndACorrectionReplacesTheSession() throws {
        try #require(Self.missing.isEmpty, "missing \(Self.missing.joined(separator: ", ")); CI must have them")
        // No [inbox] and no base_url: the preview server is the inbox.
        let (cli, before) = try Self.personOnGZCLP()
        let port = ServeCommandTests.freePort()
        let server = try cli.launch(["serve", "--port", String(port), "--offline"], stdout: .capture, stderr: .standardOutput)
        defer { server.stop() }
        func serverLine(containing text: String) throws -> String? {
            let end = Date().addingTimeInterval(120)
            while let line = try server.readLine(within: max(1, end.timeIntervalSinceNow), waitingFor: "a line of serve with \(text)") {
                if line.contains(text) { return line }
            }
            return nil
        }
        // The serving line comes once the first build is done.
        let serving = try serverLine(containing: "/index.html")
        try #require(serving?.contains("http://127.0.0.1:\(port)/index.html") == true, "\(serving ?? "no serving line")")
        let (plan, working) = try Self.today(cli)
        let planID = try #require(plan["id"] as? Int)
        let targets = working.map { Self.line("agachamento-livre-barra", $0["reps"], $0["weight_kg"]) }
        let token = try #require((ServeCommandTests.get("/inbox.json", port: port).json["fields"] as? [String: String])?["token"])

        // The browser's part, told to go on once the database has been read; its process group must end with it.
        let browser = try ChildProcess.launch("python3", [Self.script, "serve", "http://127.0.0.1:\(port)"], directory: cli.directory,
                                              input: .pipe, stdout: .capture, stderr: .capture)
        defer { browser.stop() }
        let stage = try browser.readLine(within: 120, waitingFor: "the page's first send to be imported").flatMap { Self.object($0) } ?? [:]
        let logID = stage["log_id"] as? String ?? ""
        let session = stage["session_id"] as? Int ?? 0
        if stage["stage"] as? String == "imported" {
            // The server answered once it had imported and rebuilt: one session, the ticked sets, each its target.
            let sessions = (try cli.json(["history"])["sessions"] as? [[String: Any]]) ?? []
            #expect(sessions.map { $0["id"] as? Int } == [session], "\(sessions)")
            #expect(sessions.first?["plan_id"] as? Int == planID && sessions.first?["set_count"] as? Int == working.count, "\(sessions)")
            #expect(try Self.sessionSets(cli, session) == targets)
            #expect((stage["sets"] as? [[String: Any]] ?? []).map { Self.line($0["exercise_id"], $0["reps"], $0["weight_kg"]) } == targets,
                    "the page ticked other sets than the plan prescribed: \(stage)")
            let status = try cli.json(["program", "status"])
            #expect(status["day"] as? Int == 2 && status["day_name"] as? String == "B1" && status["days_done"] as? Int == 1, "\(status)")
            #expect(ServeCommandTests.get("/history/index.html", port: port).body.contains("sessions/\(session).html"),
                    "the server answered before its rebuild")
        }
        // A script that stopped before the import has left: nobody reads the word.
        try? browser.send(Data("go\n".utf8))
        let result = try browser.finish(within: 180, waitingFor: "inbox_routes_check.py serve")
        #expect(browser.groupEnds(within: 20), "the browser's process group outlived the script")
        try #require(stage["stage"] as? String == "imported", "no import: \(stage) \(result.stderrText)\(result.stdoutText)")
        try #require(result.exitCode == 0, "inbox_routes_check.py: \(result.stderrText)\(result.stdoutText)")
        let report = try #require(result.stdoutText.split(separator: "\n").last.flatMap { Self.object($0) }, "no report: \(result.stdoutText)")
        #expect(report["log_id"] as? String == logID && report["session_id"] as? Int == session, "\(report)")

        // Revision 2 replaced the session: still one, with the rep the person corrected.
        let corrected = try #require(report["corrected_reps"] as? Int)
        let correctedLines = targets.dropLast() + [Self.line("agachamento-livre-barra", corrected, working.last?["weight_kg"])]
        let sessions = (try cli.json(["history"])["sessions"] as? [[String: Any]]) ?? []
        #expect(sessions.map { $0["id"] as? Int } == [session] && sessions.first?["set_count"] as? Int == working.count, "\(sessions)")
        #expect(try Self.sessionSets(cli, session) == Array(correctedLines))
        let log = try #require(report["log"] as? [String: Any])
        #expect(log["revision"] as? Int == 2 && log["log_id"] as? String == logID && log["plan_id"] as? Int == planID, "\(log)")
        // Each revision's bytes in the archive; the second is the log the outbox sent.
        let first = Self.file(cli.path("fittoday-logs/\(logID)-1.json"))
        #expect((first?["sets"] as? [[String: Any]] ?? []).map { Self.line($0["exercise_id"], $0["reps"], $0["weight_kg"]) } == targets, "\(first ?? [:])")
        let second = try #require(Self.file(cli.path("fittoday-logs/\(logID)-2.json")), "revision 2 is not in the archive")
        #expect(NSDictionary(dictionary: second).isEqual(to: log), "archived \(second), sent \(log)")
        #expect(try serverLine(containing: "#\(session)")?.contains("\(working.count) séries") == true)
        #expect(try serverLine(containing: "#\(session)")?.contains("revisão 2") == true)

        // The program is on its second day, and the page reloaded itself onto it.
        let after = try cli.json(["program", "status"])
        #expect(after["day"] as? Int == (before["day"] as? Int ?? 0) + 1 && after["day_name"] as? String == "B1" && after["days_done"] as? Int == 1,
                "\(after)")
        let next = try cli.json(["plan", "generate", "--quiet"])
        let shown = report["next_day"] as? [String: Any] ?? [:]
        #expect(shown["plan"] as? String == "\(next["id"] as? Int ?? 0)" && shown["title"] as? String == next["title"] as? String, "\(shown) \(next)")
        #expect((shown["title"] as? String)?.hasSuffix("B1") == true && (report["first_day"] as? [String: Any])?["title"] as? String == plan["title"] as? String,
                "\(report)")
        let rows = (report["session_rows"] as? [[Any]] ?? []).map { Self.line("agachamento-livre-barra", $0.first, $0.last) }
        #expect(rows == Array(correctedLines), "the history page showed \(rows)")

        // Nothing of the inbox is in the built site: a deploy of it publishes no form and no token.
        server.stop()
        let site = try ServeCommandTests.siteHolds(token, in: cli.path("public"))
        #expect(site.files.isEmpty && !site.inboxForm, "\(site)")
    }

    @Test(.enabled(if: inCI || missing.isEmpty, skipReason), .timeLimit(.minutes(6)))
    func throughAFolderTheDownloadComesHomeAndTheNextOfflineBuildImportsItAndMovesTheProgramOn() throws {
        try #require(Self.missing.isEmpty, "missing \(Self.missing.joined(separator: ", ")); CI must have them")
        let (cli, _) = try Self.personOnGZCLP(configuration: "[inbox]\nfolder = \"sync\"\n")
        let sync = cli.path("sync")
        try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: true)
        let built = try cli.run(["build", "--offline"])
        try #require(built.exitCode == 0, "\(built.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("public/inbox.json")), "a folder inbox needs no form")
        let (plan, working) = try Self.today(cli)
        let targets = working.map { Self.line("agachamento-livre-barra", $0["reps"], $0["weight_kg"]) }

        // The browser's part: the script serves the site and Chromium's downloads go to the synced folder.
        let browser = try ChildProcess.run("python3", [Self.script, "folder", cli.path("public"), String(ServeCommandTests.freePort()), sync],
                                           directory: cli.directory, deadline: 120, groupEndsWithin: 20)
        try #require(browser.exitCode == 0, "inbox_routes_check.py: \(browser.stderrText)\(browser.stdoutText)")
        let report = try #require(browser.stdoutText.split(separator: "\n").last.flatMap { Self.object($0) }, "no report: \(browser.stdoutText)")
        let logID = try #require(report["log_id"] as? String)
        let name = "fittoday-log-\(try #require(plan["for_date"] as? String))-\(logID).json"
        #expect(report["name"] as? String == name, "\(report)")
        #expect((report["status"] as? String)?.isEmpty == false, "\(report)")
        let downloaded = try #require(Self.file(sync + "/" + name), "\(name) is not in sync/")
        #expect(NSDictionary(dictionary: downloaded).isEqual(to: report["log"] as? [String: Any] ?? [:]), "\(downloaded)")
        #expect(downloaded["revision"] as? Int == 1 && downloaded["plan_id"] as? Int == plan["id"] as? Int, "\(downloaded)")
        #expect((downloaded["sets"] as? [[String: Any]] ?? []).map { Self.line($0["exercise_id"], $0["reps"], $0["weight_kg"]) } == targets)
        let bytes = try #require(FileManager.default.contents(atPath: sync + "/" + name))

        // Just written, it may still be the sync app's: the build leaves it for the next one.
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: sync + "/" + name)
        let early = try cli.run(["build", "--offline"])
        #expect(early.exitCode == 0, "\(early.stderr)")
        #expect(try cli.json(["history"])["total"] as? Int == 0)
        #expect(FileManager.default.fileExists(atPath: sync + "/" + name))

        // A sync app that finished long ago; a folder is read even offline.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-60)], ofItemAtPath: sync + "/" + name)
        let next = try cli.run(["build", "--offline"])
        #expect(next.exitCode == 0, "\(next.stderr)")
        let sessions = (try cli.json(["history"])["sessions"] as? [[String: Any]]) ?? []
        try #require(sessions.count == 1, "\(sessions)")
        #expect(sessions[0]["plan_id"] as? Int == plan["id"] as? Int && sessions[0]["set_count"] as? Int == working.count, "\(sessions[0])")
        #expect(try Self.sessionSets(cli, try #require(sessions[0]["id"] as? Int)) == targets)
        #expect(!FileManager.default.fileExists(atPath: sync + "/" + name))
        #expect(FileManager.default.contents(atPath: sync + "/imported/" + name) == bytes, "the file did not move to sync/imported/")
        #expect(FileManager.default.contents(atPath: cli.path("fittoday-logs/\(logID)-1.json")) == bytes)

        let after = try cli.json(["program", "status"])
        #expect(after["day"] as? Int == 2 && after["day_name"] as? String == "B1" && after["days_done"] as? Int == 1, "\(after)")
        let today = try cli.json(["plan", "generate", "--quiet"])
        let title = try #require(today["title"] as? String)
        #expect(title.hasSuffix("B1"), "\(title)")
        let page = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(page.contains("data-title=\"\(title)\""), "today's page is not \(title)")
    }
}
