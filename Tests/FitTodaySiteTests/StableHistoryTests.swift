import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// History pages are numbered from the oldest session, so a session added at the end leaves every older page
/// (and its file) as it was, and a session inserted in the past changes the pages from that point on.
@Suite struct StableHistoryTests {
    func build(_ store: SQLiteStore, into output: URL, concurrency: Int = 2) async throws -> SiteBuildReport {
        let options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today, concurrency: concurrency, codeStamp: "stable")
        return try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
    }

    /// The session ids a history page links to, in the order shown.
    static func sessionIDs(_ text: String) -> [Int64] {
        text.components(separatedBy: "sessions/").dropFirst().compactMap { part in Int64(part.prefix { $0.isNumber }) }
    }

    static func session(on date: LocalDate, hour: Int) -> WorkoutSession {
        WorkoutSession(completedAt: LocalDateTime(date: date, hour: hour)!, status: .completed, durationMinutes: 30, planTitle: "Extra",
                       sets: [LoggedSet(exerciseID: "prancha", setNumber: 1, reps: 1)])
    }

    func historyPages(_ identities: [String: String]) -> [String: String] {
        identities.filter { $0.key.hasPrefix("history/page/") }
    }

    @Test func pagesCountFromTheOldestSessionAndShowNewestFirst() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(45, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let site = SiteInspector(root: output)
        let newestFirst = try store.siteData.sessionSummaries().map(\.id)
        let oldestFirst = Array(newestFirst.reversed())
        // 45 sessions: pages 1 and 2 hold 20 each, page 3 (the newest) the 5 left; the index the newest 20.
        #expect(Self.sessionIDs(site.text("history/page/1/index.html")) == Array(oldestFirst[0..<20].reversed()))
        #expect(Self.sessionIDs(site.text("history/page/2/index.html")) == Array(oldestFirst[20..<40].reversed()))
        #expect(Self.sessionIDs(site.text("history/page/3/index.html")) == Array(oldestFirst[40..<45].reversed()))
        #expect(!site.files().contains("history/page/4/index.html"))
        #expect(Self.sessionIDs(site.text("history/index.html")) == Array(newestFirst.prefix(20)))
        #expect(Self.sessionIDs(site.text("history/page/2/index.md")) == Array(oldestFirst[20..<40].reversed()))
        // Newer is the higher number; the newest page's "newer" is the index.
        let second = site.text("history/page/2/index.html")
        #expect(second.contains("rel=\"prev\" href=\"../../../history/page/3/index.html\""))
        #expect(second.contains("rel=\"next\" href=\"../../../history/page/1/index.html\""))
        #expect(second.contains("Página 2 · treinos 21–40"))
        #expect(site.text("history/page/3/index.html").contains("rel=\"prev\" href=\"../../../history/index.html\""))
        #expect(!site.text("history/page/1/index.html").contains("rel=\"next\""))
        #expect(site.text("history/index.html").contains("rel=\"next\" href=\"../history/page/2/index.html\""))
        #expect(site.text("history/page/2/index.md").contains("[Mais antigos →](../../../history/page/1/index.md)"))
        #expect(site.brokenLinks() == [])
    }

    @Test(arguments: [85, 100])
    func aNewSessionAtTheEndLeavesOlderPagesUntouched(_ count: Int) async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(count, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let before = SiteInspector(root: output).identities()
        let contents = SiteInspector(root: output).contents()

        // The cron job's morning: one new session, after every other.
        _ = try store.history.recordSession(Self.session(on: SiteFixtures.today, hour: 19), newExercises: [])
        let report = try await build(store, into: output)
        let after = SiteInspector(root: output).identities()
        let newContents = SiteInspector(root: output).contents()
        #expect(report.written <= 30, "\(report.written) files rewritten for one new session")
        #expect(report.written >= 6) // the session page, the index, the newest page, each with its twin
        // Pages that cannot see the new session or a new page in their pager are the very same files.
        let pages = HistoryPage.pageCount(total: count, pageSize: 20)
        let untouched = count % 20 == 0 ? pages - 2 : pages - 1
        for number in 1...untouched {
            for path in [SitePaths.historyPage(number), SitePaths.markdown(SitePaths.historyPage(number))] {
                #expect(after[path] == before[path], "\(path) was rewritten")
                #expect(newContents[path] == contents[path])
            }
        }
        #expect(after[SitePaths.history] != before[SitePaths.history])
        let newest = HistoryPage.pageCount(total: count + 1, pageSize: 20)
        #expect(Self.sessionIDs(SiteInspector(root: output).text(SitePaths.historyPage(newest))).first
            == (try store.siteData.sessionSummaries().first?.id))
        #expect(SiteInspector(root: output).brokenLinks() == [])
    }

    @Test func aSessionInsertedInThePastRerendersThePagesFromThere() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(85, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await build(store, into: output)
        let before = historyPages(SiteInspector(root: output).identities())

        // 35 sessions are older than this one: it lands on page 2 (sessions 21–40) and moves every later one.
        let inserted = try store.history.recordSession(Self.session(on: SiteFixtures.today.adding(days: -50), hour: 12), newExercises: [])
        _ = try await build(store, into: output)
        let site = SiteInspector(root: output)
        let after = historyPages(site.identities())
        #expect(after[SitePaths.historyPage(1)] == before[SitePaths.historyPage(1)])
        #expect(after[SitePaths.markdown(SitePaths.historyPage(1))] == before[SitePaths.markdown(SitePaths.historyPage(1))])
        for number in 2...5 {
            #expect(after[SitePaths.historyPage(number)] != before[SitePaths.historyPage(number)], "page \(number) kept its old sessions")
        }
        #expect(Self.sessionIDs(site.text(SitePaths.historyPage(2))).contains(try #require(inserted.id)))
        #expect(site.brokenLinks() == [])
    }

    /// Rendering on one task or several gives the same bytes: the output never depends on the order of work.
    @Test func serialAndParallelBuildsGiveTheSameTree() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(130, in: store)
        let serial = directory.url.appendingPathComponent("serial"), parallel = directory.url.appendingPathComponent("parallel")
        let one = try await build(store, into: serial, concurrency: 1)
        let many = try await build(store, into: parallel, concurrency: 4)
        #expect(one.written == many.written)
        let a = SiteInspector(root: serial).contents(), b = SiteInspector(root: parallel).contents()
        #expect(a.count > 270)
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a == b)
    }
}
