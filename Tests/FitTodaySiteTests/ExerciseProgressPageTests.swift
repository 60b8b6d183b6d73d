@testable import FitTodaySite
import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Issue 13 item 2 on the pages: each weighted exercise's chart of the best estimated 1RM, its records table,
/// and session pages grouped by exercise with the sets that set a record marked, from a real SQLite file.
@Suite struct ExerciseProgressPageTests {
    func build(_ store: SQLiteStore, into output: URL, locale: AppLocale = .ptBR) async throws {
        let options = SiteBuildOptions(outputDirectory: output, locale: locale, today: SiteFixtures.today)
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options).build()
    }

    func session(_ date: String, _ sets: [LoggedSet]) -> WorkoutSession {
        WorkoutSession(completedAt: LocalDateTime(date: LocalDate(date)!, hour: 7)!, status: .completed, durationMinutes: 45,
                       planTitle: "Treino A", sets: sets)
    }

    func bench(_ number: Int, _ reps: Int, _ kg: Double, _ kind: SetKind = .working) -> LoggedSet {
        LoggedSet(exerciseID: "supino-reto-barra", setNumber: number, reps: reps, weightKg: kg, kind: kind)
    }

    /// Sessions 1–3 of the bench press (the third one's 1 × 100 is a warm-up), one weighted squat session and a plank.
    func store(in directory: TemporaryDirectory) throws -> SQLiteStore {
        let store = try SiteFixtures.store(in: directory)
        try store.imports.recordBatch(sessions: [
            session("2026-11-05", [bench(1, 8, 60), bench(2, 8, 60),
                                   LoggedSet(exerciseID: "agachamento-livre-barra", setNumber: 1, reps: 5, weightKg: 100),
                                   LoggedSet(exerciseID: "prancha", setNumber: 1, reps: 1)]),
            session("2026-11-12", [bench(1, 5, 70), bench(2, 8, 62.5)]),
            session("2026-11-19", [bench(1, 1, 100, .warmup), bench(2, 3, 75), bench(3, 12, 50), bench(4, 3, 70)]),
        ])
        return store
    }

    @Test func aLiftWithTwoOrMoreWeightedSessionsShowsItsChartAndRecords() async throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        try await build(store, into: output)
        let site = SiteInspector(root: output)
        let page = site.text("exercises/supino-reto-barra/index.html")
        // The chart: static, accessible, scalable.
        #expect(page.contains("<svg class=\"progress-chart\" role=\"img\" aria-labelledby=\"progress-chart-title progress-chart-desc\" width=\"100%\" viewBox=\"0 0 400 220\""))
        #expect(page.contains("<title id=\"progress-chart-title\">Melhor 1RM estimado por treino</title>"))
        #expect(page.contains("<desc id=\"progress-chart-desc\">3 treinos, de 76 kg em 05/11/2026 a 82,5 kg em 19/11/2026; o maior: 82,5 kg.</desc>"))
        // The chart needs no script (the page's only one is the offline app's registration, shared by every page).
        let chart = try #require(page.range(of: "<svg class=\"progress-chart\"").flatMap { start in page.range(of: "</svg>", range: start.upperBound..<page.endIndex).map { page[start.lowerBound..<$0.upperBound] } })
        #expect(!chart.contains("<script"))
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(page.components(separatedBy: "r=\"3.5\" fill=\"\(EstimatedMaxChart.colour)\"").count == 4)
        #expect(page.contains(">05/11/2026</text>") && page.contains(">19/11/2026</text>"))
        // The same points as a table: 60 × (1 + 8/30) = 76; 70 × (1 + 5/30) = 81,7; 75 × 1,1 = 82,5.
        let session1 = SitePaths.link(from: SitePaths.exercise("supino-reto-barra"), to: SitePaths.session(1))
        let session2 = SitePaths.link(from: SitePaths.exercise("supino-reto-barra"), to: SitePaths.session(2))
        let session3 = SitePaths.link(from: SitePaths.exercise("supino-reto-barra"), to: SitePaths.session(3))
        #expect(page.contains("<tr><td><a href=\"\(session1)\">05/11/2026</a></td><td>76 kg</td></tr>"))
        #expect(page.contains("<tr><td><a href=\"\(session2)\">12/11/2026</a></td><td>81,7 kg</td></tr>"))
        #expect(page.contains("<tr><td><a href=\"\(session3)\">19/11/2026</a></td><td>82,5 kg</td></tr>"))
        // The records, each with its date and session; the warm-up's 100 kg is no record.
        for (label, value, date, href) in [
            ("Maior carga com 1 repetição", "75 kg", "19/11/2026", session3), ("Maior carga com 3 repetições", "75 kg", "19/11/2026", session3),
            ("Maior carga com 5 repetições", "70 kg", "12/11/2026", session2), ("Maior carga com 8 repetições", "62,5 kg", "12/11/2026", session2),
            ("Maior carga com 10 repetições", "50 kg", "19/11/2026", session3),
            ("Melhor 1RM estimado (Epley)", "82,5 kg", "19/11/2026", session3),
            ("Maior volume em um treino (repetições × kg)", "1.035 kg", "19/11/2026", session3),
        ] {
            #expect(page.contains("<tr><th scope=\"row\">\(label)</th><td>\(value)</td><td><a href=\"\(href)\">\(date)</a></td></tr>"), "\(label)")
        }
        #expect(!page.contains("100 kg"))
        let markdown = site.text("exercises/supino-reto-barra/index.md")
        #expect(markdown.contains("| Maior carga com 1 repetição | 75 kg | [19/11/2026](\(SitePaths.link(from: SitePaths.exercise("supino-reto-barra"), to: SitePaths.markdown(SitePaths.session(3))))) |"))
        #expect(markdown.contains("| 81,7 kg |"))
        #expect(site.brokenLinks() == [])
    }

    @Test func fewerThanTwoWeightedSessionsGiveNoChart() async throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        try await build(store, into: output)
        let site = SiteInspector(root: output)
        let squat = site.text("exercises/agachamento-livre-barra/index.html")
        #expect(!squat.contains("<svg class=\"progress-chart\""))
        // One session still has its records: 100 × (1 + 5/30) = 116,7.
        #expect(squat.contains("<th scope=\"row\">Maior carga com 5 repetições</th><td>100 kg</td>"))
        #expect(squat.contains("<td>116,7 kg</td>"))
        let plank = site.text("exercises/prancha/index.html")
        #expect(!plank.contains("progress-chart") && !plank.contains("Recordes pessoais"))
        #expect(plank.contains("Onde foi registrado"))
    }

    @Test func sessionPagesGroupSetsByExerciseAndMarkRecordsInWords() async throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        try await build(store, into: output)
        let site = SiteInspector(root: output)
        let first = site.text(SitePaths.session(1))
        #expect(first.components(separatedBy: ">Supino reto com barra</a></h3>").count == 2)
        #expect(first.contains(">Agachamento livre com barra</a></h3>") && first.contains(">Prancha</a></h3>"))
        // Every first set is a record; the second 8 × 60 only equals the first.
        #expect(first.components(separatedBy: "🏆 recorde").count == 3)
        #expect(first.contains("<td>60 kg <strong class=\"record-mark\">🏆 recorde</strong></td>"))
        let third = site.text(SitePaths.session(3))
        #expect(third.components(separatedBy: "<h3>").count == 2)
        // 3 × 75 (heaviest for 1 and 3, best estimate) and 12 × 50 (heaviest for 10); not the warm-up, not 3 × 70.
        #expect(third.components(separatedBy: "🏆 recorde").count == 3)
        #expect(third.contains("<tr class=\"record\"><td>2</td><td>3</td><td>75 kg <strong"))
        #expect(third.contains("<tr class=\"record\"><td>3</td><td>12</td>"))
        #expect(third.contains("<tr><td>1</td><td>1</td><td>100 kg</td>"))
        #expect(third.contains("<tr><td>4</td><td>3</td><td>70 kg</td>"))
        let markdown = site.text(SitePaths.markdown(SitePaths.session(3)))
        #expect(markdown.components(separatedBy: "### Supino reto com barra").count == 2)
        #expect(markdown.contains("| 2 | 3 | 75 kg **🏆 recorde** | — |"))
        #expect(markdown.components(separatedBy: "🏆 recorde").count == 3)

        let english = directory.url.appendingPathComponent("public-en")
        try await build(store, into: english, locale: .en)
        let englishSite = SiteInspector(root: english)
        #expect(englishSite.text(SitePaths.session(3)).contains("75 kg <strong class=\"record-mark\">🏆 record</strong>"))
        #expect(englishSite.text("exercises/supino-reto-barra/index.html").contains("<th scope=\"row\">Heaviest weight for 1 rep</th><td>75 kg</td>"))
    }

    @Test func aNewRecordChangesTheExercisePageAndTheSameDataGivesTheSameBytes() async throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        try await build(store, into: output)
        let before = SiteInspector(root: output).contents()
        let again = directory.url.appendingPathComponent("again")
        try await build(store, into: again)
        #expect(SiteInspector(root: again).contents() == before)

        try store.imports.recordBatch(sessions: [session("2026-11-21", [bench(1, 2, 80)])])
        try await build(store, into: output)
        let site = SiteInspector(root: output)
        let page = site.text("exercises/supino-reto-barra/index.html")
        #expect(page.contains("<desc id=\"progress-chart-desc\">4 treinos, de 76 kg em 05/11/2026 a 85,3 kg em 21/11/2026; o maior: 85,3 kg.</desc>"))
        #expect(page.contains("<th scope=\"row\">Maior carga com 1 repetição</th><td>80 kg</td>"))
        #expect(site.text(SitePaths.session(4)).contains("80 kg <strong class=\"record-mark\">🏆 recorde</strong>"))
        // The older session page is unchanged: its marks are records at the time, whatever came later.
        #expect(site.contents()[SitePaths.session(3)] == before[SitePaths.session(3)])
    }

    @Test func theSourceFoldsEveryCompletedSessionInOnePass() throws {
        let directory = try TemporaryDirectory()
        let store = try store(in: directory)
        try store.imports.recordBatch(sessions: [WorkoutSession(completedAt: LocalDateTime("2026-11-20 07:00:00")!, status: .skipped, planTitle: "Treino A")])
        let progress = try store.siteData.exerciseProgress()
        #expect(Set(progress.keys) == ["supino-reto-barra", "agachamento-livre-barra"])
        let bench = try #require(progress["supino-reto-barra"])
        #expect(bench.points.map(\.sessionID) == [1, 2, 3])
        #expect(bench.heaviestAtReps[1]?.value == 75)
        #expect(bench.recordSets.contains(.init(sessionID: 3, setNumber: 2)) && !bench.recordSets.contains(.init(sessionID: 3, setNumber: 1)))
        // The same as folding the sessions in memory.
        let sessions = try store.siteData.sessions(ids: [1, 2, 3]).map { session in
            ExerciseLogEntry(sessionID: session.id!, completedAt: session.completedAt, sets: session.sets.filter { $0.exerciseID == "supino-reto-barra" })
        }
        #expect(ExerciseProgress(sessions: sessions) == bench)
    }

    @Test func theChartsLineReadsOnLightAndDarkPagesAndItsTicksAreRound() {
        for background in ["#ffffff", "#121417"] {
            #expect(WeeklySetsChartTests.contrast(EstimatedMaxChart.colour, background) >= 3, "\(background)")
        }
        #expect(DatedLineChart.yTicks(low: 760, high: 825) == [760, 780, 800, 820, 840])
        #expect(DatedLineChart.yTicks(low: 400, high: 1400) == [400, 600, 800, 1000, 1200, 1400])
        #expect(DatedLineChart.yTicks(low: 1000, high: 1000) == [1000, 1010])
        #expect(DatedLineChart.decimal(1234) == "123.4" && DatedLineChart.decimal(-5) == "-0.5" && DatedLineChart.decimal(40) == "4")
    }

    @Test func aLongHistoryIsChartedByTheBestSessionOfEachMonth() throws {
        // 130 sessions a day apart from 2026-01-01: over the per-session limit, five months.
        let sessions = (0..<130).map { index in
            ExerciseLogEntry(sessionID: Int64(index + 1), completedAt: LocalDateTime(date: LocalDate("2026-01-01")!.adding(days: index), hour: 7)!,
                             sets: [LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 5, weightKg: 40 + Double(index % 31))])
        }
        let progress = ExerciseProgress(sessions: sessions)
        #expect(progress.points.count > ExercisePageModel.maxSessionPoints)
        let context = PageContext(locale: .ptBR, images: [:], exercisesByID: [:], markdown: MarkdownRenderer())
        let model = ExercisePageModel(SiteFixtures.exercises[0], log: nil, progress: progress, alternatives: AlternativesOffer(exercises: []), context: context)
        let shown = try #require(model.progress)
        #expect(shown.title == "Melhor 1RM estimado por mês (o melhor treino de cada mês)")
        #expect(shown.points.map(\.date) == ["31/01/2026", "28/02/2026", "03/03/2026", "03/04/2026", "04/05/2026"])
        #expect(shown.chartSVG?.contains("<desc id=\"progress-chart-desc\">130 treinos,") == true)
        let monthly = EstimatedMaxChart.bestPerMonth(progress.points)
        #expect(monthly.map(\.sessionID) == [31, 59, 62, 93, 124])
    }
}
