import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday deploy` against a real S3 API on loopback (moto's server), checked with boto3: the objects and their
/// headers, changed files only, the order, the dry run, the cap on deletes, foreign objects, a deploy killed
/// part-way, and each fault with its exit code.
@Suite(.waitsOnChildren, .enabled(if: S3TestServer.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true", Comment(rawValue: S3TestServer.skipReason)))
struct DeployCommandTests {
    static let immutable = "public, max-age=31536000, immutable"

    /// Credentials of the test's own, and nothing of the person's AWS set-up.
    static func environment(_ cli: FitTodayProcess, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["AWS_ACCESS_KEY_ID": "AKIATESTDEPLOY", "AWS_SECRET_ACCESS_KEY": "test-secret-do-not-print",
                           "AWS_SESSION_TOKEN": "", "AWS_PROFILE": "", "AWS_SHARED_CREDENTIALS_FILE": "", "HOME": cli.directory.path]
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    static func configuration(endpoint: String, target: String, extra: String = "") -> String {
        "[images]\nsource = \"imagens\"\n\n[deploy]\ntarget = \"\(target)\"\nendpoint = \"\(endpoint)\"\n\(extra)"
    }

    /// Every file of a local site folder: path to MD5.
    static func localFiles(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            files[path] = try md5(of: url)
        }
        return files
    }

    static func md5(of url: URL) throws -> String {
        String(try DeployServerProcess.run("/usr/bin/md5sum", [url.path], environment: [:], directory: url.deletingLastPathComponent(), timeout: 60).stdout.prefix(32))
    }

    /// The site paths `--verbose` says went up and were deleted, in the order they were done.
    static func actions(_ stderr: String) -> (uploaded: [String], deleted: [String], order: [String]) {
        var uploaded: [String] = [], deleted: [String] = [], order: [String] = []
        for line in stderr.split(separator: "\n") {
            if let range = line.range(of: "Uploaded ") {
                let path = String(line[range.upperBound...].prefix { $0 != " " })
                uploaded.append(path)
                order.append("U " + path)
            } else if let range = line.range(of: "Deleted ") {
                let path = String(line[range.upperBound...].prefix { $0 != " " })
                deleted.append(path)
                order.append("D " + path)
            }
        }
        return (uploaded, deleted, order)
    }

    /// 0 hashed asset, 1 other asset, 2 page, 3 entry point: the order uploads must keep.
    static func rank(_ path: String) -> Int {
        if ["index.html", "sw.js", "manifest.webmanifest"].contains(path) { return 3 }
        let ext = path.split(separator: ".").last.map(String.init) ?? ""
        if ["html", "md", "xml", "ics", "txt", "json", "webmanifest"].contains(ext) { return 2 }
        return path.range(of: #"[.-][0-9a-f]{8,}\.[a-z0-9]+$|^images/[0-9a-f]{8,}(\.[0-9]+x[0-9]+)?\.[a-z]+$"#, options: .regularExpression) != nil ? 0 : 1
    }

    static func expectedType(_ path: String) -> String {
        switch path.split(separator: ".").last.map(String.init) ?? "" {
        case "html": "text/html; charset=utf-8"
        case "md": "text/markdown; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "xml": "application/xml; charset=utf-8"
        case "ics": "text/calendar; charset=utf-8"
        case "webmanifest": "application/manifest+json"
        case "png": "image/png"
        case "jpg": "image/jpeg"
        case "webp": "image/webp"
        case "txt": "text/plain; charset=utf-8"
        case "json": "application/json"
        default: "application/octet-stream"
        }
    }

    @Test func buildDeployAgainThenOneNewSessionOnlyChangedFilesInOrder() throws {
        let server = try S3TestServer.shared()
        let bucket = S3TestServer.bucket("site")
        let cli = try FitTodayProcess()
        let s3 = S3Inspector(endpoint: server.endpoint)
        try s3.createBucket(bucket)
        try s3.put(bucket, key: "treino/foreign.txt", text: "put there by someone else")
        try s3.put(bucket, key: "other/index.html", text: "another site")
        try FileManager.default.createDirectory(atPath: cli.path("imagens"), withIntermediateDirectories: true)
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://\(bucket)/treino"), to: "fittoday.toml")
        #expect(try cli.run(["init", "--goal", "hypertrophy", "--equipment", "full-gym"]).exitCode == 0)
        #expect(try cli.run(["log", "--set", "Supino reto com barra:8x60", "--date", "2026-11-20"]).exitCode == 0)
        let build = try cli.run(["build", "--offline", "--quiet"])
        #expect(build.exitCode == 0, "\(build.stderr)")
        let site = URL(fileURLWithPath: cli.path("public"))
        let local = try Self.localFiles(site)
        #expect(local.count > 20)

        // First deploy: every file, with its MD5 as ETag, its type and its cache rule.
        let first = try cli.run(["deploy", "--verbose"], environment: Self.environment(cli), timeout: 300)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(!first.stderr.contains("test-secret-do-not-print") && !first.stdout.contains("test-secret-do-not-print"))
        let objects = try s3.objects(bucket)
        for (path, md5) in local {
            let object = try #require(objects["treino/" + path], "\(path) was not published")
            #expect(object.etag == md5, "\(path)")
            #expect(object.contentType == Self.expectedType(path), "\(path): \(object.contentType)")
            #expect(object.cacheControl == (Self.rank(path) == 0 ? Self.immutable : "no-cache"), "\(path): \(object.cacheControl)")
        }
        #expect(objects["treino/foreign.txt"] != nil && objects["other/index.html"] != nil)
        #expect(objects["treino/.fittoday-deploy.json"] != nil)
        #expect(try s3.missingReferences(bucket).isEmpty)
        let firstOrder = Self.actions(first.stderr).uploaded.map(Self.rank)
        #expect(firstOrder == firstOrder.sorted(), "hashed assets, other assets, pages, entry points")
        #expect(Self.actions(first.stderr).uploaded.count == local.count)

        // Again: nothing goes up, nothing changes.
        let second = try cli.run(["deploy", "--verbose"], environment: Self.environment(cli), timeout: 300)
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(Self.actions(second.stderr).uploaded.isEmpty)
        #expect(try s3.objects(bucket) == objects)

        // One new session, built: the dry run lists exactly the changed files and changes nothing.
        #expect(try cli.run(["log", "--set", "Agachamento livre com barra:5x100", "--date", "2026-11-21"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline", "--quiet"]).exitCode == 0)
        let after = try Self.localFiles(site)
        let changed = Set(after.filter { local[$0.key] != $0.value }.keys)
        let gone = Set(local.keys).subtracting(after.keys)
        #expect(!changed.isEmpty && changed.count < after.count / 2, "a new session changes a few files: \(changed.count) of \(after.count)")
        let dry = try cli.run(["deploy", "--dry-run", "--locale", "en"], environment: Self.environment(cli), timeout: 300)
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        for path in changed { #expect(dry.stdout.contains("would upload \(path) ("), "\(path)") }
        for path in gone { #expect(dry.stdout.contains("would delete \(path) (no longer part of the site)"), "\(path)") }
        #expect(dry.stdout.contains("Dry run: \(changed.count) to upload, \(gone.count) to delete"))
        #expect(try s3.objects(bucket) == objects, "a dry run changes nothing")

        let third = try cli.run(["deploy", "--verbose"], environment: Self.environment(cli), timeout: 300)
        #expect(third.exitCode == 0, "\(third.stderr)")
        let done = Self.actions(third.stderr)
        #expect(Set(done.uploaded) == changed)
        #expect(done.uploaded.count == changed.count)
        #expect(Set(done.deleted) == gone)
        let ranks = done.uploaded.map(Self.rank)
        #expect(ranks == ranks.sorted(), "assets before pages, entry points last: \(done.uploaded)")
        if let firstDelete = done.order.firstIndex(where: { $0.hasPrefix("D ") }) {
            #expect(!done.order[firstDelete...].contains { $0.hasPrefix("U ") }, "deletes come last")
        }
        let final = try s3.objects(bucket)
        for (path, md5) in after { #expect(final["treino/" + path]?.etag == md5, "\(path)") }
        for path in gone { #expect(final["treino/" + path] == nil, "\(path)") }
        #expect(final["treino/foreign.txt"] != nil && final["other/index.html"] != nil, "foreign objects stay")
        #expect(try s3.missingReferences(bucket).isEmpty)
    }

    /// A small site of its own: `version` names its assets and its pages' text.
    static func writeSite(_ folder: URL, version: Int, pages: Int) throws {
        try? FileManager.default.removeItem(at: folder)
        for sub in ["assets", "images", "pages"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let style = String(format: "style.%012x.css", 0xabc000 + version)
        let script = String(format: "app.%012x.js", 0xdef000 + version)
        let image = String(format: "%016x.png", 0x1234000 + version)
        try Data("body { color: #\(version)\(version)\(version) }".utf8).write(to: folder.appendingPathComponent("assets/" + style))
        try Data("console.log(\(version))".utf8).write(to: folder.appendingPathComponent("assets/" + script))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, UInt8(version)]).write(to: folder.appendingPathComponent("images/" + image))
        func page(_ title: String, root: String) -> String {
            "<html><head><link rel=\"stylesheet\" href=\"\(root)assets/\(style)\"><link rel=\"manifest\" href=\"\(root)manifest.webmanifest\"></head>"
                + "<body><h1>\(title) v\(version)</h1><img src=\"\(root)images/\(image)\"><a href=\"\(root)index.html\">home</a>"
                + "<script src=\"\(root)assets/\(script)\"></script></body></html>"
        }
        for number in 1...pages {
            try Data(page("Page \(number)", root: "../").utf8).write(to: folder.appendingPathComponent("pages/\(number).html"))
        }
        try Data(page("Home", root: "").utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("self.addEventListener('install', () => {}) // \(version)".utf8).write(to: folder.appendingPathComponent("sw.js"))
        try Data("{\"name\": \"v\(version)\"}".utf8).write(to: folder.appendingPathComponent("manifest.webmanifest"))
    }

    @Test func killedMidwayLeavesNoPageNamingAMissingFileAndTheNextDeployFinishes() throws {
        let server = try S3TestServer.shared()
        let bucket = S3TestServer.bucket("site")
        let cli = try FitTodayProcess()
        let s3 = S3Inspector(endpoint: server.endpoint)
        try s3.createBucket(bucket)
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://\(bucket)", extra: "jobs = 2\n"), to: "fittoday.toml")
        let site = URL(fileURLWithPath: cli.path("public"))
        try Self.writeSite(site, version: 1, pages: 12)
        #expect(try cli.run(["deploy", "--quiet"], environment: Self.environment(cli), timeout: 300).exitCode == 0)
        // Version 2 renames every asset and changes every page; each deploy is killed after a few more uploads.
        try Self.writeSite(site, version: 2, pages: 10)
        for stop in [1, 2, 4, 7] {
            let killed = try cli.run(["deploy", "--quiet"], environment: Self.environment(cli, ["FITTODAY_DEBUG_DEPLOY_STOP_AFTER_UPLOADS": "\(stop)"]),
                                     timeout: 300)
            #expect(killed.exitCode != 0, "the hook stops the deploy after \(stop) uploads")
            let missing = try s3.missingReferences(bucket)
            #expect(missing.isEmpty, "after a deploy killed after \(stop) uploads: \(missing)")
            #expect(try s3.objects(bucket)["pages/11.html"] != nil, "nothing is deleted before every upload is done")
        }
        let finish = try cli.run(["deploy", "--verbose"], environment: Self.environment(cli), timeout: 300)
        #expect(finish.exitCode == 0, "\(finish.stderr)")
        let objects = try s3.objects(bucket)
        let local = try Self.localFiles(site)
        #expect(Set(objects.keys) == Set(local.keys).union([".fittoday-deploy.json"]), "the old assets and pages are deleted")
        for (path, md5) in local { #expect(objects[path]?.etag == md5, "\(path)") }
        #expect(try s3.missingReferences(bucket).isEmpty)
        let again = try cli.run(["deploy", "--verbose"], environment: Self.environment(cli), timeout: 300)
        #expect(Self.actions(again.stderr).uploaded.isEmpty && Self.actions(again.stderr).deleted.isEmpty)
    }

    @Test func tooManyDeletesAreRefusedAndNothingChangesButForeignObjectsStay() throws {
        let server = try S3TestServer.shared()
        let bucket = S3TestServer.bucket("site")
        let cli = try FitTodayProcess()
        let s3 = S3Inspector(endpoint: server.endpoint)
        try s3.createBucket(bucket)
        try s3.put(bucket, key: "blog/pages/99.html", text: "a page someone else published")
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://\(bucket)/blog", extra: "\n[[deploy.headers]]\npattern = \"pages/*.html\"\ncache_control = \"max-age=60\"\n"), to: "fittoday.toml")
        let site = URL(fileURLWithPath: cli.path("public"))
        // An image rendition as the build names it (`<hash>.<width>x<height>.webp`) is kept a year, as every hashed image.
        let rendition = "images/0123456789abcdef.480x320.webp"
        try Self.writeSite(site, version: 1, pages: 8)
        try Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8).write(to: site.appendingPathComponent(rendition))
        #expect(try cli.run(["deploy", "--quiet"], environment: Self.environment(cli), timeout: 300).exitCode == 0)
        let published = try s3.objects(bucket)
        #expect(published["blog/pages/3.html"]?.cacheControl == "max-age=60", "[[deploy.headers]] overrides the default")
        #expect(published["blog/index.html"]?.cacheControl == "no-cache")
        #expect(published["blog/" + rendition]?.cacheControl == Self.immutable, "\(published["blog/" + rendition]?.cacheControl ?? "not published")")

        try Self.writeSite(site, version: 1, pages: 2)
        try Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8).write(to: site.appendingPathComponent(rendition))
        try Data("<html>changed</html>".utf8).write(to: site.appendingPathComponent("pages/1.html"))
        let dry = try cli.run(["deploy", "--dry-run", "--max-deletes", "3", "--locale", "en"], environment: Self.environment(cli), timeout: 300)
        #expect(dry.exitCode == 0)
        #expect(dry.stdout.contains("would upload pages/1.html (changed)"))
        for number in 3...8 { #expect(dry.stdout.contains("would delete pages/\(number).html (no longer part of the site)")) }
        #expect(!dry.stdout.contains("pages/99.html"), "a foreign object is never FitToday's to delete")
        #expect(dry.stdout.contains("more than --max-deletes allows (3)"))

        let refused = try cli.run(["deploy", "--max-deletes", "3", "--locale", "en"], environment: Self.environment(cli), timeout: 300)
        #expect(refused.exitCode == 24, "\(refused.stderr)")
        #expect(refused.stderr.contains("would delete more files than --max-deletes allows (6; the limit is 3)") && refused.stderr.contains("nothing was uploaded or deleted"))
        #expect(try s3.objects(bucket) == published, "a refused deploy changes nothing")

        let allowed = try cli.run(["deploy", "--max-deletes", "6", "--quiet"], environment: Self.environment(cli), timeout: 300)
        #expect(allowed.exitCode == 0, "\(allowed.stderr)")
        #expect(allowed.stdout.isEmpty && allowed.stderr.isEmpty, "--quiet says nothing on success")
        let objects = try s3.objects(bucket)
        #expect(objects["blog/pages/3.html"] == nil && objects["blog/pages/2.html"] != nil)
        #expect(objects["blog/pages/99.html"] != nil, "foreign objects stay")
    }

    static let faultProxy = #"""
    import http.client, http.server, sys
    listen, upstream, allowed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    state = {"puts": 0}
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True
        def log_message(self, *args):
            pass
        def forward(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            if self.command == "PUT" and ".fittoday-deploy.json" not in self.path:
                state["puts"] += 1
                if state["puts"] > allowed:
                    payload = b"<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>"
                    self.send_response(500)
                    self.send_header("Content-Type", "application/xml")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                    return
            connection = http.client.HTTPConnection("127.0.0.1", upstream, timeout=30)
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("connection", "expect")}
            connection.request(self.command, self.path, body=body, headers=headers)
            response = connection.getresponse()
            data = response.read()
            self.send_response(response.status)
            for key, value in response.getheaders():
                if key.lower() not in ("content-length", "connection", "transfer-encoding", "server", "date"):
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
        do_GET = do_PUT = do_DELETE = do_HEAD = do_POST = forward
    http.server.ThreadingHTTPServer(("127.0.0.1", listen), Handler).serve_forever()
    """#

    @Test func faultsEndWithASentenceAndTheirExitCode() throws {
        let server = try S3TestServer.shared()
        let bucket = S3TestServer.bucket("site")
        let cli = try FitTodayProcess()
        let s3 = S3Inspector(endpoint: server.endpoint)
        try s3.createBucket(bucket)
        let site = URL(fileURLWithPath: cli.path("public"))
        try Self.writeSite(site, version: 1, pages: 12)
        let english = ["--locale", "en"]

        // A missing bucket: 21.
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://no-such-bucket/x"), to: "fittoday.toml")
        let noBucket = try cli.run(["deploy"] + english, environment: Self.environment(cli), timeout: 120)
        #expect(noBucket.exitCode == 21, "\(noBucket.stderr)")
        #expect(noBucket.stderr.contains("The bucket no-such-bucket does not exist"))

        // Nothing listening: 22.
        let closed = try S3TestServer.freePort()
        try cli.write(Self.configuration(endpoint: "http://127.0.0.1:\(closed)", target: "s3://\(bucket)"), to: "fittoday.toml")
        let down = try cli.run(["deploy"] + english, environment: Self.environment(cli), timeout: 120)
        #expect(down.exitCode == 22, "\(down.stderr)")
        #expect(down.stderr.contains("Nothing answered at http://127.0.0.1:\(closed)"))

        // No credentials anywhere: 20; a profile of ~/.aws/credentials named by AWS_PROFILE works.
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://\(bucket)"), to: "fittoday.toml")
        let none = try cli.run(["deploy"] + english, environment: Self.environment(cli, ["AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": ""]), timeout: 120)
        #expect(none.exitCode == 20, "\(none.stderr)")
        #expect(none.stderr.contains("AWS_ACCESS_KEY_ID"))
        try FileManager.default.createDirectory(atPath: cli.path(".aws"), withIntermediateDirectories: true)
        try cli.write("[default]\naws_access_key_id = AKIADEFAULT\naws_secret_access_key = other\n\n[ft]\naws_access_key_id = AKIAPROFILE\naws_secret_access_key = profile-secret-do-not-print\n", to: ".aws/credentials")
        let wrongProfile = try cli.run(["deploy"] + english, environment: Self.environment(cli, ["AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": "", "AWS_PROFILE": "nope"]), timeout: 120)
        #expect(wrongProfile.exitCode == 20 && wrongProfile.stderr.contains("The profile nope (AWS_PROFILE) is not in"), "\(wrongProfile.stderr)")

        // A 500 part-way: 23, saying how far it got and that the next run finishes.
        let proxyPort = try S3TestServer.freePort()
        try cli.write(Self.faultProxy, to: "fault_proxy.py")
        let proxy = try DeployServerProcess("/usr/bin/env", ["python3", cli.path("fault_proxy.py"), String(proxyPort), String(server.port), "5"],
                                     environment: ProcessInfo.processInfo.environment, directory: cli.directory)
        defer { proxy.stop() }
        #expect(S3TestServer.waitForPort(proxyPort, seconds: 30))
        try cli.write(Self.configuration(endpoint: "http://127.0.0.1:\(proxyPort)", target: "s3://\(bucket)", extra: "jobs = 1\n"), to: "fittoday.toml")
        let failed = try cli.run(["deploy", "--verbose"] + english,
                                 environment: Self.environment(cli, ["AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": "", "AWS_PROFILE": "ft"]), timeout: 300)
        #expect(failed.exitCode == 23, "\(failed.stderr)")
        #expect(failed.stderr.contains("The storage failed (HTTP 500) after 5 of 18 uploads; nothing was deleted"), "\(failed.stderr)")
        #expect(!failed.stderr.contains("profile-secret-do-not-print"), "no log line prints a secret")
        #expect(try s3.missingReferences(bucket).isEmpty)
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://\(bucket)"), to: "fittoday.toml")
        let finished = try cli.run(["deploy", "--quiet"], environment: Self.environment(cli, ["AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": "", "AWS_PROFILE": "ft"]),
                                   timeout: 300)
        #expect(finished.exitCode == 0, "\(finished.stderr)")
        let objects = try s3.objects(bucket)
        for (path, md5) in try Self.localFiles(site) { #expect(objects[path]?.etag == md5, "\(path)") }

        // Credentials written into fittoday.toml: refused, saying where they go (configuration, 12).
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://\(bucket)", extra: "aws_secret_access_key = \"toml-secret\"\n"), to: "fittoday.toml")
        let inFile = try cli.run(["deploy"] + english, environment: Self.environment(cli), timeout: 120)
        #expect(inFile.exitCode == 12, "\(inFile.stderr)")
        #expect(inFile.stderr.contains("deploy.aws_secret_access_key") && inFile.stderr.contains("~/.aws/credentials") && !inFile.stderr.contains("toml-secret"))
    }

    @Test func credentialsTheStoreRefusesEndWithExitCode20() throws {
        // moto checks access keys once this many requests have been made without (here: at once).
        let server = try S3TestServer(environment: ["INITIAL_NO_AUTH_ACTION_COUNT": "0"])
        let cli = try FitTodayProcess()
        try Self.writeSite(URL(fileURLWithPath: cli.path("public")), version: 1, pages: 1)
        try cli.write(Self.configuration(endpoint: server.endpoint, target: "s3://site"), to: "fittoday.toml")
        let refused = try cli.run(["deploy", "--verbose", "--locale", "en"], environment: Self.environment(cli), timeout: 120)
        #expect(refused.exitCode == 20, "\(refused.stderr)")
        #expect(refused.stderr.contains("The storage refused the credentials ("))
        #expect(!refused.stderr.contains("test-secret-do-not-print"))
    }

    /// A loopback server that checks each request's signature with botocore's own S3 signer (the AWS SDK's), from
    /// the request as it arrived, and answers as an empty bucket would; it writes one line per request.
    static let signatureChecker = #"""
    import http.server, sys
    from botocore.auth import S3SigV4Auth
    from botocore.awsrequest import AWSRequest
    from botocore.credentials import Credentials
    port, secret, log = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True
        def log_message(self, *args):
            pass
        def answer(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            auth = self.headers.get("Authorization", "")
            try:
                signed = auth.split("SignedHeaders=")[1].split(",")[0].split(";")
                scope = auth.split("Credential=")[1].split(",")[0].split("/")
                request = AWSRequest(method=self.command, url="http://" + self.headers["Host"] + self.path,
                                     headers={name: self.headers[name] for name in signed}, data=body)
                request.context["timestamp"] = self.headers["x-amz-date"]
                signer = S3SigV4Auth(Credentials(scope[0], secret, self.headers.get("x-amz-security-token")), scope[3], scope[2])
                expected = signer.signature(signer.string_to_sign(request, signer.canonical_request(request)), request)
                verdict = "OK" if auth.endswith("Signature=" + expected) and "host" in signed and "x-amz-content-sha256" in signed else "MISMATCH"
            except Exception as error:
                verdict = "BROKEN " + repr(error)
            with open(log, "a") as out:
                out.write(f"{verdict} {self.command} {self.path}\n")
            if self.command == "GET" and "list-type=2" in self.path:
                payload, status = b"<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>", 200
            elif self.command == "GET":
                payload, status = b"<Error><Code>NoSuchKey</Code></Error>", 404
            else:
                payload, status = b"", 200
            self.send_response(status)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
        do_GET = do_PUT = do_DELETE = do_HEAD = answer
    http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
    """#

    @Test func everyRequestIsSignedAsBotocoreSignsIt() throws {
        let cli = try FitTodayProcess()
        let port = try S3TestServer.freePort()
        try cli.write(Self.signatureChecker, to: "signature_checker.py")
        let checker = try DeployServerProcess("/usr/bin/env", ["python3", cli.path("signature_checker.py"), String(port), "se+cr/et key", cli.path("signatures.log")],
                                       environment: ProcessInfo.processInfo.environment, directory: cli.directory)
        defer { checker.stop() }
        #expect(S3TestServer.waitForPort(port, seconds: 30))
        let site = URL(fileURLWithPath: cli.path("public"))
        try Self.writeSite(site, version: 1, pages: 1)
        // Names that need encoding, in the key and in the prefix, and a session token.
        try Data("x".utf8).write(to: site.appendingPathComponent("assets/we ird+name$ç.0123456789ab.css"))
        try cli.write(Self.configuration(endpoint: "http://127.0.0.1:\(port)", target: "s3://my-bucket.example/pre fix"), to: "fittoday.toml")
        let result = try cli.run(["deploy"], environment: Self.environment(cli, ["AWS_SECRET_ACCESS_KEY": "se+cr/et key", "AWS_SESSION_TOKEN": "session/token=="]),
                                 timeout: 120)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: cli.path("signatures.log"), encoding: .utf8).split(separator: "\n")
        // The listing, the manifest's read, its intent, 8 files, the final manifest.
        #expect(lines.count == 12, "\(lines)")
        for line in lines { #expect(line.hasPrefix("OK "), "\(line)") }
        #expect(lines.contains { $0.hasSuffix("PUT /my-bucket.example/pre%20fix/assets/we%20ird%2Bname%24%C3%A7.0123456789ab.css") })
    }

    /// The README's morning line with a deploy, run as cron runs it.
    @Test func theReadmeMorningLineBuildsAndDeploysSilently() throws {
        let server = try S3TestServer.shared()
        let bucket = S3TestServer.bucket("morning")
        let readme = try String(contentsOf: AnywhereTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Every morning").dropFirst().first?.components(separatedBy: "\n## ").first)
        let line = try #require(section.split(separator: "\n").first {
            $0.range(of: #"^\s*\d+ \d+ \* \* \* "#, options: .regularExpression) != nil && $0.contains(" deploy ")
        })
        let command = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 5).last.map(String.init) ?? ""
        #expect(command.contains("build") && command.contains("&&") && command.contains("deploy") && command.contains("--quiet"))
        let home = try FitTodayProcess()
        try FileManager.default.createDirectory(atPath: home.path(".local/bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path("treino/imagens"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path(".aws"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FitTodayProcess.executable.path, toPath: home.path(".local/bin/fittoday"))
        try home.write(Self.configuration(endpoint: server.endpoint, target: "s3://\(bucket)/site"), to: "treino/fittoday.toml")
        try home.write("[default]\naws_access_key_id = AKIAMORNING\naws_secret_access_key = morning-secret\n", to: ".aws/credentials")
        try S3Inspector(endpoint: server.endpoint).createBucket(bucket)
        let environment = ["HOME": home.directory.path, "PATH": "/usr/bin:/bin", "SHELL": "/bin/sh", "LOGNAME": "ana"]
        let setUp = try DeployServerProcess.run(home.path(".local/bin/fittoday"), ["init", "--goal", "hypertrophy", "--equipment", "full-gym", "--config", home.path("treino/fittoday.toml")],
                                          environment: environment, directory: home.directory.appendingPathComponent("treino"))
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        let cron = try DeployServerProcess.run("/bin/sh", ["-c", command], environment: environment, directory: home.directory)
        #expect(cron.exitCode == 0, "\(cron.stderr)")
        #expect(cron.stdout.isEmpty && cron.stderr.isEmpty, "--quiet prints nothing on success: \(cron.stdout)\(cron.stderr)")
        let objects = try S3Inspector(endpoint: server.endpoint).objects(bucket)
        #expect(objects["site/index.html"]?.body?.contains("<html") == true)
        #expect(objects["site/index.html"]?.etag == (try Self.md5(of: URL(fileURLWithPath: home.path("treino/public/index.html")))))
    }
}
