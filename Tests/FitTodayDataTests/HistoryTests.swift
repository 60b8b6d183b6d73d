@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Testing

@Suite struct HistoryTests {
    @Test func emptyHistoryHasOneEmptyPage() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let page = try store.history.historyPage(1, pageSize: 20, status: nil)
        #expect(page == HistoryPage(page: 1, pages: 1, total: 0, pageSize: 20, sessions: []))
        #expect(try store.history.historyPage(nil, pageSize: 20, status: nil) == HistoryPage(page: nil, pages: 1, total: 0, pageSize: 20, sessions: []))
        #expect(throws: FitTodayError.pageOutOfRange(page: 2, pages: 1)) { try store.history.historyPage(2, pageSize: 20, status: nil) }
        #expect(throws: FitTodayError.invalid(.pageNumber(0))) { try store.history.historyPage(0, pageSize: 20, status: nil) }
    }

    @Test(arguments: [(1, 1, 1), (19, 1, 19), (20, 1, 20), (21, 2, 1), (40, 2, 20), (41, 3, 1)])
    func pageBoundaries(total: Int, pages: Int, onLastPage: Int) throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(total, in: store)
        let first = try store.history.historyPage(1, pageSize: 20, status: nil)
        #expect(first.total == total)
        #expect(first.pages == pages)
        #expect(first.sessions.count == min(total, 20))
        // The newest page holds what is left after the full pages before it.
        let last = try store.history.historyPage(pages, pageSize: 20, status: nil)
        #expect(last.sessions.count == onLastPage)
        #expect(throws: FitTodayError.pageOutOfRange(page: pages + 1, pages: pages)) {
            try store.history.historyPage(pages + 1, pageSize: 20, status: nil)
        }
    }

    /// Pages count from the oldest session: read from the last page down, they list every session newest first.
    @Test func newestFirstAcrossPagesWithNoGapsOrRepeats() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(45, in: store)
        // Two sessions at the same moment: the later-logged one comes first.
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-22"), newExercises: [])
        var seen: [SessionSummary] = []
        for number in [3, 2, 1] { seen += try store.history.historyPage(number, pageSize: 20, status: nil).sessions }
        #expect(seen.count == 46)
        #expect(Set(seen.map(\.id)).count == 46)
        for (newer, older) in zip(seen, seen.dropFirst()) {
            #expect(newer.completedAt > older.completedAt || (newer.completedAt == older.completedAt && newer.id > older.id))
        }
        #expect(seen.first?.id == 46)
        // Page 1 is the oldest 20, page 3 the newest 6; without a page, the newest 20.
        #expect(try store.history.historyPage(1, pageSize: 20, status: nil).sessions == Array(seen.suffix(20)))
        #expect(try store.history.historyPage(3, pageSize: 20, status: nil).sessions.count == 6)
        let latest = try store.history.historyPage(nil, pageSize: 20, status: nil)
        #expect(latest.page == nil && latest.pages == 3 && latest.total == 46)
        #expect(latest.sessions == Array(seen.prefix(20)))
    }

    @Test func statusFilterCountsAndPagesOnlyThatStatus() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(45, in: store)
        let skipped = try store.history.historyPage(1, pageSize: 20, status: .skipped)
        #expect(skipped.total == 15)
        #expect(skipped.pages == 1)
        #expect(skipped.sessions.allSatisfy { $0.status == .skipped })
        let completed = try store.history.historyPage(2, pageSize: 20, status: .completed)
        #expect(completed.total == 30)
        #expect(completed.sessions.count == 10)
        #expect(completed.sessions.allSatisfy { $0.status == .completed })
    }

    @Test func summariesTotalTheirSets() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-20", sets: [
            LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 10, weightKg: 60),
            LoggedSet(exerciseID: "supino-reto-barra", setNumber: 2, reps: 8, weightKg: 62.5, rpe: 8),
            LoggedSet(exerciseID: "flexao-de-bracos", setNumber: 1, reps: 15),
        ]), newExercises: [])
        let summary = try #require(try store.history.historyPage(1, pageSize: 20, status: nil).sessions.first)
        #expect(summary.setCount == 3)
        #expect(summary.exerciseCount == 2)
        #expect(summary.volumeKg == 1100)
    }

    @Test func loggingResolvesNamesNumbersSetsAndCreatesCustomExercises() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let log = LogWorkout(history: store.history, plans: store.plans, exercises: store.exercises)
        let session = try log(LogWorkout.Request(
            status: .completed, completedAt: StoreFixtures.now, durationMinutes: 30,
            sets: [
                SetSpecification(exerciseName: "supino reto com BARRA", reps: 10, weightKg: 60),
                SetSpecification(exerciseName: "Voador", reps: 12, weightKg: 30),
                SetSpecification(exerciseName: "Supino reto com barra", reps: 8, weightKg: 65),
                SetSpecification(exerciseName: "voador", reps: 10, weightKg: 30),
            ]
        ))
        #expect(session.sets.map(\.exerciseID) == ["supino-reto-barra", "voador", "supino-reto-barra", "voador"])
        #expect(session.sets.map(\.setNumber) == [1, 1, 2, 2])
        #expect(session.startedAt?.description == "2026-11-22 07:30:00")
        let custom = try #require(try store.exercises.exercise(id: "voador"))
        #expect(custom.origin == .custom && custom.name == "Voador" && custom.muscleGroup == nil)
    }

    @Test func invalidSessionsWriteNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let log = LogWorkout(history: store.history, plans: store.plans, exercises: store.exercises)
        #expect(throws: FitTodayError.invalid(.skippedSessionWithSets)) {
            try log(LogWorkout.Request(status: .skipped, completedAt: StoreFixtures.now, sets: [SetSpecification(exerciseName: "Remada nova", reps: 10)]))
        }
        #expect(throws: FitTodayError.planNotFound(id: 7)) {
            try log(LogWorkout.Request(status: .completed, completedAt: StoreFixtures.now, planID: 7))
        }
        #expect(try store.exercises.exercise(id: "remada-nova") == nil)
        #expect(try store.history.historyPage(1, pageSize: 20, status: nil).total == 0)
    }

    @Test func sampleDataIsReproducible() throws {
        let directory = try TemporaryDirectory()
        var pages: [[SessionSummary]] = []
        for name in ["a.sqlite", "b.sqlite"] {
            let store = try StoreFixtures.store(in: directory, name: name)
            let summary = try SampleDataGenerator(seed: 3).populate(store: store, library: ComposeTodaysPlanTests.library.exercises, sessions: 60, days: 90, until: LocalDate("2026-11-22")!)
            #expect(summary.sessions == 60)
            #expect(summary.plans == 3)
            #expect(summary.completed > 40 && summary.completed < 60)
            pages.append(try store.history.historyPage(nil, pageSize: 20, status: nil).sessions)
        }
        #expect(pages[0] == pages[1])
        #expect(pages[0].first?.completedAt.date == LocalDate("2026-11-22"))
    }

    @Test func sampleDataUsesLibraryExercisesOnlyAndRunningItTwiceAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let library = ComposeTodaysPlanTests.library.exercises
        let ids = Set(library.map(\.id))
        for id in SampleDataGenerator.exerciseIDs {
            #expect(ids.contains(id), "\(id) is not in the curated library")
        }
        let first = try SampleDataGenerator(seed: 7).populate(store: store, library: library, sessions: 40, days: 60, until: LocalDate("2026-11-22")!)
        #expect(first.sessions == 40 && first.plans == 3)
        #expect(try store.exercises.exercises().filter { $0.origin == .custom }.isEmpty)
        let exerciseCount = try store.exercises.exercises().count
        let again = try SampleDataGenerator(seed: 7).populate(store: store, library: library, sessions: 40, days: 60, until: LocalDate("2026-11-22")!)
        #expect(again.sessions == 0 && again.plans == 0 && again.sets == 0)
        #expect(try store.exercises.exercises().count == exerciseCount)
        #expect(try store.history.historyPage(1, pageSize: 20, status: nil).total == 40)
        #expect(try store.plans.plans(listedOn: LocalDate("2026-11-22")!).count == 3)
        _ = directory
    }

    /// In English the library's names are English: the sample plans still find their exercises (by id), every
    /// completed session has its sets, and the plans are named in English; seeding again in Portuguese adds nothing.
    @Test func englishSampleDataHasItsSetsAndEnglishPlans() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let english = try ContentLibraryLoader.withBuiltIn(overrides: nil, locale: .en).load().exercises
        let until = LocalDate("2026-11-22")!
        let seeded = try SampleDataGenerator(seed: 7).populate(store: store, library: english, sessions: 30, days: 60, until: until, locale: .en,
                                                               unit: .lb)
        #expect(seeded.sessions == 30 && seeded.plans == 3)
        #expect(seeded.sets >= seeded.completed * 6 * 3, "\(seeded)")
        let plans = try store.plans.plans(listedOn: until)
        #expect(Set(plans.map(\.name)) == ["Workout A — Chest, shoulders and triceps", "Workout B — Back and biceps", "Workout C — Legs and abs"])
        #expect(plans.allSatisfy { $0.exerciseCount == 6 })
        // Loads in whole half pounds, as a lifter in pounds would have typed them.
        let summaries = try store.history.historyPage(nil, pageSize: 40, status: nil).sessions
        let loads = try store.siteData.sessions(ids: summaries.map(\.id)).flatMap(\.sets).compactMap(\.weightKg)
        #expect(!loads.isEmpty)
        for kilograms in loads {
            let pounds = WeightUnit.lb.value(fromKilograms: kilograms) * 2
            #expect(abs(pounds - pounds.rounded()) < 1e-6, "\(kilograms) kg")
        }
        let portuguese = ComposeTodaysPlanTests.library.exercises
        let again = try SampleDataGenerator(seed: 7).populate(store: store, library: portuguese, sessions: 30, days: 60, until: until, locale: .ptBR)
        #expect(again.sessions == 0 && again.plans == 0)
        #expect(try store.plans.plans(listedOn: until).count == 3)
        _ = directory
    }

    @Test func sampleDataEndsNoLaterThanNow() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let now = LocalDateTime(date: LocalDate("2026-11-22")!, hour: 6, minute: 30)!
        _ = try SampleDataGenerator(seed: 5).populate(store: store, library: ComposeTodaysPlanTests.library.exercises, sessions: 90, days: 30, until: now.date, notAfter: now)
        let newest = try #require(try store.history.historyPage(nil, pageSize: 20, status: nil).sessions.first)
        #expect(newest.completedAt <= now)
        #expect(newest.completedAt.date == now.date)
    }
}
