import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// The real binary, tried as an unlucky or hostile user would (issue 16): every case ends in its documented
/// exit code and a friendly sentence, and nothing the person owns is lost.
@Suite(.waitsOnChildren) struct HardeningCommandTests {
    /// A database with a profile and a rest day on 2026-11-22, so `build --date 2026-11-22` composes nothing and
    /// needs no library.
    func cli() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        try cli.initialize()
        #expect(try cli.run(["checkin", "--focus", "rest", "--date", "2026-11-22"]).exitCode == 0)
        return cli
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    // MARK: 16.1 the output is the build's own

    @Test func buildIntoTheWorkingFolderIsRefusedAndTheDatabaseStays() throws {
        let cli = try cli()
        let result = try cli.run(["build", "--date", "2026-11-22", "--out", "."])
        #expect(result.exitCode == 16, "\(result.stderr)")
        #expect(result.stderr.contains("Não vou gerar o site"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(exists(cli.path("fittoday.sqlite")))
        #expect(try cli.run(["history"]).exitCode == 0)
        let english = try cli.run(["build", "--date", "2026-11-22", "--out", ".", "--locale", "en"])
        #expect(english.exitCode == 16 && english.stderr.contains("will not be built"))
    }

    @Test func anEmptyOutputSettingIsRefused() throws {
        let cli = try cli()
        try cli.write("[site]\noutput = \"\"\n", to: "fittoday.toml")
        let result = try cli.run(["build", "--date", "2026-11-22"])
        #expect(result.exitCode == 16, "\(result.stderr)")
        #expect(result.stderr.contains("output = \"public\""))
        #expect(exists(cli.path("fittoday.sqlite")) && exists(cli.path("fittoday.toml")))
        #expect(try cli.run(["build", "--date", "2026-11-22", "--out", ""]).exitCode == 16)
    }

    @Test func theLibraryTemplatesRootAndHomeAreRefused() throws {
        let cli = try cli()
        try FileManager.default.createDirectory(atPath: cli.path("content/exercises"), withIntermediateDirectories: true)
        // A real exercise file: every build reads content/ before it looks at its output.
        let prancha = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../content/exercises/prancha.md")
        try cli.write(try String(contentsOf: prancha.standardizedFileURL, encoding: .utf8), to: "content/exercises/prancha.md")
        try FileManager.default.createDirectory(atPath: cli.path("templates"), withIntermediateDirectories: true)
        try cli.write("keep", to: "templates/README.md")
        for output in ["content", "content/exercises", "templates", "/"] {
            let result = try cli.run(["build", "--date", "2026-11-22", "--out", output])
            #expect(result.exitCode == 16, "\(output): \(result.stderr)")
        }
        #expect(exists(cli.path("content/exercises/prancha.md")) && exists(cli.path("templates/README.md")))
        #expect(!exists("/.staging") && !exists("/.lock"))
        // A configuration or a database kept in a folder of its own.
        try FileManager.default.createDirectory(atPath: cli.path("conf"), withIntermediateDirectories: true)
        try cli.write("[site]\ntitle = \"Meu treino\"\n", to: "conf/fittoday.toml")
        // The database stays where it is (defaults would sit beside a configuration from another folder).
        let config = try cli.run(["build", "--date", "2026-11-22", "--config", "conf/fittoday.toml", "--db", "fittoday.sqlite", "--out", "conf"])
        #expect(config.exitCode == 16, "\(config.stderr)")
        #expect(config.stderr.contains("o arquivo de configuração"))
        try FileManager.default.createDirectory(atPath: cli.path("data"), withIntermediateDirectories: true)
        #expect(try cli.run(["init", "--db", "data/f.sqlite", "--goal", "strength", "--equipment", "home"]).exitCode == 0)
        #expect(try cli.run(["checkin", "--db", "data/f.sqlite", "--focus", "rest", "--date", "2026-11-22"]).exitCode == 0)
        let data = try cli.run(["build", "--db", "data/f.sqlite", "--date", "2026-11-22", "--out", "data"])
        #expect(data.exitCode == 16, "\(data.stderr)")
        #expect(data.stderr.contains("seus dados de treino"))
        #expect(exists(cli.path("conf/fittoday.toml")) && exists(cli.path("data/f.sqlite")))
        // The home folder, whatever it holds.
        try FileManager.default.createDirectory(atPath: cli.path("home"), withIntermediateDirectories: true)
        let home = try cli.run(["build", "--date", "2026-11-22", "--out", cli.path("home")], environment: ["HOME": cli.path("home")])
        #expect(home.exitCode == 16, "\(home.stderr)")
    }

