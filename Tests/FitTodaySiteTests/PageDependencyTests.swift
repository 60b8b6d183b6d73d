import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// Pages know what they depend on: their model, their templates and the code that renders them.
@Suite struct PageDependencyTests {
    func build(_ store: SQLiteStore, into output: URL, templates: URL? = nil, codeStamp: String) async throws -> SiteBuildReport {
        let options = SiteBuildOptions(outputDirectory: output, templatesDirectory: templates, today: SiteFixtures.today, codeStamp: codeStamp)
        return try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
    }

    func sessionPages(_ output: URL) -> [String] {
        SiteInspector(root: output).files().filter { $0.hasPrefix("history/sessions/") && $0.hasSuffix(".html") }
    }

    @Test func newRenderingCodeRendersEverySessionPageAgain() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        let first = try await build(store, into: output, codeStamp: "fittoday 1")
        #expect(sessionPages(output).count == 30)
        #expect(first.rendered == first.pages)

        // A change no session page shows: the session pages are carried over without rendering.
        try SiteFixtures.plan(named: "Treino novo", in: store)
        let sameCode = try await build(store, into: output, codeStamp: "fittoday 1")
        #expect(sameCode.pages == first.pages + 1)
        #expect(sameCode.rendered < 30, "session pages were rendered again with the same code and data")

        // The same data rendered by other code: every page, so every session page, is rendered again.
        let newCode = try await build(store, into: output, codeStamp: "fittoday 2")
        #expect(newCode.steps.count > 1)
        #expect(newCode.rendered == newCode.pages)
    }

    @Test func aChangedSessionTemplateRendersEverySessionPageAgain() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(12, in: store)
        let output = directory.url.appendingPathComponent("public")
        let templates = directory.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let builtIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/FitTodaySite/Resources/templates/session.html.mustache").standardizedFileURL
        let text = try String(contentsOf: builtIn, encoding: .utf8)
        try text.write(to: templates.appendingPathComponent("session.html.mustache"), atomically: true, encoding: .utf8)
        _ = try await build(store, into: output, templates: templates, codeStamp: "fittoday 1")
        let marked = text.replacingOccurrences(of: "{{title}}", with: "{{title}} [marcado]")
        #expect(marked != text)
        try marked.write(to: templates.appendingPathComponent("session.html.mustache"), atomically: true, encoding: .utf8)
        let report = try await build(store, into: output, templates: templates, codeStamp: "fittoday 1")
        #expect(report.rendered >= 12)
        let site = SiteInspector(root: output)
        for page in sessionPages(output) {
            #expect(site.text(page).contains("[marcado]"), "\(page) was not rendered again")
        }
    }

    /// Every built-in template, in the strict mode, against sites that light up every section: a name a template
    /// uses that its page model does not have is reported (and an overridden template is never checked).
    @Test func builtInTemplatesUseOnlyNamesTheirModelsHave() async throws {
        var reports: [(String, SiteBuildReport)] = []
        for locale in AppLocale.allCases {
            let directory = try TemporaryDirectory()
            reports.append(("golden \(locale)", try await GoldenSiteTests.makeSite(locale: locale, in: directory).1))
        }
        let variants: [(String, (SQLiteStore) throws -> Void)] = [
            ("empty", { _ in }),
            ("rest day, many pages", { store in
                try SiteFixtures.history(185, in: store)
                try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .rest))
            }),
            ("active plan, no check-in", { store in try SiteFixtures.plan(in: store) }),
            ("check-in, nothing composed", { store in try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .lower)) }),
        ]
        for (name, prepare) in variants {
            let directory = try TemporaryDirectory()
            let store = try SiteFixtures.store(in: directory)
            try prepare(store)
            reports.append((name, try await build(store, into: directory.url.appendingPathComponent("public"), codeStamp: "strict")))
        }
        for (name, report) in reports {
            #expect(report.rendered == report.pages, "\(name)")
            #expect(report.unknownTemplateNames == [], "\(name)")
        }
    }

    @Test func overriddenTemplatesStayLenient() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let templates = directory.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{<layout.html}}{{$content}}<p>{{noSuchName}}{{t.noSuchWord}}ok</p>{{/content}}{{/layout.html}}\n"
            .write(to: templates.appendingPathComponent("plans.html.mustache"), atomically: true, encoding: .utf8)
        let output = directory.url.appendingPathComponent("public")
        let report = try await build(store, into: output, templates: templates, codeStamp: "lenient")
        #expect(report.unknownTemplateNames == [])
        #expect(SiteInspector(root: output).text("plans/index.html").contains("<p>ok</p>"))
    }
}
