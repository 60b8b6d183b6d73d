import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// The site on a phone and the library search, in headless Chromium from file:// with networking off. Skipped,
/// with a message, when the browser tools are missing (`make test-tools` installs them).
@Suite struct PhoneLayoutBrowserTests {
    static let support = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support")

    @Test(.needs(BrowserTools.browser))

    func everyKindOfPageFitsAPhoneInLightAndDark() async throws {
        try BrowserTools.require(BrowserTools.browser)
        let directory = try TemporaryDirectory()
        let output = try await PhoneFixtureSite.build(in: directory)
        let files = SiteInspector(root: output).files()
        let session = try #require(files.first { $0.hasPrefix("history/sessions/") && $0.hasSuffix(".html") && SiteInspector(root: output).text($0).contains("Sessão extra") })
        let plan = try #require(files.first { $0.hasPrefix("plans/") && $0.hasSuffix("/index.html") && $0 != "plans/index.html" })
        let pages = ["history/index.html", "history/page/2/index.html", session, "library/index.html", "library/shoulders/index.html",
                     "library/back/index.html", "exercises/desenvolvimento-longo/index.html", "exercises/supino-reto-barra/index.html",
                     "plans/index.html", plan, "credits/index.html"]
        // Every kind of page the build writes is in the list (today's page is given apart).
        let kinds = Set((["index.html"] + pages).map { page in
            SiteInspector(root: output).text(page).firstMatch(of: /<body class="page-([a-z-]+)">/).map { String($0.1) } ?? page
        })
        #expect(kinds == ["today", "history", "session", "library", "library-group", "exercise", "plans", "plan", "credits"])
        // Also checks, page by page, that only the library pages load the search index and show the box.
        let (status, log) = try BrowserTools.run("python3", [Self.support.appendingPathComponent("phone_check.py").path, output.path,
                                                             "--today", "index.html"] + pages)
        #expect(status == 0, "\(log)")
    }

    /// A program day's sheet and the program pages (wide cycle and progression tables) fit a phone: the tables
    /// scroll inside their own box.
    @Test(.needs(BrowserTools.browser))
    func programPagesAndAProgramDayFitAPhone() async throws {
        try BrowserTools.require(BrowserTools.browser)
        let directory = try TemporaryDirectory()
        var long = ProgramFixtures.fiveThreeOne(name: PhoneFixtureSite.longName)
        long.progression[0].kilogramsByCycle = (0..<12).map { 100 + Double($0) * 2.5 }
        let (_, output) = try await ProgramDaySource.build(in: directory, programs: [long, ProgramFixtures.gzclp()])
        let pages = ["programs/531-bbb/index.html", "programs/gzclp/index.html", "plans/index.html"]
        let (status, log) = try BrowserTools.run("python3", [Self.support.appendingPathComponent("phone_check.py").path, output.path,
                                                             "--today", "index.html"] + pages)
        #expect(status == 0, "\(log)")
    }

    @Test(.needs(BrowserTools.browser))

    func librarySearchFiltersAsOneTypesFromFile() async throws {
        try BrowserTools.require(BrowserTools.browser)
        let directory = try TemporaryDirectory()
        let output = try await PhoneFixtureSite.build(in: directory)
        struct Case: Encodable {
            var page: String
            var query = ""
            var group = ""
            var equipment = ""
            var expect: [String]
        }
        let cases = [
            Case(page: "library/index.html", query: "supino", expect: ["Supino reto com barra"]),
            Case(page: "library/index.html", query: "SUPINO", expect: ["Supino reto com barra"]),
            // Typed without accents or capitals, as on a phone keyboard.
            Case(page: "library/index.html", query: "flexao de bracos", expect: ["Flexão de braços"]),
            Case(page: "library/index.html", query: "com", expect: ["Agachamento livre com barra", "Supino reto com barra", PhoneFixtureSite.longName,
                                                                  PhoneFixtureSite.unbrokenName]),
            Case(page: "library/index.html", group: "chest", expect: ["Flexão de braços", "Supino reto com barra"]),
            Case(page: "library/index.html", query: "com", equipment: "full-gym",
                 expect: ["Agachamento livre com barra", "Supino reto com barra", PhoneFixtureSite.unbrokenName]),
            Case(page: "library/index.html", equipment: "home", expect: ["Rosca direta", PhoneFixtureSite.longName]),
            Case(page: "library/index.html", query: "nada disso", expect: []),
            // From a muscle group's page the search still covers the whole library.
            Case(page: "library/core/index.html", query: "barra", group: "legs", expect: ["Agachamento livre com barra"]),
        ]
        let json = String(decoding: try JSONEncoder().encode(cases), as: UTF8.self)
        let (status, log) = try BrowserTools.run("python3", [Self.support.appendingPathComponent("search_check.py").path, output.path, json])
        #expect(status == 0, "\(log)")
    }
}
