import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday build` as a cron job runs it: exit codes, a big history, a build killed midway.
@Suite(.waitsOnChildren) struct SiteBuildTests {
    /// Every `href="…"` and `src="…"` of the site's pages (no fragment, not a full URL) that names no file, as
    /// `page: target`. Read as bytes, and each target resolved once per folder: a site of 10 000 sessions has half a
    /// million links to a few hundred files, and a regular expression and a URL per link took seconds.
    static func brokenLinks(in root: URL) throws -> [String] {
        var broken: [String] = []
        var exists: [String: Bool] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)!
        while let file = enumerator.nextObject() as? String {
            guard file.hasSuffix(".html") else { continue }
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(file)))
            let folder = (file as NSString).deletingLastPathComponent
            for target in linkTargets(in: bytes) {
                if target.isEmpty || target.contains("://") { continue }
                let key = folder + "\u{0}" + target
                if exists[key] == nil {
                    exists[key] = FileManager.default.fileExists(atPath: resolve(target, in: root.path + "/" + folder))
                }
                if exists[key] == false {
                    broken.append("\(file): \(target)")
                }
            }
        }
        return broken
    }

    /// What `(?:href|src)="([^"#]*)"` captures in `bytes`, in order: C's `memchr` finds each `=` (a loop over
    /// every byte in a debug build is slower than the expression was).
    static func linkTargets(in bytes: [UInt8]) -> [String] {
        let href = Array("href".utf8), src = Array("src".utf8)
        var targets: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while index < buffer.count, let hit = memchr(base + index, Int32(UInt8(ascii: "=")), buffer.count - index) {
                let equals = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                index = equals + 1
                guard equals + 1 < buffer.count, buffer[equals + 1] == UInt8(ascii: "\""),
                      (equals >= 4 && buffer[(equals - 4)..<equals].elementsEqual(href))
                      || (equals >= 3 && buffer[(equals - 3)..<equals].elementsEqual(src)) else { continue }
                let start = equals + 2
                var end = start
                while end < buffer.count, buffer[end] != UInt8(ascii: "\""), buffer[end] != UInt8(ascii: "#") { end += 1 }
                if end < buffer.count, buffer[end] == UInt8(ascii: "\"") {
                    targets.append(String(decoding: buffer[start..<end], as: UTF8.self))
                    index = end + 1
                }
            }
        }
        return targets
    }

    /// `target` read from `folder`, with `.` and `..` worked out as a browser does.
    static func resolve(_ target: String, in folder: String) -> String {
        var parts: [Substring] = []
        for part in (folder + "/" + target).split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The byte scan finds what the expression it replaced finds, on a page with every kind of attribute.
    @Test func linkTargetsAreWhatTheExpressionFinds() throws {
        let page = ##"<a href="a/b.html">x</a><img src="../i.webp" srcset="x.webp 2x"><a href="#top"></a><a href="p.html#f"></a>"##
            + ##"<div data-src="d.png"></div><a href="">e</a><link href="https://x.org/s.css"><a href="unterminated"##
        let expression = try NSRegularExpression(pattern: ##"(?:href|src)="([^"#]*)""##)
        let expected = expression.matches(in: page, range: NSRange(page.startIndex..., in: page)).map {
            String(page[Range($0.range(at: 1), in: page)!])
        }
        #expect(Self.linkTargets(in: Array(page.utf8)) == expected)
        #expect(expected == ["a/b.html", "../i.webp", "d.png", "", "https://x.org/s.css"])
        #expect(Self.resolve("../../assets/s.css", in: "/site/history/page/2") == "/site/history/assets/s.css")
    }

    static func snapshot(_ root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)!
        while let file = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = root.appendingPathComponent(file).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[file] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }

    func cli() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content").standardizedFileURL
        try FileManager.default.createSymbolicLink(atPath: cli.path("content"), withDestinationPath: content.path)
        // Images from a local folder: no test ever reaches for the network.
        try FileManager.default.createDirectory(atPath: cli.path("images"), withIntermediateDirectories: true)
        try cli.write("[images]\nsource = \"images\"\n", to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    @Test func baseURLComesFromTheConfigurationOrTheFlagAndABadOneIsRefusedBeforeWriting() throws {
        let cli = try cli()
        try cli.write("[images]\nsource = \"images\"\n\n[site]\nbase_url = \"exemplo.com/treino\"\n", to: "fittoday.toml")
        let refused = try cli.run(["build", "--date", "2026-11-22"])
        #expect(refused.exitCode == 12)
        #expect(refused.stderr.contains("linha 5"), "\(refused.stderr)")
        #expect(refused.stderr.contains("fittoday.toml") && refused.stderr.contains("base_url"), "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.path("public")))
        try cli.write("[images]\nsource = \"images\"\n\n[site]\nbase_url = \"https://exemplo.com/treino\"\n", to: "fittoday.toml")
        #expect(try cli.run(["build", "--date", "2026-11-22", "--quiet"]).exitCode == 0)
        let sitemap = try String(contentsOfFile: cli.path("public/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://exemplo.com/treino/index.html</loc>"))
        // The flag wins over the file; a bad one is exit 2 in English too, and the site stays as it was.
        let flagged = try cli.run(["build", "--date", "2026-11-22", "--base-url", "https://outro.example/", "--quiet"])
        #expect(flagged.exitCode == 0, "\(flagged.stderr)")
        #expect(try String(contentsOfFile: cli.path("public/robots.txt"), encoding: .utf8).contains("https://outro.example/sitemap.xml"))
        let bad = try cli.run(["build", "--base-url", "ftp://outro.example/", "--locale", "en"])
        #expect(bad.exitCode == 2)
        #expect(bad.stderr.contains("--base-url"), "\(bad.stderr)")
        #expect(try String(contentsOfFile: cli.path("public/robots.txt"), encoding: .utf8).contains("https://outro.example/sitemap.xml"))
    }

    @Test func buildComposesTodaysPlanAndSummarises() throws {
        let cli = try cli()
        #expect(try cli.run(["checkin", "--focus", "upper", "--soreness", "2", "--date", "2026-11-22"]).exitCode == 0)
        let result = try cli.run(["build", "--date", "2026-11-22"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Site gerado em"))
        let site = URL(fileURLWithPath: cli.path("public"))
        let today = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(today.contains("Membros superiores"))
        #expect(today.contains("class=\"exercise\""))
        #expect(try Self.brokenLinks(in: site) == [])
        let quiet = try cli.run(["build", "--date", "2026-11-22", "--quiet", "--out", "elsewhere"])
        #expect(quiet.exitCode == 0 && quiet.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: cli.path("elsewhere/index.md")))
    }

    /// `fittoday history --page N` lists what the site's `history/page/N/` shows, and `history` the index.
    @Test func historyPagesOfTheCommandAndTheSiteAgree() throws {
        let cli = try cli()
        #expect(try cli.run(["dev", "seed", "--sessions", "47", "--days", "60", "--until", "2026-11-22", "--quiet"]).exitCode == 0)
        #expect(try cli.run(["build", "--date", "2026-11-22", "--quiet"]).exitCode == 0)
        let site = URL(fileURLWithPath: cli.path("public"))
        func linked(_ page: String) throws -> [Int] {
            let text = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            return text.components(separatedBy: "sessions/").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        }
        func listed(_ arguments: [String]) throws -> [Int] {
            try #require(try cli.json(["history"] + arguments)["sessions"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
        }
        let pages = try #require(try cli.json(["history"])["pages"] as? Int)
        #expect(pages == 3)
        for number in 1...pages {
            let ids = try listed(["--page", "\(number)"])
            #expect(ids.count == (number < pages ? 20 : 7))
            #expect(try linked("history/page/\(number)/index.html") == ids, "page \(number) differs")
        }
        #expect(try linked("history/index.html") == (try listed([])))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("history/page/4/index.html").path))
        let text = try cli.run(["history", "--page", "2"]).stdout
        #expect(text.contains("página 2 de 3") && text.contains("21–40") && text.contains("fittoday history --page 1"))
    }

    @Test func exitCodesACronJobCanActOn() throws {
        let bare = try FitTodayProcess()
        #expect(try bare.run(["build"]).exitCode == 6)
        let cli = try cli()
        try FileManager.default.createDirectory(atPath: cli.path("templates"), withIntermediateDirectories: true)
        try cli.write("{{#x}}\n", to: "templates/today.html.mustache")
        let broken = try cli.run(["build"])
        #expect(broken.exitCode == 15)
        #expect(broken.stderr.contains("today.html.mustache:"))
        try FileManager.default.removeItem(atPath: cli.path("templates/today.html.mustache"))
        // Another build holding the lock: this one waits a little, then says so.
        let holder = try ChildProcess.launch("/usr/bin/flock", [cli.path("public.lock"), "sleep", "30"])
        defer { holder.stop() }
        Thread.sleep(forTimeInterval: 0.3)
        let busy = try cli.run(["build"])
        #expect(busy.exitCode == 14)
        #expect(busy.stderr.contains("Outra geração do site"))
    }

    @Test func tenThousandSessionsAndABuildKilledMidway() throws {
        let cli = try cli()
        #expect(try cli.run(["dev", "seed", "--sessions", "10000", "--days", "3650", "--until", "2026-11-22", "--quiet"]).exitCode == 0)
        let first = try cli.run(["build", "--date", "2026-11-22"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let site = URL(fileURLWithPath: cli.path("public"))
        // 10 000 sessions: 500 pages of 20, the last one full.
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("history/page/500/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("history/page/501/index.html").path))
        let last = try String(contentsOf: site.appendingPathComponent("history/page/500/index.html"), encoding: .utf8)
        #expect(last.components(separatedBy: "<tr class=\"status-").count - 1 == 20)
        #expect(last.contains("<span aria-current=\"page\">500</span>"))
        let before = Self.snapshot(site)
        #expect(before.count > 20_000)
        #expect(try Self.brokenLinks(in: site) == [])

        // Another locale gives another site, every page rendered again (another day would only update the
        // site in place, in a fraction of a second); kill that build while it renders.
        // The debug build renders slowly enough to be killed midway (the release one takes about a second).
        let process = try cli.launch(["build", "--date", "2026-11-22", "--locale", "en", "--quiet"], stderr: .inherit,
                                     executable: FitTodayProcess.builtBesideTests)
        Thread.sleep(forTimeInterval: 2.0)
        #expect(process.isRunning, "the build finished before it could be killed")
        kill(process.pid, SIGKILL)
        #expect(try process.waitForExit(waitingFor: "the killed build") == .signaled(SIGKILL))
        #expect(Self.snapshot(site) == before)

        // The next build cleans up what the killed one left and succeeds.
        let again = try cli.run(["build", "--date", "2026-11-22"])
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stdout.contains(" 0 arquivos gravados"))
        let beside = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path)
        #expect(!beside.contains(".public.staging"))
    }
}

extension SiteBuildTests {
    /// A morning cron job with no check-in still gets a plan; someone following their own active plan sees it.
    @Test func withoutACheckInTheBuildShowsAFullBodyPlanOrTheActivePlan() throws {
        let cli = try cli()
        #expect(try cli.run(["build", "--date", "2026-11-22", "--quiet"]).exitCode == 0)
        let generated = try cli.json(["plan", "list", "--date", "2026-11-22"])["plans"] as? [[String: Any]] ?? []
        #expect(generated.count == 1)
        #expect(generated.first?["source"] as? String == "local")
        let today = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(today.contains("Corpo inteiro"))

        let own = try FitTodayProcess()
        try own.write("", to: "fittoday.toml")
        try own.initialize()
        #expect(try own.run(["plan", "new", "Meu treino de sempre", "--activate"]).exitCode == 0)
        #expect(try own.run(["build", "--date", "2026-11-22", "--quiet", "--offline"]).exitCode == 0)
        #expect((try own.json(["plan", "list"])["plans"] as? [Any])?.count == 1)
        #expect(try String(contentsOfFile: own.path("public/index.html"), encoding: .utf8).contains("Meu treino de sempre"))
    }
}
