import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday build` as a cron job runs it: exit codes, a big history, a build killed midway.
@Suite(.waitsOnChildren) struct SiteBuildTests {
    /// Internal links in HTML files that do not resolve to a file. The pattern is compiled once, and each resolved
    /// path looked up once: a 10 000-session site has 20 000 pages whose links name the same few files.
    static func brokenLinks(in root: URL) throws -> [String] {
        var broken: [String] = []
        var exists: [String: Bool] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)!
        while let file = enumerator.nextObject() as? String {
            guard file.hasSuffix(".html") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let base = root.appendingPathComponent(file).deletingLastPathComponent()
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                if target.isEmpty || target.contains("://") { continue }
                let path = base.appendingPathComponent(target).standardizedFileURL.path
                if exists[path] == nil { exists[path] = FileManager.default.fileExists(atPath: path) }
                if exists[path] == false {
                    broken.append("\(file): \(target)")
                }
            }
        }
        return broken
    }

    nonisolated(unsafe) private static let link = try! NSRegularExpression(pattern: ##"(?:href|src)="([^"#]*)"##)

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
