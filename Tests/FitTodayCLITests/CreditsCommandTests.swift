import FitTodayTestSupport
import Foundation
import Testing

/// `fittoday build` and the credits page: `[images] source` named without the author's folders, and the licence
/// recorded in `[images] license`.
@Suite(.waitsOnChildren) struct CreditsCommandTests {
    /// A real 1×1 PNG, so the build copies it.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    func cli(config: String) throws -> FitTodayProcess {
        let cli = try FitTodayProcess()
        let folder = URL(fileURLWithPath: cli.path("acervo/fotos/Barbell_Bench_Press_-_Medium_Grip"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.png.write(to: folder.appendingPathComponent("0.jpg"))
        try cli.write("[images]\nsource = \"acervo/fotos\"\n" + config, to: "fittoday.toml")
        try cli.initialize()
        return cli
    }

    @Test func theCreditsPageNamesTheSourceAndTheRecordedLicence() throws {
        let cli = try cli(config: "license = \"CC0 1.0\"\n")
        let result = try cli.run(["build", "--date", "2026-11-22"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let credits = try String(contentsOfFile: cli.path("public/credits/index.html"), encoding: .utf8)
        #expect(credits.contains("<dd>pasta local …/acervo/fotos</dd>"))
        #expect(credits.contains("<dd>CC0 1.0</dd>"))
        #expect(credits.contains("<td>Barbell_Bench_Press_-_Medium_Grip/0.jpg</td><td>CC0 1.0</td>"))
        // The folder is named by its last two names only: a published page does not show the author's folders.
        #expect(!credits.contains(cli.directory.path))
        let today = try String(contentsOfFile: cli.path("public/index.html"), encoding: .utf8)
        #expect(today.contains("<a href=\"credits/index.html\">Créditos</a>"))
    }

    @Test func aSourceOnTheWebIsNamedWithoutItsCredentials() throws {
        let cli = try cli(config: "cache_dir = \"cache\"\n")
        // Offline: the build reads only the (empty) cache, so no request leaves the machine.
        let result = try cli.run(["build", "--date", "2026-11-22", "--offline", "--image-source", "https://ana:segredo@imagens.example.com/fotos/?token=abc"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let credits = try String(contentsOfFile: cli.path("public/credits/index.html"), encoding: .utf8)
        #expect(credits.contains("<dd>https://imagens.example.com/fotos/</dd>"))
        #expect(!credits.contains("segredo") && !credits.contains("token"))
    }

    @Test func withoutALicenceTheCreditsSaySoAndAnotherLicenceRebuildsThem() throws {
        let cli = try cli(config: "")
        #expect(try cli.run(["build", "--date", "2026-11-22", "--locale", "en"]).exitCode == 0)
        let before = try String(contentsOfFile: cli.path("public/credits/index.html"), encoding: .utf8)
        #expect(before.contains("<dd>local folder …/acervo/fotos</dd>"))
        #expect(before.contains("not recorded: make sure you may publish these images"))
        // The licence is an input of the build: recording it changes the page, though nothing else changed.
        try cli.write("[images]\nsource = \"acervo/fotos\"\nlicense = \"CC BY 4.0\"\n", to: "fittoday.toml")
        #expect(try cli.run(["build", "--date", "2026-11-22", "--locale", "en"]).exitCode == 0)
        let after = try String(contentsOfFile: cli.path("public/credits/index.html"), encoding: .utf8)
        #expect(after.contains("<dd>CC BY 4.0</dd>"))
    }

    @Test func aPublishedSiteWithImagesOfUnrecordedLicenceGetsOneNote() throws {
        let cli = try cli(config: "")
        let local = try cli.run(["build", "--date", "2026-11-22"])
        #expect(local.exitCode == 0, "\(local.stderr)")
        #expect(!local.stdout.contains("licença das imagens"), "not published: no note")
        let published = try cli.run(["build", "--date", "2026-11-22", "--base-url", "https://ana.example.com/treinos/"])
        #expect(published.exitCode == 0, "\(published.stderr)")
        #expect(published.stdout.components(separatedBy: "a licença das imagens de pasta local …/acervo/fotos não está registrada").count == 2,
                "\(published.stdout)")
        try cli.write("[images]\nsource = \"acervo/fotos\"\nlicense = \"CC0 1.0\"\n", to: "fittoday.toml")
        let recorded = try cli.run(["build", "--date", "2026-11-22", "--base-url", "https://ana.example.com/treinos/"])
        #expect(recorded.exitCode == 0, "\(recorded.stderr)")
        #expect(!recorded.stdout.contains("licença das imagens"), "a recorded licence: no note")
    }
}
