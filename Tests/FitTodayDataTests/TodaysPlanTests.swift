@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// The one rule for a day's plan, on a real database with the curated library and the local composer.
@Suite struct TodaysPlanTests {
    let morning = LocalDateTime("2026-11-22 07:00:00")!
    var day: LocalDate { morning.date }

    private func setUp() throws -> (TemporaryDirectory, SQLiteStore, TodaysPlan.Compose) {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let library = ComposeTodaysPlanTests.library
        try store.exercises.saveExercises(library.exercises)
        let profile = try #require(try store.profiles.profile())
        let now = morning
        let compose: TodaysPlan.Compose = { checkIn, fresh throws(FitTodayError) in
            let composer = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: nil, locale: .ptBR)
            return try await composer(CompositionRequest(profile: profile, checkIn: checkIn, library: library), now: now, fresh: fresh)
        }
        return (directory, store, compose)
    }

    private func activePlan(in store: SQLiteStore) throws -> Plan {
        try store.plans.createPlan(Plan(
            name: "Treino A", createdAt: LocalDateTime("2026-11-01 08:00:00")!, isActive: true, source: .manual,
            exercises: [PlanExercise(exerciseID: ComposeTodaysPlanTests.library.exercises[0].id, sets: 3, reps: 10, restSeconds: 60)]
        ), newExercises: [])
    }

    @Test func withoutACheckInTheActivePlanIsTheDaysPlan() async throws {
        let (directory, store, compose) = try setUp()
        let active = try activePlan(in: store)
        let result = try await TodaysPlan(reader: store.shownDay, compose: compose).shown(on: day)
        #expect(result == .plan(active, checkIn: nil, reused: true))
        #expect(try store.plans.generatedPlan(for: day) == nil)
        _ = directory
    }

    @Test func withoutACheckInOrAnActivePlanAFullBodySessionIsComposedOnce() async throws {
        let (directory, store, compose) = try setUp()
        let first = try await TodaysPlan(reader: store.shownDay, compose: compose).shown(on: day)
        guard case let .plan(plan, checkIn: nil, reused: false) = first else { Issue.record("no plan composed: \(first)"); return }
        #expect(plan.compositionKey != nil)
        #expect(try store.plans.generatedPlan(for: day)?.id == plan.id)
        // What was composed is the day's plan from then on, also for a reader that cannot compose (the site).
        #expect(try await TodaysPlan(reader: store.shownDay).shown(on: day) == .plan(plan, checkIn: nil, reused: true))
        _ = directory
    }

    @Test func aCheckInIsComposedFromEvenWithAnActivePlan() async throws {
        let (directory, store, compose) = try setUp()
        let active = try activePlan(in: store)
        let checkIn = CheckIn(date: day, focus: .upper, soreness: 2)
        try store.checkIns.saveCheckIn(checkIn)
        #expect(try await TodaysPlan(reader: store.shownDay).shown(on: day) == .noPlan(checkIn: checkIn))
        let result = try await TodaysPlan(reader: store.shownDay, compose: compose).shown(on: day)
        guard case let .plan(plan, checkIn: checkIn?, reused: false) = result else { Issue.record("not composed: \(result)"); return }
        #expect(plan.id != active.id)
        #expect(checkIn.focus == .upper)
        #expect(plan.source == .local)
        _ = directory
    }

    @Test func aRestDayHasNoPlanWhateverElseThereIs() async throws {
        let (directory, store, compose) = try setUp()
        _ = try activePlan(in: store)
        let rest = CheckIn(date: day, focus: .rest)
        try store.checkIns.saveCheckIn(rest)
        #expect(try await TodaysPlan(reader: store.shownDay, compose: compose).shown(on: day) == .restDay(rest))
        #expect(try await TodaysPlan(reader: store.shownDay).shown(on: day) == .restDay(rest))
        #expect(try await TodaysPlan(reader: store.shownDay, compose: compose).generated(on: day, fresh: false) == .restDay(rest))
        #expect(try store.plans.generatedPlan(for: day) == nil)
        _ = directory
    }

    @Test func planGenerateComposesFullBodyWithoutACheckInAndReusesUnlessFresh() async throws {
        let (directory, store, compose) = try setUp()
        _ = try activePlan(in: store)
        let useCase = TodaysPlan(reader: store.shownDay, compose: compose)
        guard case let .plan(first, checkIn: nil, reused: false) = try await useCase.generated(on: day, fresh: false) else {
            Issue.record("plan generate did not compose"); return
        }
        guard case let .plan(again, _, reused: true) = try await useCase.generated(on: day, fresh: false) else {
            Issue.record("not reused"); return
        }
        #expect(again.id == first.id)
        guard case let .plan(fresh, _, reused: false) = try await useCase.generated(on: day, fresh: true) else {
            Issue.record("--fresh reused"); return
        }
        #expect(fresh.id != first.id)
        _ = directory
    }

    @Test func withoutAProfileNothingIsComposed() async throws {
        let (directory, store, _) = try setUp()
        let useCase = TodaysPlan(reader: store.shownDay, compose: { _, _ throws(FitTodayError) in nil })
        #expect(try await useCase.shown(on: day) == .noPlan(checkIn: nil))
        _ = directory
    }
}
