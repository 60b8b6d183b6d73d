import FitTodayData
import FitTodayDomain
@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// The build plan says what a build does and why: nothing, an update in place after added sessions, or every page;
/// and for each page whether it is rendered (new, inputs changed, files missing), carried over or deleted.
@Suite struct BuildPlanTests {
    func build(_ store: SQLiteStore, into output: URL, log: LineLog, siteTitle: String = "FitToday") async throws -> SiteBuildReport {
        var options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today, concurrency: 2, codeStamp: "plan")
        options.siteTitle = siteTitle
        options.notes = { line in log.append(line) }
        return try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
    }

    /// The count of pages `--verbose` gives for a decision ("  12 page(s) rendered: new"), 0 when it gives none.
    func count(_ decision: PageDecision, in log: LineLog) -> Int {
        let suffix = " page(s) \(decision.rawValue)"
        return log.lines.first { $0.hasPrefix("  ") && $0.hasSuffix(suffix) }.flatMap { Int($0.dropFirst(2).dropLast(suffix.count)) } ?? 0
    }

    @Test func aPageIsRenderedCarriedOverOrDeletedForItsReason() {
        // The fingerprint is asked only when it decides: a new page, or one whose files are gone, is rendered anyway.
        func decide(_ previous: String?, filesThere: Bool) -> (PageDecision, asked: Bool) {
            var asked = false
            let decision = PageDecision.of(previous: previous, filesThere: filesThere) {
                asked = true
                return "a"
            }
            return (decision, asked)
        }
        #expect(decide(nil, filesThere: true) == (.renderNew, asked: false))
        #expect(decide("b", filesThere: true) == (.renderChanged, asked: true))
        #expect(decide("a", filesThere: false) == (.renderMissing, asked: false))
        #expect(decide("b", filesThere: false) == (.renderMissing, asked: false))
        #expect(decide("a", filesThere: true) == (.carry, asked: true))
        let plan = PagePlan()
        plan.record(.renderNew, "b.html")
        plan.record(.renderNew, "a.html")
        plan.record(.carry, "c.html")
        #expect(plan.paths(.renderNew) == ["a.html", "b.html"])
        #expect(plan.summary(listingUpTo: 2) == ["  2 page(s) rendered: new", "  1 page(s) carried over: unchanged",
                                                 "    rendered: new: a.html", "    rendered: new: b.html"])
        #expect(plan.summary(listingUpTo: 1) == ["  2 page(s) rendered: new", "  1 page(s) carried over: unchanged"])
    }

    @Test func theVerboseLogSaysWhatEachBuildDidAndWhy() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")

        var log = LineLog()
        let first = try await build(store, into: output, log: log)
        #expect(log.lines.contains { $0.hasPrefix("Build plan: every page (") }, "\(log.lines)")
        #expect(count(.renderNew, in: log) == first.pages && count(.carry, in: log) == 0)

        log = LineLog()
        _ = try await build(store, into: output, log: log)
        #expect(log.lines.contains { $0.hasPrefix("Build plan: nothing to do (") }, "\(log.lines)")

        // One session added: a few pages rendered, each listed with its reason; the rest of the site untouched.
        try SiteFixtures.history(1, in: store, title: "Treino novo")
        log = LineLog()
        let update = try await build(store, into: output, log: log)
        #expect(update.updatedInPlace)
        #expect(log.lines.contains("Build plan: update in place after 1 added session(s) (only sessions were added to since the last build)"))
        #expect(count(.renderNew, in: log) == 1)
        let newest = try #require(try store.siteData.sessionSummaries().first)
        #expect(log.lines.contains("    rendered: new: \(SitePaths.session(newest.id))"), "\(log.lines)")

        // Another title: every page is compared again and rendered, none is new.
        log = LineLog()
        let retitled = try await build(store, into: output, log: log, siteTitle: "Outro título")
        #expect(count(.renderChanged, in: log) == retitled.pages && count(.renderNew, in: log) == 0 && count(.carry, in: log) == 0)

        // A page deleted by hand is rendered again for that reason.
        try FileManager.default.removeItem(at: output.appendingPathComponent(SitePaths.session(newest.id)))
        log = LineLog()
        _ = try await build(store, into: output, log: log, siteTitle: "Outro título")
        #expect(log.lines.contains { $0.hasPrefix("Build plan: every page (files of the current site are missing") }, "\(log.lines)")
        #expect(log.lines.contains("    rendered: files missing: \(SitePaths.session(newest.id))"), "\(log.lines)")

        // A session deleted: its page leaves the site.
        let database = FitTodayTestDatabase(path: directory.path("fittoday.sqlite"))
        try database.deleteSessions([newest.id])
        log = LineLog()
        _ = try await build(store, into: output, log: log, siteTitle: "Outro título")
        #expect(log.lines.contains("    deleted: no longer part of the site: \(SitePaths.session(newest.id))"), "\(log.lines)")
    }
}
