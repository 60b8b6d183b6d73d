import FitTodayData
import FitTodayDomain
import FitTodaySite
import FitTodayTestSupport
import Foundation

/// The SQLite store with today's plan made a program's day: the store on this branch keeps neither a plan's link to
/// its program nor the `program` source yet, so both are put on the active plan it reads (stored as a manual plan).
struct ProgramDaySource: SiteDataSource {
    let store: SQLiteStore
    let link: PlanProgramLink

    private func linked(_ plan: Plan?) -> Plan? {
        guard var plan, plan.isActive else { return plan }
        (plan.source, plan.program) = (.program, link)
        return plan
    }

    func profile() throws(FitTodayError) -> Profile? { try store.profiles.profile() }
    func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? { try store.checkIns.checkIn(on: date) }
    func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan? { linked(try store.plans.generatedPlan(for: date)) }
    func activePlan() throws(FitTodayError) -> Plan? { linked(try store.plans.activePlan()) }
    func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] { try store.performance.recentTraining(before: date, days: days) }
    func plansWithExercises(listedOn date: LocalDate) throws(FitTodayError) -> [Plan] { try store.siteData.plansWithExercises(listedOn: date) }
    func exercises() throws(FitTodayError) -> [Exercise] { try store.exercises.exercises() }
    func exerciseImagePaths() throws(FitTodayError) -> [String] { try store.exercises.exerciseImagePaths() }
    func sessionSummaries() throws(FitTodayError) -> [SessionSummary] { try store.siteData.sessionSummaries() }
    func sessionSummaries(newest count: Int) throws(FitTodayError) -> [SessionSummary] { try store.siteData.sessionSummaries(newest: count) }
    func sessionCount() throws(FitTodayError) -> Int { try store.siteData.sessionCount() }
    func newestSessionIDs(_ count: Int) throws(FitTodayError) -> [Int64] { try store.siteData.newestSessionIDs(count) }
    func historyPositions(of ids: [Int64]) throws(FitTodayError) -> [Int64: Int] { try store.siteData.historyPositions(of: ids) }
    func sessions(ids: [Int64]) throws(FitTodayError) -> [WorkoutSession] { try store.siteData.sessions(ids: ids) }
    func exerciseLogs(recent: Int) throws(FitTodayError) -> [String: ExerciseLog] { try store.siteData.exerciseLogs(recent: recent) }
    func exerciseLogs(recent: Int, of exercises: Set<String>) throws(FitTodayError) -> [String: ExerciseLog] {
        try store.siteData.exerciseLogs(recent: recent, of: exercises)
    }
    func exerciseProgress() throws(FitTodayError) -> [String: ExerciseProgress] { try store.siteData.exerciseProgress() }
    func exerciseProgress(of exercises: Set<String>) throws(FitTodayError) -> [String: ExerciseProgress] { try store.siteData.exerciseProgress(of: exercises) }
    func summaryFigures(today: LocalDate, weeks: Int) throws(FitTodayError) -> SummaryFigures { try store.siteData.summaryFigures(today: today, weeks: weeks) }
    func revision() throws(FitTodayError) -> String? { try store.siteData.revision() }
    func changeMark() throws(FitTodayError) -> DataChangeMark? { try store.siteData.changeMark() }
    func sessionsChanged(since mark: DataChangeMark) throws(FitTodayError) -> [Int64]? { try store.siteData.sessionsChanged(since: mark) }
    func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] {
        try store.performance.recentPerformances(of: exerciseIDs, before: date, limit: limit)
    }

    /// A store whose today is the 5/3/1 squat day (`day`), with a little history, built into `directory/public`.
    static func build(in directory: TemporaryDirectory, day: [PrescribedExercise] = ProgramFixtures.squatDay,
                      programs: [ProgramOverview] = [ProgramFixtures.fiveThreeOne(), ProgramFixtures.gzclp()], locale: AppLocale = .ptBR,
                      baseURL: URL? = nil) async throws -> (source: ProgramDaySource, output: URL) {
        let store = try SiteFixtures.store(in: directory)
        var plan = ProgramFixtures.plan(day, name: "5/3/1 — Semana 1, Agachamento", programID: "531-bbb", dayIndex: 0)
        plan.id = nil
        let link = plan.program!
        (plan.program, plan.source, plan.forDate) = (nil, .manual, nil)
        for index in plan.exercises.indices {
            (plan.exercises[index].warmupSets, plan.exercises[index].backoffSets) = (0, 0)
        }
        _ = try store.plans.createPlan(plan, newExercises: [])
        try SiteFixtures.history(5, in: store)
        let source = ProgramDaySource(store: store, link: link)
        let output = directory.url.appendingPathComponent("public")
        var options = SiteBuildOptions(outputDirectory: output, locale: locale, baseURL: baseURL, today: SiteFixtures.today)
        options.programs = programs
        _ = try await source.builder(options: options).build()
        return (source, output)
    }

    /// A builder whose today is this source's program day, its loads the sets each row's program cycle gives
    /// (what ``FollowProgram`` would prescribe for a program the store does not follow): the site renders them as given.
    func builder(options: SiteBuildOptions) async throws -> SiteBuilder {
        var options = options
        let decided = try await TodaysPlan(reader: self).shown(on: options.today)
        var loads: [LoadPrescription] = []
        if case let .plan(plan, checkIn, _) = decided {
            let plain = try PrescribeLoads(performances: self, settings: options.loads, locale: options.locale)(
                plan, on: options.today, exercises: Dictionary(try exercises().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
                soreness: checkIn?.soreness ?? 0)
            loads = Self.filling(plain, of: plan, from: options.programs)
        }
        options.shownDay = ShownDay(decided: decided, shown: decided.plan.map { ReadinessDay(plan: $0, loads: loads) })
        return SiteBuilder(source: self, images: NoImageProvider(), options: options)
    }

    /// `loads` with each exercise of `plan`'s program day given its prescribed sets, superset, stage and reason from
    /// its program's cycle.
    private static func filling(_ loads: [LoadPrescription], of plan: Plan, from programs: [ProgramOverview]) -> [LoadPrescription] {
        guard let link = plan.program, let overview = programs.first(where: { $0.program.id == link.programID }),
              let day = overview.cycle.joined().first(where: { $0.position.dayIndex == link.position.dayIndex }) else { return loads }
        var result = loads
        var unused = day.exercises
        for (index, item) in plan.exercises.enumerated() where result.indices.contains(index) && result[index].sets.isEmpty {
            // In order: a lift done twice in a day (T1 and T2 squat) takes its entries one after the other.
            guard let found = unused.firstIndex(where: { $0.exerciseID == item.exerciseID }) else { continue }
            let prescribed = unused.remove(at: found)
            result[index].sets = prescribed.sets
            result[index].superset = prescribed.superset
            result[index].stage = prescribed.stage
            result[index].reason = prescribed.reason ?? result[index].reason
            result[index].targetWeightKg = prescribed.mainSets.compactMap(\.weightKg).max()
            result[index].warmup = []
        }
        return result
    }
}
