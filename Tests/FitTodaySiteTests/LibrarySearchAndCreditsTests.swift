import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// The library's search index and thumbnails, and the credits page, as files: what they hold, where they are
/// loaded from and that the same inputs give the same bytes.
@Suite struct LibrarySearchAndCreditsTests {
    static let credit = SiteImageCredit(source: "https://example.com/imagens/", remoteBase: URL(string: "https://example.com/imagens/")!,
                                        licence: "CC BY 4.0")

    @Test func theIndexIsAPlainScriptLoadedByTheLibraryPagesOnly() async throws {
        let directory = try TemporaryDirectory()
        let output = try await PhoneFixtureSite.build(in: directory)
        let site = SiteInspector(root: output)
        let files = site.files()
        let indexes = files.filter { $0.hasPrefix("assets/library-index.") && $0.hasSuffix(".js") }
        let index = try #require(indexes.count == 1 ? indexes.first : nil, "\(indexes)")
        let text = site.text(index)
        let prefix = "window.FitTodayLibraryIndex = "
        #expect(text.hasPrefix(prefix))
        #expect(text.hasSuffix(";\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.dropFirst(prefix.count).dropLast(2).utf8)) as? [String: Any])
        let exercises = try #require(json["exercises"] as? [[String: Any]])
        #expect(exercises.count == PhoneFixtureSite.exercises.count)
        let bench = try #require(exercises.first { $0["name"] as? String == "Supino reto com barra" })
        #expect(bench["group"] as? String == "chest")
        #expect(bench["equipment"] as? String == "full-gym")
        #expect(bench["href"] as? String == "exercises/supino-reto-barra/index.html")
        let thumb = try #require(bench["thumb"] as? String)
        #expect(files.contains(thumb))
        #expect(exercises.first { $0["name"] as? String == "Prancha" }?["thumb"] == nil)
        #expect((json["groups"] as? [[String: String]])?.map { $0["slug"] ?? "" } == ["chest", "back", "legs", "shoulders", "arms", "core"])

        let loaders = files.filter { $0.hasSuffix(".html") && site.text($0).contains("library-index.") }
        #expect(loaders == ["library/arms/index.html", "library/back/index.html", "library/chest/index.html", "library/core/index.html",
                            "library/index.html", "library/legs/index.html", "library/shoulders/index.html"])
        for page in loaders {
            let html = site.text(page)
            // Without JavaScript the page is its plain lists: the search box exists only once the script adds it.
            #expect(!html.contains("<input") && !html.contains("<form"), "\(page)")
            #expect(html.contains("<script src=\"\(SitePaths.root(of: page))\(index)\" defer></script>"), "\(page)")
            let search = try #require(html.firstMatch(of: /<script src="([^"]+library-search\.[0-9a-f]+\.js)" data-root="([^"]*)" defer>/))
            #expect(String(search.2) == SitePaths.root(of: page))
            #expect(files.contains(String(search.1.dropFirst(SitePaths.root(of: page).count))))
        }
        #expect(site.brokenLinks() == [])
    }

    @Test func libraryListsShowALazyThumbnailWhereAnImageExists() async throws {
        let directory = try TemporaryDirectory()
        let output = try await PhoneFixtureSite.build(in: directory)
        let site = SiteInspector(root: output)
        for page in ["library/index.html", "library/chest/index.html"] {
            let html = site.text(page)
            let benchLink = try #require(html.firstMatch(of: /<a href="[^"]*supino-reto-barra\/index.html">(.*?)<\/a>/))
            #expect(benchLink.1.contains(/<img class="thumb" src="[.\/]*images\/[0-9a-f]{16}\.png" alt="" width="48" height="48" loading="lazy">/), "\(page)")
            let pushUp = try #require(html.firstMatch(of: /<a href="[^"]*flexao-de-bracos\/index.html">(.*?)<\/a>/))
            #expect(!pushUp.1.contains("<img"), "\(page)")
        }
    }

    @Test func theSameInputsGiveTheSameIndexAndCreditsBytes() async throws {
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        let one = SiteInspector(root: try await PhoneFixtureSite.build(in: first, credit: Self.credit))
        let two = SiteInspector(root: try await PhoneFixtureSite.build(in: second, credit: Self.credit))
        #expect(one.files() == two.files())
        for file in one.files() where file.hasPrefix("assets/library-index.") || file.hasPrefix("credits/") || file.hasPrefix("library/") {
            #expect(one.text(file) == two.text(file), "\(file)")
        }
    }

    @Test func everyPageLinksToTheCreditsWhichNameEveryImageSourceAndLicence() async throws {
        let directory = try TemporaryDirectory()
        let output = try await PhoneFixtureSite.build(in: directory, credit: Self.credit)
        let site = SiteInspector(root: output)
        for page in site.files() where page.hasSuffix(".html") {
            #expect(site.text(page).contains("<a href=\"\(SitePaths.root(of: page))credits/index.html\">Créditos</a>"), "\(page)")
        }
        for page in site.files() where page.hasSuffix(".md") {
            #expect(site.text(page).contains("[Créditos](\(SitePaths.root(of: page))credits/index.md)"), "\(page)")
        }
        let credits = site.text("credits/index.html")
        #expect(credits.contains("free-exercise-db"))
        #expect(credits.contains("Unlicense"))
        #expect(credits.contains("Biblioteca curada do FitToday"))
        #expect(credits.contains("(1 exercícios)")) // the one imported exercise
        #expect(credits.contains("https://example.com/imagens/"))
        // One row per image the site holds, each with its exercise, its original and the licence.
        let rows = credits.matches(of: /<tr><td><a href="([^"]+)">([^<]+)<\/a><\/td><td><img class="thumb" src="\.\.\/images\/[0-9a-f]{16}\.png"[^>]*><\/td><td><a href="([^"]+)">([^<]+)<\/a><\/td><td>CC BY 4\.0<\/td><\/tr>/)
        #expect(rows.map { String($0.4) }.sorted() == ["Barbell_Bench_Press_-_Medium_Grip/0.jpg", "Barbell_Curl/0.jpg", "Long_Press/0.jpg"])
        #expect(rows.contains { $0.3 == "https://example.com/imagens/Barbell_Curl/0.jpg" && $0.2 == "Rosca direta" })
        let markdown = site.text("credits/index.md")
        #expect(markdown.contains("CC BY 4.0"))
        #expect(markdown.contains("Rosca direta"))
        #expect(site.brokenLinks() == [])
    }

    @Test func creditsSayWhenTheLicenceIsNotRecordedInEitherLanguage() async throws {
        let directory = try TemporaryDirectory()
        let output = try await PhoneFixtureSite.build(in: directory, credit: SiteImageCredit(source: "pasta local …/meu/acervo"), locale: .en)
        let credits = SiteInspector(root: output).text("credits/index.html")
        #expect(credits.contains("<h1>Credits</h1>"))
        #expect(credits.contains("pasta local …/meu/acervo"))
        #expect(credits.contains("not recorded: make sure you may publish these images"))
        #expect(credits.contains("<td>Long_Press/0.jpg</td><td>—</td>"))
    }

    @Test func aPublishedBuildNotesImagesWhoseLicenceIsNotRecorded() {
        let base = URL(string: "https://treino.example.com/")
        let unknown = SiteImageCredit(source: "https://imagens.example.com/")
        let note = SiteImageCredit.unrecordedLicenceNote(publishedAt: base, credit: unknown, imagesCopied: 3, locale: .ptBR)
        #expect(note?.contains("https://imagens.example.com/") == true)
        #expect(note?.contains("[images] license") == true)
        #expect(SiteImageCredit.unrecordedLicenceNote(publishedAt: base, credit: unknown, imagesCopied: 3, locale: .en)?.hasPrefix("Note: the site is to be published") == true)
        // Not published, nothing copied, or a recorded licence: nothing to say.
        #expect(SiteImageCredit.unrecordedLicenceNote(publishedAt: nil, credit: unknown, imagesCopied: 3, locale: .ptBR) == nil)
        #expect(SiteImageCredit.unrecordedLicenceNote(publishedAt: base, credit: unknown, imagesCopied: 0, locale: .ptBR) == nil)
        var recorded = unknown
        recorded.licence = "CC0"
        #expect(SiteImageCredit.unrecordedLicenceNote(publishedAt: base, credit: recorded, imagesCopied: 3, locale: .ptBR) == nil)
    }

    @Test func theLicenceIsRecordedInTheSettingsOrKnownForFreeExerciseDB() {
        var settings = ImageSettings()
        #expect(settings.recordedLicense(forSource: ImageSettings.defaultSource) == "Unlicense (free-exercise-db)")
        #expect(settings.recordedLicense(forSource: "/home/ana/shared/data/free-exercise-db/images") == "Unlicense (free-exercise-db)")
        #expect(settings.recordedLicense(forSource: "https://imagens.example.com/") == nil)
        #expect(settings.recordedLicense(forSource: "/home/ana/fotos") == nil)
        settings.license = "CC BY 4.0"
        #expect(settings.recordedLicense(forSource: "https://imagens.example.com/") == "CC BY 4.0")
    }
}
