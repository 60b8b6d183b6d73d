import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// Today's sheet sends its log home (issue 49, section 1): "Terminar treino" queues the log in IndexedDB and the
/// page (or its service worker) posts it to the site's inbox as S3's HTML form, in headless Chromium at 390 px,
/// against loopback servers only. `Support/outbox_check.py` serves the sites built by the real binary and plays the
/// store; this suite checks what it received and imports the log the page downloaded.
@Suite struct OutboxBrowserTests {
    /// selenium's own websocket client speaks to DevTools for the sync event: it comes with selenium.
    static let tools = BrowserTools.browser
    static let script = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/outbox_check.py").path

    /// The `fittoday` binary built beside the test bundle (or `FITTODAY_BIN`).
    static var executable: URL {
        if let override = ProcessInfo.processInfo.environment["FITTODAY_BIN"] { return URL(fileURLWithPath: override) }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("fittoday")
    }

    /// A database with today's plan (bench 4 × 10, squat 3 × 8, plank) and a few sessions, its profile in `locale`,
    /// built by `fittoday build` into `directory/<name>`.
    static func site(_ name: String, locale: AppLocale, in directory: TemporaryDirectory) throws -> URL {
        let store = try SiteFixtures.store(in: directory, name: "\(name).sqlite")
        try store.profiles.saveProfile(Profile(goal: .hypertrophy, equipment: .fullGym, locale: locale))
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(5, in: store)
        let output = directory.url.appendingPathComponent(name)
        let (status, log) = try BrowserTools.run(executable.path, ["build", "--db", directory.path("\(name).sqlite"), "--out", output.path,
                                                                   "--date", SiteFixtures.today.description, "--offline", "--quiet"],
                                                 in: directory.url)
        try #require(status == 0, "fittoday build: \(log)")
        return output
    }

    /// What the browser never runs: printed or with JavaScript off the page shows none of it, and the worker brings
    /// the outbox's code and leaves inbox.json to the network.
    @Test func thePageAndTheWorkerCarryTheOutbox() throws {
        let directory = try TemporaryDirectory()
        let output = try Self.site("pt", locale: .ptBR, in: directory)
        let site = SiteInspector(root: output)
        let html = site.text("index.html")
        let outbox = try #require(site.files().first { $0.hasPrefix("assets/outbox.") && $0.hasSuffix(".js") })
        let today = try #require(site.files().first { $0.hasPrefix("assets/today.") && $0.hasSuffix(".js") })
        let outboxTag = try #require(html.range(of: "<script src=\"\(outbox)\" defer></script>"))
        let todayTag = try #require(html.range(of: "<script src=\"\(today)\" defer></script>"))
        #expect(outboxTag.upperBound <= todayTag.lowerBound, "the outbox loads before the sheet's script")
        // The buttons and the status live inside the log tools, which only the script shows and print hides.
        let tools = try #require(html.range(of: #"<div class="log-tools no-print" hidden>"#))
        let end = try #require(html.range(of: "</div>", range: tools.upperBound..<html.endIndex))
        let inside = String(html[tools.upperBound..<end.lowerBound])
        #expect(inside.contains(#"<button type="button" class="finish-workout">Terminar treino</button>"#))
        #expect(inside.contains(#"<button type="button" class="new-workout" data-confirm="Começar um treino novo?"#))
        #expect(inside.contains(#"<div class="outbox-status" role="status""#))
        #expect(inside.contains(#"data-stays-here="O registro fica neste celular até você baixá-lo"#))
        #expect(!html.contains("reset-day"))
        let worker = site.text("sw.js")
        #expect(worker.contains("var OUTBOX = \"\(outbox)\";\n"))
        #expect(worker.contains("  \"\(outbox)\""), "the outbox is kept offline")
        #expect(worker.contains("importScripts(OUTBOX)"))
        #expect(worker.contains(#"inside === "inbox.json") return;"#))
        // A site built with no inbox has no inbox.json: the page says the log stays on the phone.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("inbox.json").path))
    }

