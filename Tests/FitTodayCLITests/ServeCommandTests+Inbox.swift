import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday serve`'s own inbox (issue 49, docs/inbox.md, "The preview server"): today's page reads `/inbox.json` from the server and
/// posts its log to `/__inbox`, which imports it, rebuilds and answers; nothing of it is written into the site.
extension ServeCommandTests {
    /// A `serve` of its own folder, offline and for 2026-11-23, whose output (standard error in it) is read line by line;
    /// stopped with the value.
    final class InboxServer {
        let cli: FitTodayProcess
        let process: ChildProcess
        let port = ServeCommandTests.freePort()
        /// `plan generate --date 2026-11-23 --format json`, the day the server shows.
        let plan: [String: Any]

        init(_ arguments: [String] = []) async throws {
            cli = try FitTodayProcess()
            try FileManager.default.createDirectory(atPath: cli.path("imagens"), withIntermediateDirectories: true)
            try cli.write("[images]\nsource = \"imagens\"\n", to: "fittoday.toml")
            try cli.initialize()
            // The day's plan made before the server runs: a command writing while its first build does, on a machine as
            // loaded as CI's thread-sanitizer pass, was seen to fail to write (exit 11).
            plan = try cli.json(["plan", "generate", "--date", "2026-11-23"])
            process = try cli.launch(["serve", "--port", String(port), "--offline", "--date", "2026-11-23"] + arguments, stdout: .capture,
                                 stderr: .standardOutput)
            // The serving line comes once the first build is done; other tests may be building at the same time.
            let serving = try await line(containing: "/index.html")
            try #require(serving?.contains("http://127.0.0.1:\(port)/index.html") == true, "\(serving ?? "no serving line")")
        }

        deinit { process.stop() }

        /// The next line of standard output that holds `text`, within `seconds` in all (the server is killed past them).
        func line(containing text: String, within seconds: Double = 120) async throws -> String? {
            let end = Date().addingTimeInterval(seconds)
            while true {
                guard let line = try await process.awaitLine(within: max(1, end.timeIntervalSinceNow), waitingFor: "a line with \(text)") else { return nil }
                if line.contains(text) { return line }
            }
        }
    }

    /// An answer of the server: its status, its head and its body.
    struct Answer {
        let status: Int
        let head: String
        let body: String

        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }
    }

    /// Sends `request` as written on a connection of its own and reads until the server closes it; each read and write
    /// waits `seconds` at most (the server answers a log only after its rebuild).
    static func exchange(_ request: [UInt8], port: Int, seconds: Int = 120) -> Answer {
        let descriptor = PreviewServerTests.connect(port: port)
        guard descriptor >= 0 else { return Answer(status: 0, head: "", body: "") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }
            sent += count
        }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: answer, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Answer(status: status, head: parts[0], body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    static func get(_ path: String, port: Int, host: String? = nil) -> Answer {
        exchange(Array("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n".utf8), port: port)
    }

    /// A multipart/form-data body with `parts` in order, as a browser frames it.
    static func form(_ parts: [(name: String, value: String, filename: String?)], boundary: String) -> [UInt8] {
        var text = ""
        for part in parts {
            text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
            if let filename = part.filename { text += "; filename=\"\(filename)\"\r\nContent-Type: application/json" }
            text += "\r\n\r\n\(part.value)\r\n"
        }
        return Array((text + "--\(boundary)--\r\n").utf8)
    }

    /// Posts `body` to the inbox as a form with `boundary`; `headers` are added to the head as written.
    static func post(_ body: [UInt8], port: Int, boundary: String = "----fittodaytest7MA4YWxk", headers: [String] = [],
                     contentLength: Int? = nil) -> Answer {
        var head = "POST /__inbox HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: multipart/form-data; boundary=\(boundary)\r\n"
        head += "Content-Length: \(contentLength ?? body.count)\r\n"
        for header in headers { head += header + "\r\n" }
        return exchange(Array((head + "\r\n").utf8) + body, port: port)
    }

    /// The page's form for `log`: the key, the token, then the file.
    static func pageForm(_ log: String, token: String?, key: String? = nil) -> [UInt8] {
        let name = key ?? "me/\(Self.logID(of: log))-\(Self.revision(of: log)).json"
        var parts: [(name: String, value: String, filename: String?)] = [("key", name, nil)]
        if let token { parts.append(("token", token, nil)) }
        parts.append(("file", log, "fittoday-log-2026-11-23.json"))
        return form(parts, boundary: "----fittodaytest7MA4YWxk")
    }

    static func logID(of log: String) -> String {
        ((try? JSONSerialization.jsonObject(with: Data(log.utf8))) as? [String: Any])?["log_id"] as? String ?? "none"
    }

    static func revision(of log: String) -> Int {
        ((try? JSONSerialization.jsonObject(with: Data(log.utf8))) as? [String: Any])?["revision"] as? Int ?? 1
    }

    /// The log the sheet of `plan` (`plan generate --format json`) sends: `sets` working sets of its first exercise.
    static func log(of plan: [String: Any], id: String, revision: Int, sets: Int, kilograms: Double = 40) throws -> String {
        let first = try #require((plan["exercises"] as? [[String: Any]])?.first)
        let exercise = try #require(first["exercise_id"] as? String)
        let reps = try #require(first["reps"] as? Int)
        let logged = (1...sets).map { number -> [String: Any] in
            ["position": 1, "exercise_id": exercise, "kind": "working", "set": number, "reps": reps, "weight_kg": kilograms]
        }
        let object: [String: Any] = [
            "format": "fittoday-workout-log", "version": 1, "date": "2026-11-23", "log_id": id, "revision": revision,
            "plan_id": try #require(plan["id"] as? Int), "plan_title": try #require(plan["title"] as? String),
            "completed_at": "2026-11-23 07:40:00", "duration_minutes": 45, "sets": logged,
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// Every file of the built site that holds `text`, and whether an `inbox.json` is among its files.
    static func siteHolds(_ text: String, in folder: String) throws -> (files: [String], inboxForm: Bool) {
        var found: [String] = []
        var inboxForm = false
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        while let item = enumerator.nextObject() as? String {
            if (item as NSString).lastPathComponent == "inbox.json" { inboxForm = true }
            if let data = FileManager.default.contents(atPath: folder + "/" + item), data.range(of: Data(text.utf8)) != nil { found.append(item) }
        }
        return (found, inboxForm)
    }

    @Test func aPagesLogComesHomeThroughTheServerAndItsPageReloadsOntoTheHistory() async throws {
        let server = try await InboxServer()
        let cli = server.cli
        // The form, answered by the server itself and kept by no cache.
        let form = Self.get("/inbox.json", port: server.port)
        #expect(form.status == 200)
        #expect(form.head.lowercased().contains("cache-control: no-store"))
        #expect(form.head.lowercased().contains("content-type: application/json"))
        let fields = try #require(form.json["fields"] as? [String: String])
        let token = try #require(fields["token"])
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        #expect(form.json["url"] as? String == "/__inbox")
        #expect(form.json["key_prefix"] as? String == "me/")
        #expect(form.json["reload"] as? Bool == true)
        let expires = try #require(form.json["expires"] as? String)
        let expiry = try #require(ISO8601DateFormatter().date(from: expires))
        #expect(abs(expiry.timeIntervalSince(CommandClock.now()) - 7 * 86_400) < 3_600, "\(expires)")
        #expect(Self.get("/inbox.json", port: server.port).json["fields"] as? [String: String] == fields, "one token for the server's life")

        // The log of the day's plan, as the sheet writes it, posted as the page posts it.
        let plan = server.plan
        let id = UUID().uuidString.lowercased()
        let first = try Self.log(of: plan, id: id, revision: 1, sets: 3)
        try cli.write(first, to: "log-1.json")
        let script = AnywhereTests.repository.appendingPathComponent("Tests/FitTodayCLITests/Support/post_log.py").path
        let posted = try ChildProcess.run("/usr/bin/env", ["python3", script, "http://127.0.0.1:\(server.port)/inbox.json", cli.path("log-1.json")],
                                          deadline: 180)
        #expect(posted.exitCode == 0, "\(posted.stdoutText) \(posted.stderrText)")
        #expect(posted.stdoutText.hasPrefix("201 "), "\(posted.stdoutText)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(posted.stdoutText.dropFirst(4).utf8)) as? [String: Any])
        #expect(answer["outcome"] as? String == "imported")
        let session = try #require(answer["session_id"] as? Int)
        let arrived = try await server.line(containing: "#\(session)")
        #expect(arrived?.contains("3 séries") == true, "\(arrived ?? "")")

        // In the history, and on the served history page as soon as the page is answered (it reloads at once).
        let history = try cli.json(["history"])
        let sessions = try #require(history["sessions"] as? [[String: Any]])
        #expect(sessions.map { $0["id"] as? Int } == [session])
        #expect(sessions.first?["set_count"] as? Int == 3)
        #expect(sessions.first?["plan_title"] as? String == plan["title"] as? String)
        let page = Self.get("/history/index.html", port: server.port).body
        #expect(page.contains("sessions/\(session).html"), "the rebuild came before the answer")

        // The same log again adds nothing; its second revision replaces the session.
        let again = Self.post(Self.pageForm(first, token: token), port: server.port)
        #expect(again.status == 200)
        #expect(again.json["outcome"] as? String == "already-received")
        #expect(again.json["session_id"] as? Int == session)
        let second = try Self.log(of: plan, id: id, revision: 2, sets: 4, kilograms: 42.5)
        let replaced = Self.post(Self.pageForm(second, token: token), port: server.port, headers: ["Origin: http://127.0.0.1:\(server.port)"])
        #expect(replaced.status == 200, "\(replaced.body)")
        #expect(replaced.json["outcome"] as? String == "replaced")
        #expect(replaced.json["session_id"] as? Int == session)
        let updated = try #require(try cli.json(["history"])["sessions"] as? [[String: Any]])
        #expect(updated.count == 1)
        #expect(updated.first?["set_count"] as? Int == 4)
        #expect(Self.get("/history/sessions/\(session).html", port: server.port).body.contains("42,5"))

        // Each revision's exact bytes beside the database.
        #expect(FileManager.default.contents(atPath: cli.path("fittoday-logs/\(id)-1.json")) == Data(first.utf8))
        #expect(FileManager.default.contents(atPath: cli.path("fittoday-logs/\(id)-2.json")) == Data(second.utf8))

        // Nothing of the inbox is in the built site: a deploy of it publishes no form and no token.
        server.process.stop()
        let site = try Self.siteHolds(token, in: cli.path("public"))
        #expect(site.files.isEmpty, "\(site.files)")
        #expect(!site.inboxForm)
        #expect(FileManager.default.fileExists(atPath: cli.path("public/history/sessions/\(session).html")))
    }

    @Test func aLogIsRefusedWithoutTheTokenFromAnotherSiteOrDamagedAndNothingIsImported() async throws {
        let server = try await InboxServer(["--locale", "en"])
        let port = server.port
        // The site's own form (a build with a store inbox writes one) is not the one a page of the preview reads.
        try server.cli.write("{\"url\": \"https://inbox.example/\", \"fields\": {}, \"key_prefix\": \"me/\"}\n", to: "public/inbox.json")
        let form = Self.get("/inbox.json", port: port).json
        try FileManager.default.removeItem(atPath: server.cli.path("public/inbox.json"))
        #expect(form["url"] as? String == "/__inbox")
        let token = try #require((form["fields"] as? [String: String])?["token"])
        let plan = server.plan
        let log = try Self.log(of: plan, id: UUID().uuidString.lowercased(), revision: 1, sets: 2)

        // No token, another token, and the right one from another site's page.
        for (form, headers) in [(Self.pageForm(log, token: nil), [String]()),
                                (Self.pageForm(log, token: String(repeating: "0", count: 64)), []),
                                (Self.pageForm(log, token: String(token.dropLast()) + (token.last == "a" ? "b" : "a")), []),
                                (Self.pageForm(log, token: token), ["Origin: http://evil.example"]),
                                (Self.pageForm(log, token: token), ["Origin: null"])] {
            let answer = Self.post(form, port: port, headers: headers)
            #expect(answer.status == 403, "\(headers) \(answer.body)")
            #expect((answer.json["reason"] as? String)?.isEmpty == false, "\(answer.body)")
        }
        #expect(Self.post(Self.pageForm(log, token: nil), port: port).json["reason"] as? String
                == "The page's sending key is not this server's (a page from an earlier fittoday serve?): reload the page and send the log again.")
        // A page whose host is a name (one that could be made to point here) gets no token.
        #expect(Self.get("/inbox.json", port: port, host: "evil.example:\(port)").status == 403)

        // A damaged log, a key that does not name it, a form that is none, a body over the limit.
        let damaged = Self.post(Self.pageForm("{\"format\": \"fittoday-workout-log\", \"version\": 1, \"sets\": [", token: token,
                                              key: "me/\(UUID().uuidString.lowercased())-1.json"), port: port)
        #expect(damaged.status == 422, "\(damaged.body)")
        #expect((damaged.json["reason"] as? String)?.isEmpty == false)
        let misnamed = Self.post(Self.pageForm(log, token: token, key: "me/\(UUID().uuidString.lowercased())-1.json"), port: port)
        #expect(misnamed.status == 400)
        #expect((misnamed.json["reason"] as? String)?.contains(Self.logID(of: log)) == true, "\(misnamed.body)")
        #expect(Self.post(Self.pageForm(log, token: token, key: "you/\(Self.logID(of: log))-1.json"), port: port).status == 400)
        #expect(Self.post(Self.pageForm(log, token: token, key: "me/../\(Self.logID(of: log))-1.json"), port: port).status == 400)
        #expect(Self.post(Array("not a form".utf8), port: port).status == 400)
        let huge = Self.post(Self.pageForm(log + String(repeating: " ", count: 100_000), token: token), port: port)
        #expect(huge.status == 413)
        #expect((huge.json["reason"] as? String)?.contains("64 KB") == true, "\(huge.body)")
        // Declared far too large: refused before a byte of it is read.
        let declared = Self.post([], port: port, contentLength: 50_000_000)
        #expect(declared.status == 413)
        #expect(Self.exchange(Array("GET /__inbox HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8), port: port).status == 405)
        let chunked = "POST /__inbox HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
        #expect(Self.exchange(Array(chunked.utf8), port: port).status == 411)
        // Said on the terminal too, in the person's language.
        let refusedLine = try await server.line(containing: "A log sent to this server was refused")
        #expect(refusedLine?.contains("reload the page") == true, "\(refusedLine ?? "")")

        #expect(try server.cli.json(["history"])["total"] as? Int == 0, "nothing was imported")
        // The server still takes the page's own log.
        let accepted = Self.post(Self.pageForm(log, token: token), port: port, headers: ["Origin: http://127.0.0.1:\(port)"])
        #expect(accepted.status == 201, "\(accepted.body)")
        #expect(try server.cli.json(["history"])["total"] as? Int == 1)
        let arrived = try await server.line(containing: "Came in from the inbox")
        #expect(arrived?.contains("2 sets (session #\(accepted.json["session_id"] as? Int ?? 0))") == true, "\(arrived ?? "")")
    }

    @Test func listenNamesTheAddressInTheServingLineAndAnAddressThatCannotBeUsedIsAFriendlyError() async throws {
        let server = try await InboxServer(["--listen", "127.0.0.1", "--locale", "en"])
        #expect(Self.get("/index.html", port: server.port).status == 200)
        let cli = try FitTodayProcess()
        try cli.initialize()
        for (address, words) in [("abc", ["\"abc\"", "--listen 0.0.0.0"]), ("999.1.1.1", ["999.1.1.1", "--listen 127.0.0.1"]),
                                 ("192.0.2.1", ["192.0.2.1", "--listen 0.0.0.0"])] {
            let result = try cli.run(["serve", "--port", String(ServeCommandTests.freePort()), "--listen", address, "--locale", "en"])
            #expect(result.exitCode == 16, "\(address): \(result.stderr)")
            for word in words { #expect(result.stderr.contains(word), "\(address): \(result.stderr)") }
        }
        // In Portuguese by default, and before anything is built.
        let portuguese = try cli.run(["serve", "--port", String(ServeCommandTests.freePort()), "--listen", "192.0.2.1"])
        #expect(portuguese.exitCode == 16)
        #expect(portuguese.stderr.contains("não é um endereço deste computador"), "\(portuguese.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("public")))
        for (locale, text) in [("en", "0.0.0.0 (every network"), ("pt-BR", "0.0.0.0 (todas as redes")] {
            let help = try cli.run(["serve", "--help", "--locale", locale])
            #expect(help.stdout.contains("--listen") && help.stdout.contains(text), "\(help.stdout)")
        }
    }
}
