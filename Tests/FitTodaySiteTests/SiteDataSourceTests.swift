import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Testing

@Suite struct SiteDataSourceTests {
    @Test func summariesMatchTheHistoryPages() throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(45, in: store)
        let all = try store.siteData.sessionSummaries()
        #expect(all.count == 45)
        // Pages count from the oldest: page 1 the oldest 20, page 3 the newest 5; without a page, the newest 20.
        let first = try store.history.historyPage(1, pageSize: 20, status: nil)
        let third = try store.history.historyPage(3, pageSize: 20, status: nil)
        let latest = try store.history.historyPage(nil, pageSize: 20, status: nil)
        #expect(Array(all.suffix(20)) == first.sessions)
        #expect(Array(all.prefix(5)) == third.sessions)
        #expect(Array(all.prefix(20)) == latest.sessions)
    }

    @Test func sessionsComeWithTheirSetsInTheOrderAsked() throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(10, in: store)
        let ids = try store.siteData.sessionSummaries().map(\.id)
        let sessions = try store.siteData.sessions(ids: [ids[3], ids[0], 999_999])
        #expect(sessions.map(\.id) == [ids[3], ids[0]])
        #expect(try sessions[1] == store.history.session(id: ids[0]))
        #expect(sessions[1].sets.count == 3)
    }

    @Test func plansComeWithTheirExercises() throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let plan = try SiteFixtures.plan(in: store)
        let plans = try store.siteData.plansWithExercises(listedOn: LocalDate("2026-11-22")!)
        #expect(plans == [plan])
        #expect(plans[0].exercises.map(\.exerciseName) == ["Supino reto com barra", "Agachamento livre com barra", "Prancha"])
    }

    @Test func exerciseLogsKeepTheNewestSessions() throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(14, in: store)
        let logs = try store.siteData.exerciseLogs(recent: 3)
        let bench = try #require(logs["supino-reto-barra"])
        #expect(bench.sessionCount == 12) // two of 14 are skipped
        #expect(bench.recent.count == 3)
        #expect(bench.recent[0].completedAt.date == SiteFixtures.today)
        #expect(bench.recent[0].sets.map(\.setNumber) == [1, 2])
        #expect(bench.recent[0].lastWeightKg == 42.5)
        #expect(logs["prancha"] == nil)
    }

    /// A rebuild with nothing to do reads the library's image paths alone: the same paths as the exercises name.
    @Test func imagePathsAreTheExercisesImagesOnceEachSorted() throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try store.exercises.saveExercises([
            Exercise(id: "com-imagens", name: "Com imagens", muscleGroup: .back, images: ["Row/1.jpg", "Row/0.jpg"]),
            Exercise(id: "mesma-imagem", name: "Mesma imagem", muscleGroup: .back, images: ["Row/0.jpg", "Ção/0.png"]),
        ])
        let expected = Array(Set(try store.exercises.exercises().flatMap(\.images))).sorted()
        #expect(expected.contains("Ção/0.png") && expected.filter { $0.hasPrefix("Row/") } == ["Row/0.jpg", "Row/1.jpg"])
        #expect(try store.exercises.exerciseImagePaths() == expected)
    }

    @Test func summaryFigures() throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.history(30, in: store)
        // 2026-11-22 is a Sunday: the week runs from Monday the 16th; index 6 (the 16th) is skipped.
        let figures = try store.siteData.summaryFigures(today: SiteFixtures.today, weeks: 8)
        #expect(figures.sessionsThisWeek == 6)
        #expect(figures.sessionsThisMonth == 19) // 22 days, of which the 16th, 9th and 2nd are skipped
        // Each completed day logs two chest sets and one leg set.
        #expect(figures.weeklySets.first { $0.weekStart == LocalDate("2026-11-16") && $0.muscleGroup == .chest }?.sets == 12)
        #expect(figures.weeklySets.first { $0.weekStart == LocalDate("2026-11-16") && $0.muscleGroup == .legs }?.sets == 6)
        #expect(figures.sessionsPerWeek[LocalDate("2026-11-16")!] == 6)
        #expect(figures.weeks.count == 8)
        #expect(figures.weeks.last == LocalDate("2026-11-16"))
        let thisWeekChest = figures.weeklyVolume.first { $0.weekStart == LocalDate("2026-11-16") && $0.muscleGroup == .chest }
        #expect(thisWeekChest != nil)
        #expect(figures.weeklyVolume.allSatisfy { $0.weekStart.isoWeekday == 1 })
    }

    @Test func warmUpsAreNotHardSetsButBodyweightAndCoreAre() throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try store.imports.recordBatch(sessions: [WorkoutSession(
            completedAt: LocalDateTime(date: SiteFixtures.today, hour: 7)!, status: .completed, sets: [
                LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 10, weightKg: 20, kind: .warmup),
                LoggedSet(exerciseID: "supino-reto-barra", setNumber: 2, reps: 8, weightKg: 60),
                LoggedSet(exerciseID: "supino-reto-barra", setNumber: 3, reps: 6, weightKg: 50, kind: .drop),
                LoggedSet(exerciseID: "prancha", setNumber: 1, reps: 1),
                LoggedSet(exerciseID: "prancha", setNumber: 2, reps: 1),
            ]
        )])
        let figures = try store.siteData.summaryFigures(today: SiteFixtures.today, weeks: 8)
        let week = SiteFixtures.today.startOfWeek
        #expect(figures.weeklySets.first { $0.weekStart == week && $0.muscleGroup == .chest }?.sets == 2)
        #expect(figures.weeklySets.first { $0.weekStart == week && $0.muscleGroup == .core }?.sets == 2)
        #expect(try store.siteData.sessions(ids: try store.siteData.sessionSummaries().map(\.id)).first?.sets.first?.kind == .warmup)
        // A week whose sets of a group are all warm-ups: volume, and no sets row.
        let earlier = week.adding(days: -21)
        try store.imports.recordBatch(sessions: [WorkoutSession(
            completedAt: LocalDateTime(date: earlier, hour: 7)!, status: .completed,
            sets: [LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 10, weightKg: 20, kind: .warmup)]
        )])
        let after = try store.siteData.summaryFigures(today: SiteFixtures.today, weeks: 8)
        #expect(after.weeklyVolume.first { $0.weekStart == earlier && $0.muscleGroup == .chest }?.volumeKg == 200)
        #expect(!after.weeklySets.contains { $0.weekStart == earlier && $0.muscleGroup == .chest })
        #expect(after.weeklySets.filter { $0.weekStart != earlier } == figures.weeklySets)
    }

    @Test func weeksInARowCountFullWeeksAndTheCurrentOnceMet() {
        let today = SiteFixtures.today // a Sunday
        let week = today.startOfWeek
        func figures(_ counts: [Int: Int], frequency: Int = 3) -> SummaryFigures {
            SummaryFigures(
                sessionsThisWeek: counts[0] ?? 0, sessionsThisMonth: 0, weeklyFrequency: frequency,
                sessionsPerWeek: Dictionary(uniqueKeysWithValues: counts.map { (week.adding(days: -7 * $0.key), $0.value) }),
                weeks: [], weeklyVolume: [], weeklySets: []
            )
        }
        #expect(figures([:]).weeksInARowMeetingFrequency(today: today) == 0)
        #expect(figures([0: 3, 1: 3, 2: 4, 3: 1]).weeksInARowMeetingFrequency(today: today) == 3)
        // The week in progress does not break the run before it is over.
        #expect(figures([0: 1, 1: 3, 2: 3]).weeksInARowMeetingFrequency(today: today) == 2)
        #expect(figures([0: 4, 2: 5]).weeksInARowMeetingFrequency(today: today) == 1)
        #expect(figures([1: 3, 2: 3], frequency: 4).weeksInARowMeetingFrequency(today: today) == 0)
    }
}