    @Test func aFolderOfOtherFilesIsRefusedAndVerboseSaysWhy() throws {
        let cli = try cli()
        try FileManager.default.createDirectory(atPath: cli.path("docs"), withIntermediateDirectories: true)
        try cli.write("mine", to: "docs/notes.txt")
        let result = try cli.run(["build", "--date", "2026-11-22", "--out", "docs"])
        #expect(result.exitCode == 16)
        #expect(result.stderr.contains("docs"))
        #expect(exists(cli.path("docs/notes.txt")))
        // Its own site, built again, is fine.
        #expect(try cli.run(["build", "--date", "2026-11-22", "--out", "site"]).exitCode == 0)
        #expect(try cli.run(["build", "--date", "2026-11-22", "--out", "site"]).exitCode == 0)
    }

    @Test func anOutputThatIsASymlinkIsBuiltThrough() throws {
        let cli = try cli()
        try FileManager.default.createDirectory(atPath: cli.path("www"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.path("public"), withDestinationPath: "www")
        let result = try cli.run(["build", "--date", "2026-11-22"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(exists(cli.path("www/index.html")))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: cli.path("public")) == "www")
        #expect(try cli.run(["build", "--date", "2026-11-22"]).exitCode == 0)
    }

    // MARK: 16.6 a read-only output

    /// Runs the binary as `nobody` when the tests run as root (root writes anywhere), else as is.
    private func runUnprivileged(_ cli: FitTodayProcess, _ arguments: [String],
                                 executable: URL? = nil) throws -> FitTodayProcess.Result {
        guard getuid() == 0 else { return try cli.run(arguments, executable: executable) }
        try ChildProcess.run("/bin/chown", ["-R", "65534:65534", cli.directory.path], deadline: 60)
        chmod(cli.directory.path, 0o755)
        return try cli.run(arguments, launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"], executable: executable)
    }

    @Test func aReadOnlyOutputIsAFriendlyErrorWithDetailAndNoLeftovers() throws {
        let cli = try cli()
        #expect(try cli.run(["build", "--date", "2026-11-22"]).exitCode == 0)
        chmod(cli.path("public"), 0o555)
        defer { chmod(cli.path("public"), 0o755) }
        let result = try runUnprivileged(cli, ["build", "--date", "2026-11-22", "--verbose"])
        #expect(result.exitCode == 16, "\(result.stderr)")
        #expect(result.stderr.contains("Não consegui gravar o site"))
        #expect(result.stderr.contains("not writable"))
        #expect(!exists(cli.path(".public.old")) && !exists(cli.path(".public.staging")))
        let quiet = try runUnprivileged(cli, ["build", "--date", "2026-11-22"])
        #expect(quiet.exitCode == 16)
        #expect(!quiet.stderr.contains("not writable"))
        chmod(cli.path("public"), 0o755)
        #expect(try runUnprivileged(cli, ["build", "--date", "2026-11-22"]).exitCode == 0)
        #expect(!exists(cli.path(".public.old")))
    }

    // MARK: 28.6 no trap from the platform underneath

    /// Whether this machine lets `nobody` run a program inside a folder only root can read (as `mktemp -d` makes
    /// one): where it does, Foundation's `Bundle.main` cannot look at the program's folder and traps when networking
    /// is created; a kernel that refuses the program outright leaves nothing to test.
    static let lockedFolderRunsPrograms: Bool = {
        guard getuid() == 0, let folder = try? makeLockedFolder() else { return false }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try? ChildProcess.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", folder + "/bin/fittoday", "--version"],
                                        stdout: .discard, stderr: .discard, deadline: 60)
        return run?.termination == .exited(0)
    }()

    /// A copy of the binary in `bin/` (as in a checkout's `.build/debug/`) inside a new folder of mode 700 owned by root.
    static func makeLockedFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-locked-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: FitTodayProcess.executable.path, toPath: folder + "/bin/fittoday")
        return folder
    }

    /// The binary run by `nobody` from a folder it cannot read, wherever the checkout lives: a build that needs the
    /// network asks for its images (libcurl, not Foundation's networking, which trapped there), and an `--offline`
    /// build and a build from a folder of images succeed in silence.
    @Test(.enabled(if: lockedFolderRunsPrograms, "needs root, setpriv and a kernel that runs a program in a folder its user cannot read"))
    func aProgramInAFolderItsUserCannotReadNeverTraps() throws {
        let folder = try Self.makeLockedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cli = try cli()
        try FileManager.default.createDirectory(atPath: cli.path("images"), withIntermediateDirectories: true)
        let run = { (arguments: [String]) throws -> FitTodayProcess.Result in
            try self.runUnprivileged(cli, arguments, executable: URL(fileURLWithPath: folder + "/bin/fittoday"))
        }
        // A port nothing listens on: the request is really made, and refused.
        let remote = try run(["build", "--date", "2026-11-22", "--image-source", "http://127.0.0.1:9/images/"])
        #expect(remote.exitCode == 0, "\(remote.stderr)")
        #expect(!remote.stderr.contains("Fatal error") && !remote.stderr.contains("Bundle"), "\(remote.stderr)")
        #expect(!remote.stderr.contains("libcurl"), "\(remote.stderr)")
        for arguments in [["--offline"], ["--image-source", "images"]] {
            let result = try run(["build", "--date", "2026-11-22", "--quiet"] + arguments)
            #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
            // A coverage build's binary also says, run as `nobody`, that it cannot write its profile: that is not ours.
            let said = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("LLVM Profile Error") }
            #expect(said.isEmpty, "\(arguments): \(result.stderr)")
        }
    }

    // MARK: 16.8 --force writes only over regular files

    @Test func forceNeverReplacesALinkAFifoOrAFolder() throws {
        let cli = try cli()
        try cli.write("precious", to: "precious.txt")
        try FileManager.default.createSymbolicLink(atPath: cli.path("link.json"), withDestinationPath: "precious.txt")
        #expect(mkfifo(cli.path("fifo"), 0o600) == 0)
        try FileManager.default.createDirectory(atPath: cli.path("folder"), withIntermediateDirectories: true)
        for target in ["link.json", "fifo", "folder"] {
            for command in [["export", "json", "--output", target, "--force"], ["backup", target, "--force"]] {
                let result = try cli.run(command)
                #expect(result.exitCode == 2, "\(command): \(result.stderr)")
                #expect(result.stderr.contains("não é um arquivo comum"), "\(command)")
            }
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: cli.path("link.json")) == "precious.txt")
        #expect(FileManager.default.contents(atPath: cli.path("precious.txt")) == Data("precious".utf8))
        var info = stat()
        #expect(lstat(cli.path("fifo"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        // A regular file is still replaced.
        try cli.write("old", to: "export.json")
        #expect(try cli.run(["export", "json", "--output", "export.json", "--force"]).exitCode == 0)
        #expect(FileManager.default.contents(atPath: cli.path("export.json")) != Data("old".utf8))
    }

    // MARK: 16.9 the database guard

    private func setUserVersion(_ version: Int, in cli: FitTodayProcess) throws {
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = \(version)") }
        try queue.close()
    }

    @Test(arguments: [-1, -2_147_483_648, 0])
    func aNegativeOrZeroUserVersionIsDamagedNotACrash(_ version: Int) throws {
        let cli = try cli()
        try setUserVersion(version, in: cli)
        for command in [["history"], ["plan", "list"], ["checkin", "--focus", "upper"]] {
            let result = try cli.run(command)
            #expect(result.exitCode == 8, "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("Stack") && result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func aLoweredUserVersionIsDamaged() throws {
        let cli = try cli()
        try setUserVersion(1, in: cli)
        for command in [["history"], ["checkin", "--focus", "upper"]] {
            let result = try cli.run(command)
            #expect(result.exitCode == 8, "\(command): \(result.stderr)")
        }
    }

    @Test func aFifoAsTheDatabaseIsRefusedAtOnce() throws {
        let cli = try FitTodayProcess()
        #expect(mkfifo(cli.path("fifo.db"), 0o600) == 0)
        let started = Date()
        let result = try cli.run(["history", "--db", "fifo.db"], timeout: 30)
        #expect(result.exitCode == 9, "\(result.stderr)")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    // MARK: 16.13 terminal output

    @Test func controlCharactersInDataNeverReachTheTerminal() throws {
        let cli = try cli()
        let name = "Treino \u{1B}[2J\u{1B}]0;pwned\u{07}A\u{9B}31m"
        #expect(try cli.run(["plan", "new", name, "--description", "linha\u{1B}[31m\nnova"]).exitCode == 0)
        #expect(try cli.run(["plan", "add-exercise", "1", "Remada \u{1B}[5mcurvada", "--sets", "3", "--reps", "10", "--rest", "60"]).exitCode == 0)
        #expect(try cli.run(["plan", "activate", "1"]).exitCode == 0)
        #expect(try cli.run(["log", "--status", "completed", "--date", "2026-11-21"]).exitCode == 0)
        for command in [["plan", "list"], ["plan", "show", "1"], ["history"]] {
            let result = try cli.run(command)
            #expect(result.exitCode == 0, "\(command): \(result.stderr)")
            let controls = result.stdout.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "\(command): \(result.stdout.debugDescription)")
            #expect(result.stdout.contains("Treino"))
        }
        // JSON keeps the exact text, escaped.
        let json = try cli.run(["plan", "show", "1", "--format", "json"])
        #expect(json.stdout.contains("\\u001b[2J") || json.stdout.contains("\\u001B[2J"))
    }

    // MARK: 16.2 and 16.3 names and dates are bounded where they come in

    @Test func longExerciseNamesAreRefusedWithASentence() throws {
        let cli = try cli()
        let long = String(repeating: "a", count: 300)
        #expect(try cli.run(["plan", "new", "Treino A"]).exitCode == 0)
        let add = try cli.run(["plan", "add-exercise", "1", long, "--sets", "3", "--reps", "10", "--rest", "60"])
        #expect(add.exitCode == 3, "\(add.stderr)")
        #expect(add.stderr.contains("até 100 letras"))
        let log = try cli.run(["log", "--status", "completed", "--set", "\(long):10x20"])
        #expect(log.exitCode == 3, "\(log.stderr)")
        // A hundred characters is fine, and builds.
        let hundred = String(repeating: "b", count: 100)
        #expect(try cli.run(["log", "--status", "completed", "--date", "2026-11-21", "--set", "\(hundred):10x20"]).exitCode == 0)
        #expect(try cli.run(["build", "--date", "2026-11-22"]).exitCode == 0)
    }

    @Test func datesOutsideTheAcceptedYearsAreRefused() throws {
        let cli = try cli()
        for date in ["9999-12-31", "1899-12-31", "2101-01-01"] {
            for command in [["checkin", "--focus", "upper", "--date", date], ["log", "--status", "skipped", "--date", date],
                            ["build", "--date", date]] {
                let result = try cli.run(command)
                #expect(result.exitCode == 3, "\(command): \(result.stderr)")
                #expect(result.stderr.contains("1900 a 2100"), "\(command)")
            }
        }
        #expect(try cli.run(["checkin", "--focus", "upper", "--date", "2100-12-31"]).exitCode == 0)
    }

    @Test func aDatabaseAlreadyHoldingAYear10000EndTimeIsReadable() throws {
        let cli = try cli()
        #expect(try cli.run(["log", "--status", "completed", "--date", "2026-11-21", "--duration", "30"]).exitCode == 0)
        let queue = try DatabaseQueue(path: cli.path("fittoday.sqlite"))
        try queue.write { db in
            try db.execute(sql: "UPDATE workout_session SET started_at = '9999-12-31 23:50:00', completed_at = '10000-01-01 00:20:00'")
        }
        try queue.close()
        let history = try cli.run(["history"])
        #expect(history.exitCode == 0, "\(history.stderr)")
        #expect(history.stdout.contains("10000-01-01"))
        #expect(try cli.run(["export", "json", "--output", "out.json"]).exitCode == 0)
        #expect(try cli.run(["build", "--date", "2026-11-22"]).exitCode == 0)
    }
}
