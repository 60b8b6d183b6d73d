import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday build` run again with nothing changed stops on its start key, before the data, the library or the images
/// are read; each kind of input changed in between (the data, the day, the language, the settings, a library file
/// edited in place, a template, an image, a page of the site deleted) sends it the long way, and the site shows it.
@Suite(.waitsOnChildren) struct StartKeyBuildTests {
    static let early = "Build plan: nothing to do (the same command line"

    /// A folder whose inputs are all on disk (the library, templates and images in folders of their own), settled.
    func cli() throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
        for folder in ["content/exercises", "templates", "images/Air_Bike"] {
            try FileManager.default.createDirectory(atPath: cli.path(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: repository.appendingPathComponent("content/exercises/abdominal-bicicleta.md").path,
                                         toPath: cli.path("content/exercises/abdominal-bicicleta.md"))
        try cli.write("[images]\nsource = \"images\"\n", to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    /// Waits out the two seconds (counted in whole seconds) in which a file just written may change again unseen: a
    /// start key is kept only after.
    func settle() {
        Thread.sleep(forTimeInterval: 3.1)
    }

    func build(_ cli: FitTodayProcess, _ extra: [String] = []) throws -> (early: Bool, stdout: String) {
        let result = try cli.run(["build", "--date", "2026-11-22", "--verbose"] + extra)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return (result.stderr.contains(Self.early), result.stdout)
    }

    func page(_ cli: FitTodayProcess, _ path: String) throws -> String {
        try String(contentsOfFile: cli.path("public/" + path), encoding: .utf8)
    }

    @Test func aRebuildStopsEarlyOnlyWhileEveryInputIsTheSame() throws {
        let cli = try cli()
        settle()
        #expect(try build(cli).early == false)
        let before = SiteBuildTests.snapshot(URL(fileURLWithPath: cli.path("public")))
        let again = try build(cli)
        #expect(again.early && again.stdout.contains("0 arquivos gravados"), "\(again.stdout)")
        #expect(SiteBuildTests.snapshot(URL(fileURLWithPath: cli.path("public"))) == before)
        // Nothing but the site and the state beside it, as any build leaves.
        let beside = try FileManager.default.contentsOfDirectory(atPath: cli.path(".")).sorted()
        #expect(beside == [".fittoday.sqlite.library", ".public.state", "content", "fittoday.sqlite", "fittoday.toml", "images", "public",
                           "public.lock", "templates"], "\(beside)")

        // New data: a session logged.
        let sessions = (try? FileManager.default.contentsOfDirectory(atPath: cli.path("public/history/sessions")).count) ?? 0
        #expect(try cli.run(["log", "--date", "2026-11-22", "--set", "Abdominal bicicleta:15", "--quiet"]).exitCode == 0)
        #expect(try build(cli).early == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("public/history/sessions")).count == sessions + 2)
        #expect(try build(cli).early)
        // Another day, another language, offline: each its own key.
        #expect(try build(cli, ["--date", "2026-11-23"]).early == false)
        #expect(try build(cli, ["--locale", "en"]).early == false)
        #expect(try page(cli, "index.html").contains("lang=\"en\""))
        #expect(try build(cli).early == false)
        #expect(try page(cli, "index.html").contains("lang=\"pt-BR\""))
        #expect(try build(cli).early)

        // The settings file: the title changes.
        try cli.write("[images]\nsource = \"images\"\n\n[site]\ntitle = \"Meu Treino\"\n", to: "fittoday.toml")
        #expect(try build(cli).early == false)
        #expect(try page(cli, "index.html").contains("Meu Treino"))
        // A library file edited in place (the same file, another text).
        let exercise = cli.path("content/exercises/abdominal-bicicleta.md")
        let text = try String(contentsOfFile: exercise, encoding: .utf8)
        let handle = try #require(FileHandle(forWritingAtPath: exercise))
        try handle.write(contentsOf: Data(text.replacingOccurrences(of: "Abdominal com rotação", with: "Abdominal girando").utf8))
        try handle.close()
        #expect(try build(cli).early == false)
        #expect(try page(cli, "exercises/abdominal-bicicleta/index.html").contains("Abdominal girando"))
        // A template of one's own.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
        let credits = try String(contentsOf: repository.appendingPathComponent("Sources/FitTodaySite/Resources/templates/credits.html.mustache"),
                                 encoding: .utf8)
        try cli.write(credits + "<!-- MODELO PRÓPRIO -->", to: "templates/credits.html.mustache")
        #expect(try build(cli).early == false)
        #expect(try page(cli, "credits/index.html").contains("MODELO PRÓPRIO"))
        // An image put in the images' folder (a real one: libvips refuses a file that only starts like an image).
        try Self.png(width: 4, height: 3).write(to: URL(fileURLWithPath: cli.path("images/Air_Bike/0.jpg")))
        let imaged = try build(cli)
        #expect(!imaged.early)
        #expect(imaged.stdout.contains(" 1 imagens"), "\(imaged.stdout)")
        // A page of the site deleted by hand.
        try FileManager.default.removeItem(atPath: cli.path("public/credits/index.html"))
        #expect(try build(cli).early == false)
        #expect(try page(cli, "credits/index.html").contains("MODELO PRÓPRIO"))
        // A file changed a moment ago is not trusted for a start key: the build after one that saw it goes the long
        // way again, although nothing changed in between. Everything else settled first, that file's time is set an
        // hour ahead, so that it is "a moment ago" however slowly this machine runs the builds.
        settle()
        _ = try build(cli)  // (early or not, depending on how long the builds above took)
        #expect(try build(cli).early)
        let template = cli.path("templates/credits.html.mustache")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3_600)], ofItemAtPath: template)
        #expect(try build(cli).early == false)
        #expect(try build(cli).early == false)
        // Once settled, the next build keeps one.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3_600)], ofItemAtPath: template)
        settle()
        #expect(try build(cli).early == false)
        #expect(try build(cli).early)
    }

    /// A real PNG of `width` × `height` grey pixels, its pixels in one stored (uncompressed) deflate block.
    static func png(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let raw = (0..<height).flatMap { _ in [UInt8(0)] + [UInt8](repeating: 128, count: Int(width)) }
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        let length = UInt16(raw.count)
        let deflate: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + raw + bigEndian(b << 16 | a)
        let header = bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", deflate) + chunk("IEND", []))
    }
}
