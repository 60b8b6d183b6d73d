import FitTodayTestSupport
import Foundation
import Testing

/// Logs that come home (issue 49, docs/inbox.md), through the real binary on a real SQLite file: a folder a sync
/// app fills, and an S3 inbox on loopback (moto behind the tests' front that checks POST policies as S3 does),
/// with the faults of a pull: damaged and hostile logs, a store down or failing midway, a pull killed at each step.
@Suite(.waitsOnChildren)
struct InboxCommandTests {
    /// A person with today's plan, and `fittoday.toml` as given.
    static func person(_ configuration: String) throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try cli.write(configuration, to: "fittoday.toml")
        return cli
    }

    /// Sets the file's time `seconds` back, as a file a sync app finished writing a while ago.
    static func age(_ path: String, seconds: TimeInterval = 60) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-seconds)], ofItemAtPath: path)
    }

    static func sessions(_ cli: FitTodayProcess) throws -> [[String: Any]] {
        (try cli.json(["history"])["sessions"] as? [[String: Any]]) ?? []
    }

    static func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    // MARK: A folder

    @Test func aFolderInboxImportsEachLogOnceAndKeepsWhatItRefusesWithItsReason() throws {
        let cli = try Self.person("[inbox]\nfolder = \"sync\"\n")
        try FileManager.default.createDirectory(atPath: cli.path("sync"), withIntermediateDirectories: true)
        var log = try InboxLog(cli)
        let day = log.date
        let stem = "sync/fittoday-log-\(day)-\(log.logID)"
        // The download, the copy a phone makes of it, and a sync app's conflict copy holding the next revision.
        try log.write(cli, as: stem + ".json")
        try log.write(cli, as: stem + " (1).json")
        log.revision = 2
        log.reps = [5, 4]
        try log.write(cli, as: stem + ".sync-conflict-20261201-101010-ABCDEFG.json")
        // A download from before the sheet named its logs: today's rule, a session of the day's plan.
        try cli.write(log.json.replacingOccurrences(of: "\"log_id\": \"\(log.logID)\", \"revision\": 2, ", with: ""), to: "sync/fittoday-log-\(day).json")
        // Refused, each for its own reason.
        try cli.write("{\"format\": \"fittoday-workout-log\", \"version\": 1, \"date\": ", to: "sync/fittoday-log-damaged.json")
        var unknown = try InboxLog(cli)
        unknown.exerciseID = "no-such-exercise"
        try unknown.write(cli, as: "sync/fittoday-log-unknown.json")
        var old = try InboxLog(cli)
        old.date = "2020-01-01"
        try old.write(cli, as: "sync/fittoday-log-old.json")
        var newer = try InboxLog(cli)
        newer.date = "2099-01-01"
        try newer.write(cli, as: "sync/fittoday-log-newer.json")
        try cli.write(String(repeating: " ", count: 70_000) + log.json, to: "sync/fittoday-log-large.json")
        try cli.write(log.json.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 9"), to: "sync/fittoday-log-future-format.json")
        // Not a log's name: left alone.
        try cli.write("notes", to: "sync/shopping.json")
        for name in Self.names(cli.path("sync")) { try Self.age(cli.path("sync/" + name)) }
        // Still arriving: left for the next build.
        var young = try InboxLog(cli)
        young.reps = [3]
        try young.write(cli, as: "sync/fittoday-log-\(day)-\(young.logID).json")

        let pulled = try cli.run(["inbox", "pull"])
        #expect(pulled.exitCode == 0, "\(pulled.stderr)")
        #expect(pulled.stdout.contains("Chegou do inbox"), "\(pulled.stdout)")
        #expect(pulled.stderr.components(separatedBy: "Registro recusado").count - 1 == 6, "\(pulled.stderr)")
        let sessions = try Self.sessions(cli)
        #expect(sessions.count == 2, "\(sessions)")
        // The named log is one session with its second revision's sets; the old download is one more.
        #expect(sessions.map { $0["set_count"] as? Int ?? 0 }.sorted() == [2, 2], "\(sessions)")
        #expect(Self.names(cli.path("sync/imported")).count == 4)
        let rejected = Self.names(cli.path("sync/rejected"))
        #expect(rejected.filter { $0.hasSuffix(".reason.txt") }.count == 6, "\(rejected)")
        for name in ["damaged", "unknown", "old", "newer", "large", "future-format"] {
            let reason = try String(contentsOfFile: cli.path("sync/rejected/fittoday-log-\(name).json.reason.txt"), encoding: .utf8)
            #expect(!reason.isEmpty && !reason.contains("Error"), "\(name): \(reason)")
        }
        #expect(try String(contentsOfFile: cli.path("sync/rejected/fittoday-log-unknown.json.reason.txt"), encoding: .utf8).contains("no-such-exercise"))
        #expect(Self.names(cli.path("sync")).contains("fittoday-log-\(day)-\(young.logID).json"))
        #expect(Self.names(cli.path("sync")).contains("shopping.json"))
        // The exact bytes of each log taken in, beside the database.
        #expect(try String(contentsOfFile: cli.path("fittoday-logs/\(log.logID)-2.json"), encoding: .utf8) == log.json)
        #expect(Self.names(cli.path("fittoday-logs")).contains("\(log.logID)-1.json"))
        // A backup takes them along, beside the copy.
        #expect(try cli.run(["backup", "copia.sqlite"]).stdout.contains("copia-logs"))
        #expect(Self.names(cli.path("copia-logs")) == Self.names(cli.path("fittoday-logs")))

        let listed = try cli.json(["inbox"])
        let imported = listed["imported"] as? [[String: Any]] ?? []
        #expect(Set(imported.map { "\($0["revision"] ?? 0) \($0["outcome"] ?? "")" }) == ["1 imported", "2 replaced"], "\(imported)")
        #expect(imported.allSatisfy { $0["session_id"] is Int && $0["at"] is String && $0["log_id"] as? String == log.logID })
        #expect((listed["refused"] as? [[String: Any]] ?? []).count == 6)
        #expect((listed["waiting"] as? [String]) == [], "young files are not listed until they settle: \(listed)")

        // Once settled, the young one comes in; the same pull again adds nothing.
        try Self.age(cli.path("sync/fittoday-log-\(day)-\(young.logID).json"))
        try cli.write("{", to: "sync/fittoday-log-broken.json")
        try Self.age(cli.path("sync/fittoday-log-broken.json"))
        let english = try cli.run(["inbox", "pull", "--locale", "en"])
        #expect(english.stdout.contains("Came in from the inbox") && english.stderr.contains("Log refused: fittoday-log-broken.json"), "\(english)")
        #expect(try Self.sessions(cli).count == 3)
        #expect(try cli.run(["inbox", "pull"]).stdout.contains("Nada esperando"))
        let text = try cli.run(["inbox", "--locale", "en"])
        #expect(text.exitCode == 0 && text.stdout.contains("Received:") && text.stdout.contains("Refused:"), "\(text.stdout)")
    }

    @Test func onePullTakesAtMostFiveHundredLogsAndTheNextGoesOn() throws {
        let cli = try Self.person("[inbox]\nfolder = \"sync\"\n")
        try FileManager.default.createDirectory(atPath: cli.path("sync"), withIntermediateDirectories: true)
        // A spree of uploads: 501 files, each refused (damaged), so that the pull's work is only the limit's.
        for index in 0..<501 {
            let path = cli.path(String(format: "sync/fittoday-log-spree-%03d.json", index))
            try Data("{".utf8).write(to: URL(fileURLWithPath: path))
            try Self.age(path)
        }
        let first = try cli.run(["inbox", "pull", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect((report["refused"] as? [Any])?.count == 500 && report["more"] as? Bool == true, "\(first.stdout.prefix(300))")
        #expect(Self.names(cli.path("sync")).filter { $0.hasPrefix("fittoday-log-") } == ["fittoday-log-spree-500.json"])
        let second = try cli.run(["inbox", "pull", "--format", "json"])
        #expect(((try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])?["refused"] as? [Any])?.count == 1)
    }

    // MARK: Revisions

    @Test func aLaterRevisionReplacesItsSessionUnlessItWasChangedByHandAndADeletedOneStaysDeleted() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        var log = try InboxLog(cli)
        let first = try cli.run(["import", "log", try log.write(cli)])
        #expect(first.exitCode == 0 && first.stdout.contains("importado"), "\(first)")
        #expect(try cli.run(["import", "log", try log.write(cli, as: "again.json")]).stdout.contains("Nada novo"))
        log.revision = 2
        log.reps = [5, 5, 3]
        #expect(try cli.run(["import", "log", try log.write(cli)]).stdout.contains("revisão 2"))
        var sessions = try Self.sessions(cli)
        #expect(sessions.count == 1 && sessions.first?["set_count"] as? Int == 3, "\(sessions)")
        let id = sessions.first?["id"] as? Int ?? 0
        // An older revision arriving late changes nothing.
        log.revision = 1
        #expect(try cli.run(["import", "log", try log.write(cli, as: "late.json")]).stdout.contains("Nada novo"))
        // Corrected by hand: the next revision is kept aside and the session stays.
        #expect(try cli.run(["session", "edit", String(id), "--notes", "corrigido à mão"]).exitCode == 0)
        log.revision = 3
        log.reps = [1]
        #expect(try cli.run(["import", "log", try log.write(cli)]).stdout.contains("à mão"))
        sessions = try Self.sessions(cli)
        #expect(sessions.first?["set_count"] as? Int == 3)
        // Deleted: it stays deleted whatever revision comes.
        #expect(try cli.run(["session", "delete", String(id)]).exitCode == 0)
        log.revision = 4
        #expect(try cli.run(["import", "log", try log.write(cli)]).stdout.contains("apagado"))
        #expect(try Self.sessions(cli).isEmpty)
        // A second workout the same day is a second log, and a second session.
        let second = try InboxLog(cli)
        #expect(try cli.run(["import", "log", try second.write(cli)]).exitCode == 0)
        #expect(try Self.sessions(cli).count == 1)
        // A bad id is refused with a sentence.
        try cli.write(log.json.replacingOccurrences(of: log.logID, with: "not-a-uuid"), to: "bad.json")
        let bad = try cli.run(["import", "log", "bad.json"])
        #expect(bad.exitCode == 3 && bad.stderr.contains("log_id"), "\(bad.stderr)")
    }

    // MARK: A store

    @Test(.enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
    func theBuildSignsAFormAndTheNextBuildTakesWhatCameThroughItExactlyOnce() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let store = try InboxStore(in: cli.directory)
        try cli.write(store.configuration(), to: "fittoday.toml")
        let environment = store.environment(cli)
        let first = try cli.run(["build", "--offline"], environment: environment)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let form = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("public/inbox.json")))) as? [String: Any])
        #expect(form["url"] as? String == "\(store.endpoint)/\(store.bucket)" && form["key_prefix"] as? String == "logs/me/", "\(form)")
        let fields = form["fields"] as? [String: String] ?? [:]
        let policy = String(decoding: Data(base64Encoded: fields["policy"] ?? "") ?? Data(), as: UTF8.self)
        #expect(policy.contains("[\"starts-with\",\"$key\",\"logs/me/\"]") && policy.contains("[\"content-length-range\",1,65536]")
                && policy.contains("{\"Content-Type\":\"application/json\"}") && policy.contains("{\"bucket\":\"\(store.bucket)\"}"), "\(policy)")
        #expect(fields["x-amz-credential"]?.hasPrefix(InboxStore.accessKey + "/") == true && fields["x-amz-signature"]?.count == 64)
        // The secret never leaves the machine that builds.
        let enumerator = FileManager.default.enumerator(atPath: cli.path("public"))
        while let name = enumerator?.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: cli.path("public/" + name)) else { continue }
            #expect(!String(decoding: data, as: UTF8.self).contains(InboxStore.secret), "\(name)")
        }

        var log = try InboxLog(cli)
        let file = try log.write(cli)
        for _ in 0..<3 {
            let posted = try InboxStore.post(cli, form: "public/inbox.json", log: file)
            #expect(posted.exitCode == 0 && posted.stdout.hasPrefix("204"), "\(posted.stdout)")
        }
        #expect(try store.keys(in: cli.directory) == ["logs/me/\(log.name)"])
        // What the form does not allow, the store refuses.
        try cli.write(String(repeating: " ", count: 70_000) + log.json, to: "large.json")
        let large = try InboxStore.post(cli, form: "public/inbox.json", log: "large.json", name: log.name)
        #expect(large.exitCode != 0 && large.stdout.hasPrefix("400") && large.stdout.contains("EntityTooLarge"), "\(large.stdout)")
        // `--quiet`, as from cron: the build takes the log and says nothing.
        let second = try cli.run(["build", "--quiet"], environment: environment)
        #expect(second.exitCode == 0 && second.stdout.isEmpty, "\(second)")
        #expect(try Self.sessions(cli).count == 1)
        #expect(try store.keys(in: cli.directory).isEmpty)
        #expect(try String(contentsOfFile: cli.path("fittoday-logs/\(log.name)"), encoding: .utf8) == log.json)
        // The morning's site already shows it.
        let sessionID = try #require(try Self.sessions(cli).first?["id"] as? Int)
        #expect(FileManager.default.fileExists(atPath: cli.path("public/history/sessions/\(sessionID).html")))

        // A correction after "Finish workout" is the next revision of the same log.
        log.revision = 2
        log.reps = [5, 5]
        #expect(try InboxStore.post(cli, form: "public/inbox.json", log: try log.write(cli)).exitCode == 0)
        let pulled = try Self.json(cli, ["inbox", "pull"], environment: environment)
        #expect((pulled["imported"] as? [[String: Any]])?.first?["outcome"] as? String == "replaced", "\(pulled)")
        #expect(try Self.sessions(cli).first?["set_count"] as? Int == 2)

        // Hostile and damaged objects, put by someone holding a key or through the form under another name.
        try store.put("logs/me/damaged.json", "{\"format\": ", in: cli.directory)
        try store.put("logs/me/\(UUID().uuidString.lowercased())-1.json", String(repeating: "x", count: 70_000), in: cli.directory)
        try store.put("logs/me/../../escape.json", log.json, in: cli.directory)
        var other = try InboxLog(cli)
        #expect(try InboxStore.post(cli, form: "public/inbox.json", log: try other.write(cli), name: "not-its-name.json").exitCode == 0)
        other.revision = 1
        let refused = try cli.run(["inbox", "pull", "--locale", "en"], environment: environment)
        #expect(refused.exitCode == 0 && refused.stderr.components(separatedBy: "Log refused").count - 1 == 4, "\(refused.stderr)")
        let keys = try store.keys(in: cli.directory)
        #expect(keys.count == 8 && keys.allSatisfy { $0.hasPrefix("logs/rejected/me/") }, "\(keys)")
        #expect(try store.text("logs/rejected/me/not-its-name.json.reason.txt", in: cli.directory).contains(other.name))
        #expect(try Self.sessions(cli).count == 1)
        let listed = try Self.json(cli, ["inbox"], environment: environment)
        #expect((listed["refused"] as? [[String: Any]])?.count == 4 && (listed["waiting"] as? [String]) == [], "\(listed)")
    }

    @Test(.enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
    func anExpiredFormIsRefusedByTheStoreAndAStoreWithoutFormsIsSaidSo() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let store = try InboxStore(in: cli.directory, now: CommandClock.now().addingTimeInterval(3 * 86_400))
        try cli.write(store.configuration(extra: "expires_hours = 48\n"), to: "fittoday.toml")
        #expect(try cli.run(["build", "--offline"], environment: store.environment(cli)).exitCode == 0)
        let log = try InboxLog(cli)
        let late = try InboxStore.post(cli, form: "public/inbox.json", log: try log.write(cli))
        #expect(late.stdout.hasPrefix("403") && late.stdout.contains("Policy expired"), "\(late.stdout)")
        #expect(try store.keys(in: cli.directory).isEmpty)
        // A store that takes no form uploads (Cloudflare R2 answers 501): `inbox check` says what to do.
        let r2 = try InboxStore(in: cli.directory, arguments: ["--no-post"])
        try cli.write(r2.configuration(), to: "fittoday.toml")
        let check = try cli.run(["inbox", "check"], environment: r2.environment(cli))
        #expect(check.exitCode != 0 && check.stderr.contains("não aceita envios por formulário") && check.stderr.contains("[inbox] folder"), "\(check)")
        let english = try cli.run(["inbox", "check", "--locale", "en"], environment: r2.environment(cli))
        #expect(english.stderr.contains("takes no uploads by form"), "\(english.stderr)")
    }

    @Test(.enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
    func aStoreFailingMidwayLeavesWhatItHoldsForTheNextBuildWithOneWarningEvenWhenQuiet() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let healthy = try InboxStore(in: cli.directory)
        try cli.write(healthy.configuration(), to: "fittoday.toml")
        let environment = healthy.environment(cli)
        #expect(try cli.run(["build", "--offline"], environment: environment).exitCode == 0)
        let first = try InboxLog(cli)
        let second = try InboxLog(cli)
        for log in [first, second] { #expect(try InboxStore.post(cli, form: "public/inbox.json", log: try log.write(cli)).exitCode == 0) }
        // The same bucket through a front that answers 500 to every object read after the first.
        let failing = try InboxStore(in: cli.directory, arguments: ["--fail-gets-after", "1"])
        try failing.python("import boto3", in: cli.directory)
        try cli.write(healthy.configuration().replacingOccurrences(of: healthy.endpoint, with: failing.endpoint), to: "fittoday.toml")
        let broken = try cli.run(["build", "--quiet"], environment: environment)
        #expect(broken.exitCode == 0 && broken.stdout.isEmpty, "\(broken)")
        #expect(broken.stderr.components(separatedBy: "Aviso:").count - 1 == 1 && broken.stderr.contains("InternalError"), "\(broken.stderr)")
        #expect(try Self.sessions(cli).count == 1)
        #expect(try healthy.keys(in: cli.directory).count == 1)
        // A store that is not there at all: the build goes on, the log stays.
        let refusing = try RefusingPort()
        try cli.write(healthy.configuration().replacingOccurrences(of: healthy.endpoint, with: "http://127.0.0.1:\(refusing.port)"), to: "fittoday.toml")
        let down = try cli.run(["build", "--quiet", "--locale", "en"], environment: environment)
        #expect(down.exitCode == 0 && down.stderr.contains("did not answer in time"), "\(down.stderr)")
        // A store that takes the connection and never answers: the whole build waits its budget at most (10 s).
        let silent = try DeployServerProcess("/usr/bin/env", ["python3", "-c", Self.silentServer],
                                             environment: ProcessInfo.processInfo.environment, directory: cli.directory)
        defer { silent.stop() }
        let silentPort = try #require(Self.port(of: silent))
        try cli.write(healthy.configuration().replacingOccurrences(of: healthy.endpoint, with: "http://127.0.0.1:\(silentPort)"), to: "fittoday.toml")
        let slow = try cli.run(["build", "--quiet"], environment: environment, timeout: 60)
        #expect(slow.exitCode == 0 && slow.stderr.contains("não respondeu a tempo"), "\(slow.stderr)")
        try cli.write(healthy.configuration(), to: "fittoday.toml")
        #expect(try cli.run(["build", "--quiet"], environment: environment).exitCode == 0)
        #expect(try Self.sessions(cli).count == 2)
        #expect(try healthy.keys(in: cli.directory).isEmpty)
    }

    @Test(.enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
    func aPullKilledAtEachStepLosesNothingAndImportsNothingTwice() throws {
        // The debug build beside the tests alone has the hook that kills a pull at a step.
        let cli = try FitTodayProcess(binary: FitTodayProcess.builtBesideTests)
        try cli.initialize()
        let store = try InboxStore(in: cli.directory)
        try cli.write(store.configuration(), to: "fittoday.toml")
        let environment = store.environment(cli)
        #expect(try cli.run(["build", "--offline"], environment: environment).exitCode == 0)
        for (index, step) in ["downloaded", "imported", "archived"].enumerated() {
            let log = try InboxLog(cli)
            #expect(try InboxStore.post(cli, form: "public/inbox.json", log: try log.write(cli)).exitCode == 0)
            let killed = try cli.run(["inbox", "pull"], environment: environment.merging(["FITTODAY_DEBUG_INBOX_STOP_AT": step]) { $1 })
            #expect(killed.exitCode == 137 || killed.exitCode == 9 || killed.stderr.contains("Stopped the pull"), "\(step): \(killed)")
            let again = try cli.run(["inbox", "pull"], environment: environment)
            #expect(again.exitCode == 0, "\(step): \(again.stderr)")
            #expect(try Self.sessions(cli).count == index + 1, "\(step)")
            #expect(try store.keys(in: cli.directory).isEmpty, "\(step)")
            #expect(try String(contentsOfFile: cli.path("fittoday-logs/\(log.name)"), encoding: .utf8) == log.json, "\(step)")
        }
    }

    // MARK: The form

    @Test(.enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
    func theFormIsSignedAgainOnlyOnceHalfItsLifeIsGoneAndNothingElseIsRewritten() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let store = try InboxStore(in: cli.directory)
        try cli.write(store.configuration(extra: "expires_hours = 24\n"), to: "fittoday.toml")
        let day = CommandClock.day()
        let environment = store.environment(cli)
        #expect(try cli.run(["build", "--offline", "--date", day], environment: environment).exitCode == 0)
        let before = try Self.files(cli.path("public"))
        #expect(try cli.run(["build", "--offline", "--date", day], environment: environment).exitCode == 0)
        #expect(try Self.files(cli.path("public")) == before, "a build within the form's first half keeps it")
        // A day later (the binary's clock moved), the same day's pages: only the form is new.
        let later = try cli.run(["build", "--offline", "--date", day],
                                environment: environment.merging(["FITTODAY_CLOCK_OFFSET_DAYS": String(CommandClock.offsetDays + 1)]) { $1 })
        #expect(later.exitCode == 0, "\(later.stderr)")
        let after = try Self.files(cli.path("public"))
        #expect(after.filter { $0.key != "inbox.json" } == before.filter { $0.key != "inbox.json" })
        #expect(after["inbox.json"] != before["inbox.json"] && after["inbox.json"] != nil)
    }

    @Test func settingsThatCannotWorkAreSaidInASentenceAndTheBuildGoesOn() throws {
        // No address for the site: two origins need one.
        let cli = try Self.person("[inbox]\nstore = \"s3://my-inbox/logs\"\nendpoint = \"http://127.0.0.1:9\"\n")
        let environment = ["AWS_ACCESS_KEY_ID": "AKIAX", "AWS_SECRET_ACCESS_KEY": "s", "AWS_SESSION_TOKEN": "", "AWS_PROFILE": "",
                           "AWS_SHARED_CREDENTIALS_FILE": "", "HOME": cli.directory.path]
        let noAddress = try cli.run(["build", "--offline"], environment: environment)
        #expect(noAddress.exitCode == 0 && noAddress.stdout.contains("base_url"), "\(noAddress)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("public/inbox.json")))
        // Temporary credentials would put a token in a public page.
        let token = try cli.run(["build", "--offline", "--base-url", "https://example.com/", "--locale", "en"],
                                environment: environment.merging(["AWS_SESSION_TOKEN": "FQoGZXIvYXdzE"]) { $1 })
        #expect(token.exitCode == 0 && token.stderr.contains("temporary credentials"), "\(token)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("public/inbox.json")))
        // Personal logs inside a public site.
        try cli.write("[deploy]\ntarget = \"s3://my-inbox\"\n\n[inbox]\nstore = \"s3://my-inbox/logs\"\n", to: "fittoday.toml")
        let inside = try cli.run(["inbox", "pull"], environment: environment)
        #expect(inside.exitCode != 0 && inside.stderr.contains("bucket privado"), "\(inside)")
        // Both places, or neither.
        try cli.write("[inbox]\nstore = \"s3://a-bucket/x\"\nfolder = \"sync\"\n", to: "fittoday.toml")
        let both = try cli.run(["inbox"])
        #expect(both.exitCode != 0 && both.stderr.contains("escolha um dos dois"), "\(both)")
        try cli.write("[inbox]\nexpires_hours = 500\nfolder = \"sync\"\n", to: "fittoday.toml")
        #expect(try cli.run(["inbox"]).stderr.contains("expires_hours"))
        try cli.write("", to: "fittoday.toml")
        #expect(try cli.run(["inbox", "pull"]).stdout.contains("Nenhum inbox configurado"))
    }

    /// A server that accepts connections on a port the kernel chooses and never answers (`listening PORT` once bound).
    static let silentServer = """
    import socket
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    print("listening", server.getsockname()[1], flush=True)
    held = []
    while True:
        connection, _ = server.accept()
        held.append(connection)
    """

    /// The port a server started with `DeployServerProcess` says it listens on, once it does (20 s at most).
    static func port(of server: DeployServerProcess) -> Int? {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let line = server.stderr.split(separator: "\n").first(where: { $0.hasPrefix("listening ") }), let port = Int(line.dropFirst(10)) {
                return port
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// `arguments` with `--format json`, in `environment`, read as an object.
    static func json(_ cli: FitTodayProcess, _ arguments: [String], environment: [String: String]) throws -> [String: Any] {
        let result = try cli.run(arguments + ["--format", "json"], environment: environment)
        guard result.exitCode == 0, let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw FitTodayProcess.CLIError(result: result)
        }
        return object
    }

    /// Every file of a site, hidden ones (its state) aside, with its bytes.
    static func files(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            guard !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }), let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            files[name] = data
        }
        return files
    }
}

