import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// A small deterministic site, compared byte for byte with the files kept in `Golden/`: refactoring how pages are
/// modelled and rendered must not change a single byte of what a person gets.
///
/// The fixture was made by the code before the typed page models. When a change of output is intended, run the
/// suite once with `FITTODAY_RECORD_GOLDEN=1` and review the diff of `Golden/` like any other change.
@Suite struct GoldenSiteTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The fixture's data: a library with one image file and one missing, 25 sessions (two history pages), a
    /// hand-made active plan and, for today, a check-in and the plan composed for it with a fallback reason.
    /// `connections`: above one, the build reads through a snapshot of that many connections, the progress by a pass
    /// of its own beside the rest, as `fittoday build` does on a machine with that many cores.
    /// `keptSessionSets`: ``SiteBuildOptions/keptSessionSets`` (0: the session pages read their sessions again).
    static func makeSite(locale: AppLocale, in directory: TemporaryDirectory, connections: Int = 1,
                         keptSessionSets: Int = SiteBuildOptions.defaultKeptSessionSets) async throws -> (URL, SiteBuildReport) {
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(25, in: store)
        try store.checkIns.saveCheckIn(CheckIn(date: SiteFixtures.today, focus: .upper, soreness: 3, soreRegion: .legs))
        _ = try store.plans.createPlan(Plan(
            name: "Treino do dia <&>", description: "Foco em \"peito\" & costas", createdAt: LocalDateTime("2026-11-22 06:00:00")!,
            source: .local, estimatedMinutes: 40, intensity: .moderate, forDate: SiteFixtures.today, fallbackReason: .timeout,
            exercises: [
                PlanExercise(exerciseID: "supino-reto-barra", sets: 3, reps: 10, restSeconds: 90, notes: "Cotovelos a 45°"),
                PlanExercise(exerciseID: "flexao-de-bracos", sets: 2, reps: 12, restSeconds: 60),
            ]
        ), newExercises: [])
        let images = directory.url.appendingPathComponent("images/Barbell_Bench_Press_-_Medium_Grip")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        // Enough of a JPEG for the build, which copies bytes and never decodes them.
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0xFF, 0xD9])
            .write(to: images.appendingPathComponent("0.jpg"))
        let output = directory.url.appendingPathComponent("public")
        var options = SiteBuildOptions(outputDirectory: output, locale: locale, siteTitle: "Meu <Treino>", today: SiteFixtures.today,
                                       concurrency: 2)
        options.keptSessionSets = keptSessionSets
        let source: SQLiteStore = connections > 1 ? try store.readingSnapshot(connections: connections) : store
        #expect(source.concurrentReads == connections)
        let report = try await SiteBuilder.showingToday(
            source: source, images: FolderImageProvider(directory: directory.url.appendingPathComponent("images")), options: options
        ).build()
        return (output, report)
    }

    /// Whether the session pages take their sessions from the history's pass or read them again (`keptSessionSets`
    /// 0), on one connection or two: the same bytes.
    @Test(arguments: [AppLocale.ptBR, .en], [(1, SiteBuildOptions.defaultKeptSessionSets), (2, SiteBuildOptions.defaultKeptSessionSets), (2, 0)])
    func siteIsByteForByteTheGoldenOne(locale: AppLocale, reading: (connections: Int, keptSessionSets: Int)) async throws {
        let directory = try TemporaryDirectory()
        let (output, _) = try await Self.makeSite(locale: locale, in: directory, connections: reading.connections,
                                                  keptSessionSets: reading.keptSessionSets)
        let expected = Self.golden.appendingPathComponent(locale.rawValue)
        let built = SiteInspector(root: output)
        if ProcessInfo.processInfo.environment["FITTODAY_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: expected)
            for file in built.files() where file != ".fittoday-site" {
                let target = expected.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contentsOf: output.appendingPathComponent(file)).write(to: target)
            }
        }
        let fixture = SiteInspector(root: expected)
        try #require(!fixture.files().isEmpty, "no golden site in \(expected.path): record it with FITTODAY_RECORD_GOLDEN=1")
        // The marker that makes the folder the build's own is not part of the site's pages.
        #expect(built.files().contains(".fittoday-site"))
        #expect(built.files().filter { $0 != ".fittoday-site" } == fixture.files())
        for file in fixture.files() {
            let made = try Data(contentsOf: output.appendingPathComponent(file))
            let kept = try Data(contentsOf: expected.appendingPathComponent(file))
            #expect(made == kept, "\(file) differs from the golden site")
        }
    }
}
