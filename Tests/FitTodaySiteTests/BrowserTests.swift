import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// Headless Chromium over the built site from file://, with networking disabled. Skipped, with a message,
/// when the browser tools are missing (`make test-tools` installs them).
@Suite struct BrowserTests {
    static let script = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/browser_check.py").path

    /// A site whose today is a plan of 8 exercises × 4 sets, with barbell compound lifts with history (so the
    /// one with a target of 40 kg or more gets a warm-up ramp), built into `directory/public`. The first exercise
    /// asks for a range of reps (8–10), the others for 10.
    static func buildEightExerciseSite(in directory: TemporaryDirectory) async throws -> (store: SQLiteStore, output: URL) {
        let store = try SiteFixtures.store(in: directory)
        var exercises = SiteFixtures.exercises
        exercises[0].tags = ["compound"]
        exercises[2].tags = ["compound"]
        for index in 0..<4 {
            exercises.append(Exercise(id: "extra-\(index)", name: "Exercício extra \(index + 1)", muscleGroup: .arms,
                                      instructions: "1. Segure firme.\n2. Suba e desça **devagar**, sem balançar o corpo."))
        }
        try store.exercises.saveExercises(exercises)
        _ = try store.plans.createPlan(Plan(
            name: "Treino A — Peito, pernas e braços", description: "Oito exercícios", createdAt: LocalDateTime("2026-11-22 06:00:00")!,
            isActive: true, source: .local, estimatedMinutes: 60, intensity: .high, forDate: SiteFixtures.today, fallbackReason: .missingKey,
            exercises: exercises.enumerated().map { index, exercise in
                PlanExercise(exerciseID: exercise.id, sets: 4, reps: index == 0 ? 8 : 10, repsMax: index == 0 ? 10 : nil, restSeconds: 90,
                             notes: "Controle a descida")
            }
        ), newExercises: [])
        try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .fullBody, soreness: 2))
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        let folder = directory.url.appendingPathComponent("images/Barbell_Bench_Press_-_Medium_Grip")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A real 1×1 PNG, so the browser can decode it.
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
            .write(to: folder.appendingPathComponent("0.jpg"))
        let options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)
        _ = try await SiteBuilder.showingToday(source: store, images: FolderImageProvider(directory: directory.url.appendingPathComponent("images")), options: options).build()
        return (store, output)
    }

    @Test(.needs(BrowserTools.printing))

    func siteWorksOfflineFromFileAndTodayPrintsOnOnePage() async throws {
        try BrowserTools.require(BrowserTools.printing)
        let directory = try TemporaryDirectory()
        let (_, output) = try await Self.buildEightExerciseSite(in: directory)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(#"data-kind="warmup""#), "the printed sheet should hold a warm-up ramp")
        #expect(html.components(separatedBy: #"class="done-reps""#).count - 1 >= 32)

        let pdf = directory.path("today.pdf")
        let (status, log) = try BrowserTools.run("python3", [Self.script, output.path, pdf, "index.html", "history/page/2/index.html",
                                                              "exercises/supino-reto-barra/index.html", "history/index.html"])
        #expect(status == 0, "\(log)")
        for file in [pdf, directory.path("today-letter.pdf")] {
            let (infoStatus, info) = try BrowserTools.run("pdfinfo", [file])
            #expect(infoStatus == 0)
            #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 1") }, "\(file): \(info)")
        }
    }

    /// A typical program day (a main lift with 3 warm-ups, 3 working and 5 back-off sets, two accessories of three
    /// sets) prints on one A4 page, and on one Letter page; its program pages load with nothing failing.
    @Test(.needs(BrowserTools.printing))
    func aProgramDayPrintsOnOnePage() async throws {
        try BrowserTools.require(BrowserTools.printing)
        let directory = try TemporaryDirectory()
        let (_, output) = try await ProgramDaySource.build(in: directory)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: #"data-kind="warmup""#).count - 1 == 3)
        #expect(html.components(separatedBy: #"class="sheet-set set-backoff""#).count - 1 == 5)
        let pdf = directory.path("program-day.pdf")
        let (status, log) = try BrowserTools.run("python3", [Self.script, output.path, pdf, "index.html", "programs/531-bbb/index.html",
                                                              "programs/gzclp/index.html", "plans/index.html"])
        #expect(status == 0, "\(log)")
        for file in [pdf, directory.path("program-day-letter.pdf")] {
            let (infoStatus, info) = try BrowserTools.run("pdfinfo", [file])
            #expect(infoStatus == 0)
            #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 1") }, "\(file): \(info)")
        }
    }

    /// The person fills the sheet in the browser (from file://, offline), downloads the log, and the real
    /// `fittoday import log` records it as one session; a second import adds nothing.
    @Test(.needs(BrowserTools.printing))
    func aLogDownloadedFromTodaysPageImportsAsOneSession() async throws {
        try BrowserTools.require(BrowserTools.printing)
        let directory = try TemporaryDirectory()
        let (store, output) = try await Self.buildEightExerciseSite(in: directory)
        let before = Set(try store.siteData.sessionSummaries().map(\.id))

        let downloads = directory.url.appendingPathComponent("downloads")
        let (status, log) = try BrowserTools.run("python3", [Self.script, "--sheet", output.path, downloads.path])
        #expect(status == 0, "\(log)")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: downloads.path).first { $0.hasPrefix("fittoday-log-2026-11-22-") },
                                "no log downloaded: \(log)")
        let file = downloads.appendingPathComponent(name)
        let data = try Data(contentsOf: file)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["format"] as? String == "fittoday-workout-log")
        #expect(json["version"] as? Int == 1)
        #expect(json["date"] as? String == "2026-11-22")
        // The file is named after its log, made when the sheet was first touched; the first download is revision 1.
        let id = try #require(json["log_id"] as? String)
        #expect(name == "fittoday-log-2026-11-22-\(id).json")
        #expect(UUID(uuidString: id) != nil && id == id.lowercased())
        #expect(json["revision"] as? Int == 1)
        // The warm-up ticked, set 1 ticked (its target), set 2 written (7 × 40), and the second exercise's set 1.
        let sets = try #require(json["sets"] as? [[String: Any]])
        #expect(sets.map { $0["kind"] as? String } == ["warmup", "working", "working", "working"])
        // A ticked set of a range logs its bottom, what the row's data-reps holds; the row reads the whole range.
        #expect(sets[1]["reps"] as? Int == 8)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(#"data-kind="working" data-reps="8""#) && html.contains(#"<span class="set-target">8–10 × "#))
        #expect(sets[2]["reps"] as? Int == 7)
        #expect(sets[2]["weight_kg"] as? Double == 40)

        let database = directory.path("fittoday.sqlite")
        let first = try Self.fittoday(["import", "log", file.path, "--db", database], in: directory.url)
        #expect(first.status == 0, "\(first.output)")
        let added = Set(try store.siteData.sessionSummaries().map(\.id)).subtracting(before)
        #expect(added.count == 1)
        let session = try #require(try store.siteData.sessions(ids: Array(added)).first)
        #expect(session.completedAt.date == SiteFixtures.today)
        #expect(session.sets.count == 4)
        #expect(session.sets.map(\.kind) == [.warmup, .working, .working, .working])

        let second = try Self.fittoday(["import", "log", file.path, "--db", database], in: directory.url)
        #expect(second.status == 0, "\(second.output)")
        #expect(try store.siteData.sessionSummaries().count == before.count + 1)
    }

    /// Runs the `fittoday` built beside the tests, in `folder`.
    static func fittoday(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("fittoday")
        let (status, output) = try BrowserTools.run(binary.path, arguments, in: folder)
        return (status, output)
    }

    @Test(.needs(BrowserTools.browser))

    func theProgressChartFitsAPhoneAndPrintsWithItsTable() async throws {
        try BrowserTools.require(BrowserTools.browser)
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)).build()
        let script = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support/progress_check.py").path
        // Session 30 is the oldest: every weighted set in it is a record.
        let (status, log) = try BrowserTools.run("python3", [script, output.path, "exercises/supino-reto-barra/index.html", "history/sessions/30.html"])
        #expect(status == 0, "\(log)")
    }
}