/// The README's set-up of the inbox, run as written: its settings (with the endpoint pointed at the loopback store,
/// and the images from a folder, so that nothing reaches for the network) and each of its commands.
@Suite(.waitsOnChildren, .enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
struct ReadmeInboxTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The section under the heading that names the inbox, and its code blocks by language.
    static func section() throws -> (lines: [String], blocks: [String: String]) {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("## ") && $0.lowercased().contains("inbox") })
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
        let body = Array(lines[(start + 1)..<end])
        var blocks: [String: String] = [:]
        var language: String?
        for line in body {
            if line.hasPrefix("```") {
                language = language == nil ? String(line.dropFirst(3)) : nil
            } else if let language {
                blocks[language, default: ""] += line + "\n"
            }
        }
        return (body, blocks)
    }

    @Test func theSetUpWorksAsWritten() throws {
        let (lines, blocks) = try Self.section()
        #expect(lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count <= 15, "the README's inbox set-up is at most 15 lines")
        let toml = try #require(blocks["toml"])
        let commands = try #require(blocks["sh"]).split(separator: "\n").map { line in
            String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        #expect(commands.count >= 3 && commands.allSatisfy { $0.hasPrefix("fittoday ") }, "\(commands)")
        let bucket = try #require(toml.split(separator: "\"").first { $0.hasPrefix("s3://") }).dropFirst(5).split(separator: "/").first.map(String.init)

        let cli = try FitTodayProcess()
        try cli.initialize()
        let store = try InboxStore(in: cli.directory, bucket: bucket)
        let pointed = toml.replacingOccurrences(of: "[inbox]\n", with: "[inbox]\nendpoint = \"\(store.endpoint)\"\npath_style = true\n")
        try cli.write(pointed + "\n[images]\nsource = \"imagens\"\n", to: "fittoday.toml")
        let environment = store.environment(cli)
        for (index, command) in commands.enumerated() {
            let result = try cli.run(command.split(separator: " ").dropFirst().map(String.init), environment: environment)
            #expect(result.exitCode == 0, "\(command): \(result.stderr)")
            if index == 0 { #expect(result.stdout.contains("CORS") && result.stdout.contains("https://example.com"), "\(result.stdout)") }
        }
        #expect(FileManager.default.fileExists(atPath: cli.path("public/inbox.json")))
        // What the page then sends comes in with the next build.
        let log = try InboxLog(cli)
        #expect(try InboxStore.post(cli, form: "public/inbox.json", log: try log.write(cli)).exitCode == 0)
        #expect(try cli.run(["build"], environment: environment).exitCode == 0)
        #expect(try InboxCommandTests.sessions(cli).count == 1)
        #expect(try cli.run(["inbox"], environment: environment).stdout.contains(log.logID))
    }
}

/// A port held bound and never listened on: a connection to it is refused, and no other test's server can take it
/// while the value lives (a port merely found free could be).
final class RefusingPort {
    let port: Int
    private let socket: Int32

    init() throws {
        let held = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(held, $0, length) } }
        let named = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(held, $0, &length) } }
        guard held >= 0, bound == 0, named == 0 else {
            if held >= 0 { close(held) }
            throw S3TestServer.Failure(description: "no port could be held")
        }
        socket = held
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socket) }
}
