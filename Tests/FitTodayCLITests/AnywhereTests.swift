import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// FitToday as a person adopts it: any folder, a binary copied anywhere, cron, help in their language.
@Suite(.waitsOnChildren) struct AnywhereTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `executable` in `directory` with exactly `environment`, stdin from /dev/null (no terminal).
    static func run(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String]) throws -> FitTodayProcess.Result {
        let result = try ChildProcess.run(executable, arguments, environment: environment, directory: directory)
        return FitTodayProcess.Result(exitCode: result.exitCode, stdout: result.stdoutText, stderr: result.stderrText)
    }

    /// Folders under public/exercises: one per exercise page.
    static func exercisePages(_ cli: FitTodayProcess) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cli.path("public/exercises")).filter {
            FileManager.default.fileExists(atPath: cli.path("public/exercises/\($0)/index.html"))
        }
    }

    @Test func everyCommandWorksInAnEmptyFolder() throws {
        let cli = try FitTodayProcess()
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).isEmpty)
        for arguments in [["init", "--goal", "hypertrophy", "--equipment", "full-gym"], ["checkin", "--focus", "upper", "--soreness", "0"],
                          ["plan", "generate"], ["log", "--set", "Supino reto com barra:8x60"], ["build", "--offline"], ["history"]] {
            let result = try cli.run(arguments)
            #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("virou um exercício seu"), "\(arguments): \(result.stdout)")
        }
        // The set went to the library's exercise, not to a new one of the person's own.
        let database = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        let logged = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT s.exercise_id, e.origin FROM logged_set s JOIN exercise e ON e.id = s.exercise_id")
        }
        #expect(logged.count == 1)
        #expect(logged.first?["exercise_id"] as String? == "supino-reto-com-barra")
        #expect(logged.first?["origin"] as String? == "content")
        #expect(try Self.exercisePages(cli).count >= 150)
        #expect(!(try cli.run(["history"]).stdout.contains("Nenhum treino")))
    }

    @Test func aContentFileOverridesTheBuiltInOneAndEveryEditReachesThePagesThatShowIt() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["checkin", "--focus", "upper", "--soreness", "0", "--date", "2026-11-23"]).exitCode == 0)
        #expect(try cli.run(["build", "--offline", "--date", "2026-11-23"]).exitCode == 0)
        let plans = try cli.run(["plan", "list", "--format", "json"]).stdout
        let page = "public/exercises/supino-reto-com-barra/index.html"
        let builtIn = try String(contentsOf: Self.repository.appendingPathComponent("content/exercises/supino-reto-com-barra.md"), encoding: .utf8)
        try FileManager.default.createDirectory(atPath: cli.path("content/exercises"), withIntermediateDirectories: true)
        var before = SiteBuildTests.snapshot(cli.directory.appendingPathComponent("public"))
        for version in ["Primeira versão minha do supino.", "Segunda versão minha do supino."] {
            try cli.write(builtIn.replacingOccurrences(of: "## Segurança", with: version + "\n\n## Segurança"), to: "content/exercises/supino-reto-com-barra.md")
            let build = try cli.run(["build", "--offline", "--date", "2026-11-23"])
            #expect(build.exitCode == 0, "\(build.stderr)")
            let html = try String(contentsOfFile: cli.path(page), encoding: .utf8)
            #expect(html.contains(version))
            let after = SiteBuildTests.snapshot(cli.directory.appendingPathComponent("public"))
            let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }
            #expect(changed.contains("exercises/supino-reto-com-barra/index.html"))
            // Exactly the pages that show the exercise changed: each of them names it. The service worker's cache
            // is named by a digest of what it keeps offline (today's page among them), so it may change too.
            for file in changed where file != "sw.js" {
                let text = String(decoding: after[file] ?? Data(), as: UTF8.self)
                #expect(text.contains("supino-reto-com-barra") || text.contains(version), "\(file) changed but does not show the exercise")
            }
            #expect(changed.count < after.count / 4, "\(changed.count) of \(after.count) files changed")
            before = after
        }
        #expect(try cli.run(["plan", "list", "--format", "json"]).stdout == plans, "no new plan was composed")
    }

    @Test func renamingOrRemovingAnExerciseTheHistoryUsesKeepsTheHistory() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try FileManager.default.createDirectory(atPath: cli.path("content/exercises"), withIntermediateDirectories: true)
        try cli.write(OverrideExercise.portuguese(), to: "content/" + OverrideExercise.path)
        #expect(try cli.run(["build", "--offline", "--date", "2026-11-23"]).exitCode == 0)
        let logged = try cli.run(["log", "--set", "Remada na árvore:12", "--date", "2026-11-23"])
        #expect(logged.exitCode == 0 && !logged.stdout.contains("virou um exercício seu"), "\(logged.stdout)")
        #expect(try cli.run(["build", "--offline", "--date", "2026-11-23"]).exitCode == 0)
        let sessions = try FileManager.default.contentsOfDirectory(atPath: cli.path("public/history/sessions")).filter { $0.hasSuffix(".html") }
        #expect(sessions.count == 1)
        let session = "public/history/sessions/" + (sessions.first ?? "")
        #expect(try String(contentsOfFile: cli.path(session), encoding: .utf8).contains("Remada na árvore"))
        // Renamed: the session shows the new name.
        try cli.write(OverrideExercise.portuguese(name: "Remada australiana no galho"), to: "content/" + OverrideExercise.path)
        #expect(try cli.run(["build", "--offline", "--date", "2026-11-23"]).exitCode == 0)
        #expect(try String(contentsOfFile: cli.path(session), encoding: .utf8).contains("Remada australiana no galho"))
        // Removed from content/: the session and its set are still there.
        try FileManager.default.removeItem(atPath: cli.path("content/exercises/remada-na-arvore.md"))
        let build = try cli.run(["build", "--offline", "--date", "2026-11-23"])
        #expect(build.exitCode == 0, "\(build.stderr)")
        #expect(try String(contentsOfFile: cli.path(session), encoding: .utf8).contains("Remada australiana no galho"))
        let history = try cli.json(["history"])
        let first = (history["sessions"] as? [[String: Any]])?.first
        #expect(first?["set_count"] as? Int == 1)
    }

    @Test func theBinaryCopiedAloneBuildsTheWholeSite() throws {
        let home = try FitTodayProcess()
        try FileManager.default.createDirectory(atPath: home.path("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path("elsewhere"), withIntermediateDirectories: true)
        let binary = home.path("bin/fittoday")
        try FileManager.default.copyItem(atPath: FitTodayProcess.executable.path, toPath: binary)
        let environment = ["PATH": "/usr/bin:/bin", "HOME": home.directory.path, "XDG_CACHE_HOME": home.path("cache")]
        let folder = home.directory.appendingPathComponent("elsewhere")
        #expect(try Self.run(binary, ["init", "--goal", "strength", "--equipment", "home", "--quiet"], in: folder, environment: environment).exitCode == 0)
        let build = try Self.run(binary, ["build", "--offline"], in: folder, environment: environment)
        #expect(build.exitCode == 0, "\(build.stderr)")
        let index = try String(contentsOfFile: home.path("elsewhere/public/index.html"), encoding: .utf8)
        #expect(index.contains("assets/style."))
        let assets = try FileManager.default.contentsOfDirectory(atPath: home.path("elsewhere/public/assets"))
        #expect(assets.contains { $0.hasPrefix("style.") && $0.hasSuffix(".css") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path("elsewhere/public/exercises")).count >= 150)
    }

    @Test func aConfiguredLibraryFolderThatIsMissingIsAFriendlyError() throws {
        let cli = try FitTodayProcess()
        try cli.write("[site]\ncontent_dir = \"minha-biblioteca\"\n", to: "fittoday.toml")
        let result = try cli.run(["init", "--goal", "general", "--equipment", "bodyweight"])
        #expect(result.exitCode == 13)
        #expect(result.stderr.contains(cli.path("minha-biblioteca") + "/"))
        #expect(result.stderr.contains("[site] content_dir"))
        #expect(result.stderr.contains("pasta"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("fittoday.sqlite")), "nothing written")
    }

    @Test func duplicateNamesInContentAreReported() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        try FileManager.default.createDirectory(atPath: cli.path("content/exercises"), withIntermediateDirectories: true)
        try cli.write("+++\nid = \"meu-supino\"\nname = \"Supino reto com barra\"\nmuscle_group = \"chest\"\nequipment = \"full-gym\"\nlevel = \"beginner\"\nrole = \"main\"\npattern = \"horizontal-push\"\n+++\nOutro.\n",
                      to: "content/exercises/meu-supino.md")
        let result = try cli.run(["build", "--offline"])
        #expect(result.exitCode == 13)
        #expect(result.stderr.contains("Supino reto com barra"))
        #expect(result.stderr.contains("meu-supino.md") || result.stderr.contains("supino-reto-com-barra.md"))
    }

    @Test func anUnknownLocaleOrImageFolderIsNeverASilentFallback() throws {
        let cli = try FitTodayProcess()
        try cli.initialize()
        let locale = try cli.run(["history", "--locale", "xx"])
        #expect(locale.exitCode == 2)
        #expect(locale.stderr.contains("--locale") && locale.stderr.contains("pt-BR, en"))
        let variable = try cli.run(["history"], environment: ["FITTODAY_LOCALE": "xx"])
        #expect(variable.exitCode == 0)
        #expect(variable.stderr.components(separatedBy: "FITTODAY_LOCALE=xx").count == 2, "one clear warning: \(variable.stderr)")
        let images = try cli.run(["build", "--image-source", "/no/such/folder"])
        #expect(images.exitCode == 2)
        #expect(images.stderr.contains("/no/such/folder/"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("public")), "nothing built")
    }

    @Test(arguments: [["--help"], ["serve", "--help"], ["log", "--help"], ["plan", "list", "--help"], ["help", "build"], ["plan"]])
    func helpIsInPortugueseByDefault(_ arguments: [String]) throws {
        let result = try FitTodayProcess().run(arguments)
        #expect(result.exitCode == 0)
        for english in ["USAGE", "OPTIONS", "OVERVIEW", "SUBCOMMANDS", "(default:", "Show help information"] {
            #expect(!result.stdout.contains(english), "\(arguments): \(english)")
        }
        #expect(result.stdout.contains("USO: fittoday"))
    }

    @Test func helpFollowsLocaleTheVariableAndLang() throws {
        let cli = try FitTodayProcess()
        for (arguments, environment) in [(["serve", "--help", "--locale", "en"], [String: String]()), (["serve", "--help"], ["FITTODAY_LOCALE": "en"]),
                                         (["serve", "--help"], ["LANG": "en_US.UTF-8"])] {
            let result = try cli.run(arguments, environment: environment)
            #expect(result.exitCode == 0)
            #expect(result.stdout.contains("USAGE: fittoday serve"))
            #expect(result.stdout.contains("Port on 127.0.0.1"))
            #expect(result.stdout.contains("Examples:"))
            #expect(!result.stdout.contains("Exemplos"))
        }
        let portuguese = try cli.run(["serve", "--help"], environment: ["LANG": "pt_BR.UTF-8"])
        #expect(portuguese.stdout.contains("Porta em 127.0.0.1") && portuguese.stdout.contains("(padrão: 8080)"))
    }

    @Test func unknownNamesSayWhichAndSuggestTheClosest() throws {
        let cli = try FitTodayProcess()
        let command = try cli.run(["plann", "list"])
        #expect(command.exitCode == 2)
        #expect(command.stderr.contains("plann") && command.stderr.contains("você quis dizer `plan`?") && command.stderr.contains("fittoday plan --help"))
        let option = try cli.run(["plan", "list", "--formt", "json"])
        #expect(option.exitCode == 2)
        #expect(option.stderr.contains("--formt") && option.stderr.contains("`--format`") && option.stderr.contains("fittoday plan list --help"))
        #expect(try cli.run(["build", "--off"]).stderr.contains("`--offline`"))
        let nothingClose = try cli.run(["--locale", "en", "--bogus"])
        #expect(nothingClose.exitCode == 2 && nothingClose.stderr.contains("--bogus") && !nothingClose.stderr.contains("did you mean"))
        let number = try cli.run(["serve", "--port", "abc"])
        #expect(number.exitCode == 2 && number.stderr.contains("--port") && number.stderr.contains("\"abc\""))
        let english = try cli.run(["histroy", "--locale", "en"])
        #expect(english.exitCode == 2)
        #expect(english.stderr.contains("did you mean `history`?") && english.stderr.contains("fittoday history --help"))
    }

    @Test func commonOptionsWorkBeforeOrAfterTheCommand() throws {
        let cli = try FitTodayProcess()
        let before = try cli.run(["--db", "outro.sqlite", "--quiet", "init", "--goal", "general", "--equipment", "home"])
        #expect(before.exitCode == 0, "\(before.stderr)")
        #expect(before.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: cli.path("outro.sqlite")))
        #expect(try cli.run(["--db=outro.sqlite", "plan", "list"]).exitCode == 0)
        #expect(try cli.run(["plan", "--db", "outro.sqlite", "list"]).exitCode == 0)
        let english = try cli.run(["--locale", "en", "history"])
        #expect(english.exitCode == 6)
        #expect(english.stderr.contains("fittoday init"))
        #expect(!english.stderr.contains("Ainda"))
    }

    @Test func versionIsPrinted() throws {
        let result = try FitTodayProcess().run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    /// The crontab line of README's "Every morning", run as cron runs it.
    @Test func theReadmeCrontabLineBuildsTheSiteSilently() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Every morning").dropFirst().first)
        let line = try #require(section.split(separator: "\n").first { $0.range(of: #"^\s*\d+ \d+ \* \* \* "#, options: .regularExpression) != nil })
        let command = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 5).last.map(String.init) ?? ""
        #expect(command.contains("fittoday") && command.contains("--quiet"))
        // HOME as cron sets it: the binary installed with PREFIX=~/.local, the data in ~/treino.
        let home = try FitTodayProcess()
        try FileManager.default.createDirectory(atPath: home.path(".local/bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path("treino/imagens"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FitTodayProcess.executable.path, toPath: home.path(".local/bin/fittoday"))
        try home.write("[images]\nsource = \"imagens\"\n", to: "treino/fittoday.toml")
        let environment = ["HOME": home.directory.path, "PATH": "/usr/bin:/bin", "SHELL": "/bin/sh", "LOGNAME": "ana"]
        let setUp = try Self.run(home.path(".local/bin/fittoday"), ["init", "--goal", "hypertrophy", "--equipment", "full-gym", "--config", home.path("treino/fittoday.toml")],
                                 in: home.directory.appendingPathComponent("treino"), environment: environment)
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        let cron = try Self.run("/bin/sh", ["-c", command], in: home.directory, environment: environment)
        #expect(cron.exitCode == 0, "\(cron.stderr)")
        #expect(cron.stdout.isEmpty && cron.stderr.isEmpty, "--quiet prints nothing on success: \(cron.stdout)\(cron.stderr)")
        let index = try String(contentsOfFile: home.path("treino/public/index.html"), encoding: .utf8)
        #expect(index.contains("<html"))
        #expect(!FileManager.default.fileExists(atPath: home.path("public")), "the site goes beside the configuration, not into cron's folder")
    }
}
