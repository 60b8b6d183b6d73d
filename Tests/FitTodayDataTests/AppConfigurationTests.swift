import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct AppConfigurationTests {
    let folder = URL(fileURLWithPath: "/srv/treinos")

    @Test func noFileMeansDefaults() throws {
        let directory = try TemporaryDirectory()
        let config = try AppConfiguration.load(from: directory.path("fittoday.toml"), required: false, locale: .ptBR)
        #expect(config == AppConfiguration())
        #expect(config.locale == .ptBR)
        #expect(config.databasePath == "fittoday.sqlite")
        #expect(config.images.source == ImageSettings.defaultSource)
        #expect(config.images.diskLimitMB == 500 && config.images.memoryLimitMB == 50 && config.images.concurrency == 5)
        #expect(!config.ai.enabled && config.ai.apiKeyEnvironmentVariable == "OPENAI_API_KEY")
        #expect(throws: FitTodayError.self) { try AppConfiguration.load(from: directory.path("fittoday.toml"), required: true, locale: .ptBR) }
    }

    @Test func everySettingIsRead() throws {
        let text = """
        # FitToday
        [site]
        title = "Meu treino"
        locale = "en"
        output = "site"
        content_dir = "/opt/biblioteca"
        [database]
        path = "dados/fittoday.sqlite"
        busy_timeout_ms = 2_500
        [images]
        source = "http://127.0.0.1:8000/img/"
        cache_dir = "~/cache-imagens"
        memory_limit_mb = 10
        disk_limit_mb = 100
        concurrency = 3
        timeout_seconds = 2.5
        retries = 1
        max_age_days = 1
        max_image_mb = 2
        [ai]
        enabled = true
        endpoint = "https://example.invalid/v1/chat/completions"
        model = "gpt-test"
        api_key_env = "MEU_TOKEN"
        timeout_seconds = 5
        """
        let config = try AppConfiguration.parse(text, relativeTo: folder, locale: .ptBR)
        #expect(config.siteTitle == "Meu treino")
        #expect(config.locale == .en)
        #expect(config.outputDirectory == "/srv/treinos/site")
        #expect(config.contentDirectory == "/opt/biblioteca")
        #expect(config.databasePath == "/srv/treinos/dados/fittoday.sqlite")
        #expect(config.busyTimeoutMilliseconds == 2500)
        #expect(config.images.cacheDirectory?.hasSuffix("/cache-imagens") == true)
        #expect(!(config.images.cacheDirectory ?? "~").hasPrefix("~"))
        #expect(config.images.timeoutSeconds == 2.5 && config.images.retries == 1 && config.images.concurrency == 3)
        #expect(config.ai.enabled && config.ai.model == "gpt-test" && config.ai.apiKeyEnvironmentVariable == "MEU_TOKEN")
        #expect(config.ai.timeoutSeconds == 5)
    }

    @Test(arguments: [
        ("[site]\ntitle = \"A\"\ntitle = \"B\"\n", 3, "title"),
        ("[images]\nconcurrency = \"cinco\"\n", nil, "images.concurrency"),
        ("[images]\nconcurrency = 0\n", nil, "1 a 64"),
        ("[imagens]\nsource = \"x\"\n", nil, "imagens"),
        ("[site]\ntitel = \"x\"\n", nil, "site.titel"),
        ("[site]\nlocale = \"fr\"\n", nil, "pt-BR"),
        ("[ai]\nenabled = \"sim\"\n", nil, "true ou false"),
        ("[site\n", 1, "]"),
        ("[training]\nweekly_sets_min = 12\nweekly_sets_max = 8\n", nil, "weekly_sets_min (12)"),
        ("[training]\nweekly_sets_max = 0\n", nil, "training.weekly_sets_max"),
        ("[equipment]\nplates_kg = [20, 0, 5]\n", nil, "equipment.plates_kg precisa ser uma lista de números maiores que 0 e de no máximo 50"),
        ("[equipment]\nplates_kg = [20, 60]\n", nil, "equipment.plates_kg"),
        ("[equipment]\nplates_kg = []\n", nil, "[25, 20, 15, 10, 5, 2.5, 1.25]"),
        ("[equipment]\nplates_kg = 20\n", nil, "equipment.plates_kg"),
        ("[equipment]\nplates_kg = [\"20\"]\n", nil, "equipment.plates_kg"),
        ("[equipment]\nmachine_step_kg = 0.25\n", nil, "0.5 a 20"),
        ("[equipment]\nmachine_step_kg = 25\n", nil, "equipment.machine_step_kg"),
    ] as [(String, Int?, String)])
    func mistakesAreReportedWithLineAndWhatToWrite(_ text: String, _ line: Int?, _ mention: String) throws {
        do {
            _ = try AppConfiguration.parse(text, relativeTo: folder, locale: .ptBR)
            Issue.record("accepted: \(text)")
        } catch {
            guard case let .configuration(reportedLine, reason) = error else { Issue.record("\(error)"); return }
            if let line { #expect(reportedLine == line) }
            #expect(reason.contains(mention), "\(reason)")
            #expect(error.category == .configuration)
        }
    }

    @Test func platesAndTheMachineStepAreReadAndDefaultToNoneAndFive() throws {
        #expect(AppConfiguration().loads.platesKg == nil && AppConfiguration().loads.machineStepKg == 2.5)
        let config = try AppConfiguration.parse(
            "[equipment]\nplates_kg = [1.25, 20, 10, 2.5, 20, 5]\nmachine_step_kg = 2.5\n", relativeTo: folder, locale: .ptBR
        )
        // Heaviest first, each weight once; whole numbers and fractions alike.
        #expect(config.loads.platesKg == [20, 10, 5, 2.5, 1.25])
        #expect(config.loads.machineStepKg == 2.5)
        #expect(config.loads.platesShown == [20, 10, 5, 2.5, 1.25])
        #expect(try AppConfiguration.parse("[equipment]\nplates_kg = [50]\nmachine_step_kg = 20\n", relativeTo: folder, locale: .en).loads.platesKg == [50])
        do {
            _ = try AppConfiguration.parse("[equipment]\nplates_kg = [-5]\n", relativeTo: folder, locale: .en)
            Issue.record("a negative plate was accepted")
        } catch {
            #expect(error == .configuration(line: nil, reason: "equipment.plates_kg must be a list of numbers above 0 and at most 50, such as [25, 20, 15, 10, 5, 2.5, 1.25]"))
        }
    }

    @Test func renditionSettingsAreReadAndRefusedWithWhatToWrite() throws {
        #expect(AppConfiguration().images.renditionFormat == "webp" && AppConfiguration().images.renditionQuality == 75)
        #expect(AppConfiguration().images.renditionSizes.isEmpty)
        let config = try AppConfiguration.parse(
            "[images]\nformat = \"jpeg\"\nquality = 60\nsizes = { thumb = 64, page = 800 }\n", relativeTo: folder, locale: .en
        )
        #expect(config.images.renditionFormat == "jpeg" && config.images.renditionQuality == 60)
        #expect(config.images.renditionSizes == ["thumb": 64, "page": 800])
        let refused: [(String, String)] = [
            ("format = \"avif\"", "images.format must be \"webp\" or \"jpeg\""),
            ("quality = 0", "images.quality must be a whole number from 1 to 100"),
            ("sizes = { hero = 100 }", "images.sizes must be a table of widths in CSS pixels, such as { thumb = 48, card = 160, page = 640 }, each a whole number from 8 to 2048"),
            ("sizes = { card = 4096 }", "images.sizes must be a table of widths in CSS pixels, such as { thumb = 48, card = 160, page = 640 }, each a whole number from 8 to 2048"),
            ("sizes = 160", "images.sizes must be a table of widths in CSS pixels, such as { thumb = 48, card = 160, page = 640 }, each a whole number from 8 to 2048"),
        ]
        for (line, reason) in refused {
            do {
                _ = try AppConfiguration.parse("[images]\n\(line)\n", relativeTo: folder, locale: .en)
                Issue.record("\(line) was accepted")
            } catch {
                #expect(error == .configuration(line: nil, reason: reason), "\(line)")
            }
        }
    }

    @Test func theWeeklySetsTargetIsReadAndDefaultsToTenToTwenty() throws {
        #expect(AppConfiguration().training.weeklySets == 10...20)
        let config = try AppConfiguration.parse("[training]\nweekly_sets_min = 8\nweekly_sets_max = 16\n", relativeTo: folder, locale: .ptBR)
        #expect(config.training.weeklySets == 8...16)
    }
}

@Suite struct BaseURLConfigurationTests {
    let folder = URL(fileURLWithPath: "/tmp")

    @Test(arguments: [
        ("https://example.com", "https://example.com/"),
        ("https://Example.COM/treino", "https://example.com/treino/"),
        ("http://127.0.0.1:8080/a/b/", "http://127.0.0.1:8080/a/b/"),
    ])
    func baseURLIsReadAndEndsInASlash(_ written: String, _ expected: String) throws {
        let config = try AppConfiguration.parse("[site]\ntitle = \"T\"\nbase_url = \"\(written)\"\n", relativeTo: folder, locale: .ptBR)
        #expect(config.baseURL?.absoluteString == expected)
        #expect(try AppConfiguration.parse("[site]\ntitle = \"T\"\n", relativeTo: folder, locale: .ptBR).baseURL == nil)
    }

    @Test(arguments: ["example.com", "ftp://example.com/", "/treino", "https://", "https://example.com/?a=1", "https://exa mple.com/",
                      "https://user:pw@example.com/", "https://example.com/#top"])
    func aBaseURLThatIsNotAFullHTTPAddressIsRefusedWithFileAndLine(_ written: String) throws {
        let text = "# publicação\n[site]\ntitle = \"T\"\n  base_url = \"\(written)\"\n"
        do {
            _ = try AppConfiguration.parse(text, relativeTo: folder, locale: .ptBR, fileName: "/home/ana/treino/fittoday.toml")
            Issue.record("accepted \(written)")
        } catch {
            guard case let .configuration(line, reason) = error else { Issue.record("\(error)"); return }
            #expect(line == 4)
            #expect(reason.contains("/home/ana/treino/fittoday.toml"))
            #expect(reason.contains("https://exemplo.com/treino/"))
            #expect(error.message(.ptBR).contains("na linha 4"))
            #expect(error.category == .configuration)
        }
    }
}
