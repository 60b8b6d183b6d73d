import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// Today's page as a gym sheet: the loads `plan show` prints (one rule, the same data), warm-ups apart, a field
/// per set, and a page that changes exactly when the history does.
@Suite struct TodaySheetTests {
    /// A bench press 4 × 10 plan (plus a squat never logged, and a plank) and two sessions of 4 × 10 at 60 kg.
    static func store(in directory: TemporaryDirectory) throws -> (SQLiteStore, Plan) {
        let store = try SiteFixtures.store(in: directory)
        var bench = SiteFixtures.exercises[0]
        bench.tags = ["compound"]
        try store.exercises.saveExercises([bench])
        let plan = try SiteFixtures.plan(in: store)
        try store.imports.recordBatch(sessions: ["2026-11-19 07:00:00", "2026-11-21 07:00:00"].map { moment in
            WorkoutSession(completedAt: LocalDateTime(moment)!, status: .completed, planTitle: "Treino A", sets: (1...4).map {
                LoggedSet(exerciseID: "supino-reto-barra", setNumber: $0, reps: 10, weightKg: 60)
            })
        })
        return (store, plan)
    }

    static func build(_ store: SQLiteStore, into output: URL) async throws -> (html: String, markdown: String) {
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(),
                                  options: SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)).build()
        return (try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8),
                try String(contentsOf: output.appendingPathComponent("index.md"), encoding: .utf8))
    }

    @Test func todaysPageShowsWhatPlanShowPrescribes() async throws {
        let directory = try TemporaryDirectory()
        let (store, plan) = try Self.store(in: directory)
        let library = Dictionary(uniqueKeysWithValues: try store.exercises.exercises().map { ($0.id, $0) })
        let loads = try PrescribeLoads(performances: store.performance, settings: LoadSettings(), locale: .ptBR)(
            plan, on: SiteFixtures.today, exercises: library, soreness: 0)
        let bench = try #require(loads.first)
        #expect(bench.targetWeightKg == 62.5)
        #expect(!bench.warmup.isEmpty)
        let reason = try #require(bench.reason)
        let hint = try #require(loads[1].reason)
        #expect(loads[1].targetWeightKg == nil)

        let (html, markdown) = try await Self.build(store, into: directory.url.appendingPathComponent("public"))
        #expect(html.contains(#"<strong class="target">62,5 kg</strong>"#))
        #expect(html.contains("Meta de hoje: \(reason)</p>"))
        #expect(html.contains(#"<p class="last-time">Última vez (21/11/2026): 10 × 60 kg, 10 × 60 kg, 10 × 60 kg, 10 × 60 kg</p>"#))
        #expect(html.contains("<p class=\"load-reason\">\(hint)</p>"))
        // Warm-ups apart, above the working sets; every set has its target and two empty fields.
        let warmupList = try #require(html.range(of: #"<ol class="sheet-sets warmup">"#))
        let workingList = try #require(html.range(of: #"<ol class="sheet-sets">"#))
        #expect(warmupList.lowerBound < workingList.lowerBound)
        #expect(html.components(separatedBy: #"data-kind="warmup""#).count - 1 == bench.warmup.count)
        for set in bench.warmup {
            #expect(html.contains("<span class=\"set-target\">\(set.reps) × \(WeightText.format(set.weightKg, .kg, .ptBR))</span>"))
        }
        #expect(html.components(separatedBy: #"<span class="set-target">10 × 62,5 kg</span>"#).count - 1 == 4)
        let sets = plan.exercises.map(\.sets).reduce(0, +) + bench.warmup.count
        #expect(html.components(separatedBy: #"class="done-reps""#).count - 1 == sets)
        #expect(html.components(separatedBy: #"class="done-kg""#).count - 1 == sets)

        #expect(markdown.contains("**4 × 10** · **62,5 kg**"))
        #expect(markdown.contains("Meta de hoje: \(reason)"))
        #expect(markdown.contains("Última vez (21/11/2026): 10 × 60 kg"))
        #expect(markdown.contains(hint))
        #expect(markdown.contains("- [ ] Série 1: 10 × 62,5 kg →"))
        let warmupHeading = try #require(markdown.range(of: "Aquecimento:"))
        #expect(warmupHeading.lowerBound < (markdown.range(of: "- [ ] Série 1: 10 × 62,5 kg")?.lowerBound ?? markdown.startIndex))
    }

    /// A prescribed range reads as a range on every row of the sheet, as in the card's header, while the row's
    /// `data-reps` (what a ticked box logs) stays its bottom.
    @Test func theSheetsRowsShowTheRangeOfReps() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        _ = try store.plans.createPlan(Plan(
            name: "Treino com faixa", createdAt: LocalDateTime("2026-11-01 08:00:00")!, isActive: true, source: .manual,
            exercises: [PlanExercise(exerciseID: "agachamento-livre-barra", sets: 3, reps: 4, repsMax: 6, restSeconds: 120)]
        ), newExercises: [])
        let (html, markdown) = try await Self.build(store, into: directory.url.appendingPathComponent("public"))
        #expect(html.contains("<strong>3 × 4–6</strong>"))
        #expect(html.components(separatedBy: #"data-kind="working" data-reps="4""#).count - 1 == 3)
        #expect(html.components(separatedBy: #"<span class="set-target">4–6</span>"#).count - 1 == 3)
        #expect(markdown.contains("- [ ] Série 1: 4–6 →") && markdown.contains("- [ ] Série 3: 4–6 →"))
    }

    @Test func sameDataSameBytesAndNewHistoryChangesTodaysPage() async throws {
        let directory = try TemporaryDirectory()
        let (store, _) = try Self.store(in: directory)
        let output = directory.url.appendingPathComponent("public")
        let first = try await Self.build(store, into: output)
        let twin = try await Self.build(store, into: directory.url.appendingPathComponent("other"))
        #expect(first.html == twin.html)
        #expect(first.markdown == twin.markdown)

        // A third session at 62,5 kg: the next target, the page and its fingerprint change.
        try store.imports.recordBatch(sessions: [WorkoutSession(
            completedAt: LocalDateTime("2026-11-21 18:00:00")!, status: .completed, planTitle: "Treino A",
            sets: (1...4).map { LoggedSet(exerciseID: "supino-reto-barra", setNumber: $0, reps: 10, weightKg: 62.5) }
        )])
        let after = try await Self.build(store, into: output)
        #expect(after.html != first.html)
        #expect(after.html.contains(#"<strong class="target">65 kg</strong>"#))
        #expect(after.markdown.contains("**65 kg**"))
    }
}
