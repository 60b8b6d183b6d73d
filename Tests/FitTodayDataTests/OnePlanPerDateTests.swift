@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Composing the same date again replaces the composed plan nobody used; lists show made, used and today's plans.
@Suite struct OnePlanPerDateTests {
    let morning = LocalDateTime("2026-11-22 07:00:00")!

    private func setUp() throws -> (TemporaryDirectory, SQLiteStore, CompositionRequest, ComposeTodaysPlan) {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try store.exercises.saveExercises(ComposeTodaysPlanTests.library.exercises)
        let profile = try #require(try store.profiles.profile())
        let request = CompositionRequest(profile: profile, checkIn: CheckIn(date: morning.date, focus: .upper), library: ComposeTodaysPlanTests.library)
        return (directory, store, request, ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: nil, locale: .ptBR))
    }

    private func composed(_ compose: ComposeTodaysPlan, _ request: CompositionRequest, at moment: LocalDateTime) async throws -> Plan {
        guard case let .plan(plan, _) = try await compose(request, now: moment) else { throw FitTodayError.nothingToCompose }
        return plan
    }

    private func storedPlanCount(_ store: SQLiteStore) throws -> Int {
        try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM plan") ?? 0 }
    }

    @Test func changingTheCheckInTenTimesLeavesOnePlanForTheDay() async throws {
        let (directory, store, request, compose) = try setUp()
        var last: Plan?
        for (index, focus) in [Focus.upper, .lower, .fullBody, .core, .upper, .lower, .cardio, .fullBody, .upper, .lower].enumerated() {
            var changed = request
            changed.checkIn.focus = focus
            changed.checkIn.soreness = index % 4
            last = try await composed(compose, changed, at: morning.adding(seconds: index * 60))
        }
        #expect(try storedPlanCount(store) == 1)
        #expect(try store.plans.plans(listedOn: morning.date).map(\.id) == [last?.id])
        #expect(try store.plans.generatedPlan(for: morning.date)?.id == last?.id)
        _ = directory
    }

    @Test func aPlanASessionUsedOrTheActivePlanIsKept() async throws {
        let (directory, store, request, compose) = try setUp()
        let used = try await composed(compose, request, at: morning)
        _ = try store.history.recordSession(WorkoutSession(completedAt: morning.adding(seconds: 3600), status: .skipped, planID: used.id, planTitle: used.name), newExercises: [])
        var lower = request
        lower.checkIn.focus = .lower
        let active = try await composed(compose, lower, at: morning.adding(seconds: 7200))
        try store.plans.activatePlan(id: active.id!)
        var core = request
        core.checkIn.focus = .core
        let today = try await composed(compose, core, at: morning.adding(seconds: 7300))
        #expect(Set(try store.plans.plans(listedOn: morning.date).map(\.id)) == Set([used.id, active.id, today.id]))
        #expect(try storedPlanCount(store) == 3)
        _ = directory
    }

    @Test func composedPlansOfOtherDaysThatNobodyUsedAreNotListed() async throws {
        let (directory, store, request, compose) = try setUp()
        let manual = try store.plans.createPlan(Plan(name: "Treino A", createdAt: morning, source: .manual, exercises: [
            PlanExercise(exerciseID: "supino-reto-barra", sets: 4, reps: 8, restSeconds: 120),
        ]), newExercises: [])
        let yesterday = try await composed(compose, request, at: morning)
        var tomorrow = request
        tomorrow.checkIn = CheckIn(date: morning.date.adding(days: 1), focus: .lower)
        let next = try await composed(compose, tomorrow, at: morning.adding(seconds: 86_400))
        #expect(Set(try store.plans.plans(listedOn: morning.date).map(\.id)) == Set([manual.id, yesterday.id]))
        #expect(Set(try store.plans.plans(listedOn: tomorrow.date).map(\.id)) == Set([manual.id, next.id]))
        #expect(Set(try store.siteData.plansWithExercises(listedOn: tomorrow.date).map(\.id)) == Set([manual.id, next.id]))
        _ = directory
    }
}