    @Test(.needs(Self.tools))
    func theSheetSendsItsLogHomeOnceAndEachCorrectionAsTheNextRevision() throws {
        try BrowserTools.require(Self.tools)
        let directory = try TemporaryDirectory()
        let portuguese = try Self.site("pt", locale: .ptBR, in: directory)
        let english = try Self.site("en", locale: .en, in: directory)
        #expect(SiteInspector(root: english).text("index.html").contains(#"<html lang="en">"#))
        let downloads = directory.url.appendingPathComponent("downloads")
        let (status, log) = try BrowserTools.run("python3", [Self.script, portuguese.path, english.path, downloads.path], deadline: 240)
        #expect(status == 0, "\(log)")

        let report = try #require(log.split(separator: "\n").last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] },
                                  "no report: \(log)")
        let received = try #require(report["received"] as? [String: [String: Any]])
        let posts = try #require(report["posts"] as? [[String: Any]])
        // Every object once: a send repeated after a reload, or by the page and the worker both, writes no second.
        #expect(received.values.allSatisfy { $0["count"] as? Int == 1 }, "\(received.mapValues { $0["count"] ?? 0 })")
        // pt: the first log's revisions 1 and 2, the second log's 1 and 3 (its revision 2 was refused); en: one.
        let byOrigin = Dictionary(grouping: received.keys.sorted()) { received[$0]?["origin"] as? String ?? "" }
        #expect(byOrigin.values.map(\.count).sorted() == [1, 4], "\(byOrigin)")
        let keys = try #require(byOrigin.values.first { $0.count == 4 })
        let logs = keys.compactMap { received[$0]?["log"] as? [String: Any] }
        #expect(logs.count == 4)
        let ids = Set(logs.compactMap { $0["log_id"] as? String })
        #expect(ids.count == 2, "two workouts, two log_ids: \(ids)")
        for (key, log) in zip(keys, logs) {
            let id = try #require(log["log_id"] as? String)
            let revision = try #require(log["revision"] as? Int)
            #expect(key == "inbox/me/\(id)-\(revision).json")
            #expect(UUID(uuidString: id) != nil && id == id.lowercased(), "\(id)")
            #expect(log["format"] as? String == "fittoday-workout-log" && log["version"] as? Int == 1)
            #expect(log["date"] as? String == "2026-11-22")
        }
        let first = try #require(logs.first { ($0["sets"] as? [[String: Any]])?.first?["exercise_id"] as? String == "supino-reto-barra" && $0["revision"] as? Int == 1 })
        let firstID = try #require(first["log_id"] as? String)
        // Set 1 ticked (its target, 10 reps), set 2 written as 7 × 40 kg.
        let sets = try #require(first["sets"] as? [[String: Any]])
        #expect(sets.map { $0["set"] as? Int } == [1, 2])
        #expect(sets.map { $0["reps"] as? Int } == [10, 7])
        #expect(sets[1]["weight_kg"] as? Double == 40)
        let corrected = try #require(logs.first { $0["log_id"] as? String == firstID && $0["revision"] as? Int == 2 })
        #expect((corrected["sets"] as? [[String: Any]])?.map { $0["reps"] as? Int } == [10, 6], "revision 2 holds the correction")
        let second = try #require(ids.subtracting([firstID]).first)
        #expect(Set(keys) == ["inbox/me/\(firstID)-1.json", "inbox/me/\(firstID)-2.json", "inbox/me/\(second)-1.json", "inbox/me/\(second)-3.json"])
        // The refusal and the expired form were answered and kept nothing.
        #expect(posts.contains { $0["key"] as? String == "inbox/me/\(second)-2.json" && $0["answer"] as? Int == 403 })
        #expect(posts.filter { $0["answer"] as? Int == 403 }.count >= 4, "\(posts)")

        // The log downloaded under its new name imports as one session, as before.
        let file = try #require(report["download"] as? String)
        #expect(file.hasSuffix("/fittoday-log-2026-11-22-\(second).json"))
        let (imported, output) = try BrowserTools.run(Self.executable.path, ["import", "log", file, "--db", directory.path("pt.sqlite")], in: directory.url)
        #expect(imported == 0, "\(output)")
    }
}
