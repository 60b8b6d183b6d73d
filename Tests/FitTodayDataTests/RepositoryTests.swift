@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import GRDB
import Testing

@Suite struct RepositoryTests {
    @Test func profileRoundTripsAndIsValidatedBeforeWriting() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let profile = Profile(goal: .weightLoss, equipment: .home, level: .beginner, methodology: .circuit,
                              healthNotes: "Dor no joelho direito", conditions: [.knee, .hypertension], weeklyFrequency: 5)
        try store.profiles.saveProfile(profile)
        #expect(try store.profiles.profile() == profile)
        var invalid = profile
        invalid.weeklyFrequency = 0
        #expect(throws: FitTodayError.invalid(.weeklyFrequency(0))) { try store.profiles.saveProfile(invalid) }
        #expect(try store.profiles.profile() == profile)
    }

    @Test func oneCheckInPerDayTheLatestWins() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let day = LocalDate("2026-11-22")!
        try store.checkIns.saveCheckIn(CheckIn(date: day, focus: .upper, soreness: 2))
        try store.checkIns.saveCheckIn(CheckIn(date: day, focus: .lower, soreness: 7, soreRegion: .legs))
        try store.checkIns.saveCheckIn(CheckIn(date: day.adding(days: -1), focus: .rest))
        #expect(try store.checkIns.checkIn(on: day) == CheckIn(date: day, focus: .lower, soreness: 7, soreRegion: .legs))
        #expect(try store.checkIns.checkIns(from: day.adding(days: -7), through: day).map(\.focus) == [.rest, .lower])
        #expect(throws: FitTodayError.invalid(.soreness(11))) { try store.checkIns.saveCheckIn(CheckIn(date: day, focus: .upper, soreness: 11)) }
    }

    @Test func exercisesMatchByIdOrByNameIgnoringAccents() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        #expect(try store.exercises.exercise(matching: "flexao-de-bracos")?.name == "Flexão de braços")
        #expect(try store.exercises.exercise(matching: "FLEXAO DE  BRACOS")?.id == "flexao-de-bracos")
        #expect(try store.exercises.exercise(matching: "Voador") == nil)
        try store.exercises.saveExercises([Exercise(id: "flexao-de-bracos", name: "Flexão de braços", muscleGroup: .chest, level: .intermediate)])
        #expect(try store.exercises.exercise(id: "flexao-de-bracos")?.level == .intermediate)
        #expect(try store.exercises.exercises().count == 3)
    }

    @Test func plansKeepTheirExercisesInOrder() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let plan = try store.plans.createPlan(Plan(name: "  Treino A  ", description: "Peito", createdAt: StoreFixtures.now), newExercises: [])
        let id = try #require(plan.id)
        #expect(plan.name == "Treino A")
        _ = try store.plans.appendExercise(PlanExercise(exerciseID: "supino-reto-barra", sets: 4, reps: 10, restSeconds: 90), toPlan: id, newExercises: [])
        let custom = Exercise(id: "crucifixo", name: "Crucifixo", muscleGroup: nil, origin: .custom)
        let updated = try store.plans.appendExercise(PlanExercise(exerciseID: "crucifixo", sets: 3, reps: 12, restSeconds: 60), toPlan: id, newExercises: [custom])
        #expect(updated.exercises.map(\.exerciseID) == ["supino-reto-barra", "crucifixo"])
        #expect(updated.exercises.map(\.exerciseName) == ["Supino reto com barra", "Crucifixo"])
        #expect(try store.exercises.exercise(id: "crucifixo")?.origin == .custom)
        #expect(throws: FitTodayError.invalid(.restSeconds(75))) {
            try store.plans.appendExercise(PlanExercise(exerciseID: "crucifixo", sets: 3, reps: 12, restSeconds: 75), toPlan: id, newExercises: [])
        }
        #expect(throws: FitTodayError.planNotFound(id: 999)) {
            try store.plans.appendExercise(PlanExercise(exerciseID: "crucifixo", sets: 3, reps: 12, restSeconds: 60), toPlan: 999, newExercises: [])
        }
        #expect(try store.plans.plans(listedOn: LocalDate("2026-11-22")!).map(\.exerciseCount) == [2])
    }

    @Test func atMostOnePlanIsActive() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let a = try store.plans.createPlan(Plan(name: "Treino A", createdAt: StoreFixtures.now, isActive: true), newExercises: [])
        let b = try store.plans.createPlan(Plan(name: "Treino B", createdAt: StoreFixtures.now, isActive: true), newExercises: [])
        #expect(try store.plans.activePlan()?.id == b.id)
        #expect(try store.plans.plan(id: a.id!)?.isActive == false)
        try store.plans.activatePlan(id: a.id!)
        #expect(try store.plans.plans(listedOn: LocalDate("2026-11-22")!).filter(\.isActive).map(\.id) == [a.id!])
        #expect(throws: FitTodayError.planNotFound(id: 42)) { try store.plans.activatePlan(id: 42) }
        #expect(try store.plans.activePlan()?.id == a.id)
        // The database itself refuses a second active plan, whoever writes.
        #expect(throws: DatabaseError.self) {
            try store.pool.write { db in try db.execute(sql: "UPDATE plan SET is_active = 1 WHERE id = ?", arguments: [b.id!]) }
        }
    }

    @Test func deletingAPlanDeletesItsExercisesAndKeepsItsSessions() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let plan = try store.plans.createPlan(Plan(name: "Treino A", createdAt: StoreFixtures.now, exercises: [
            PlanExercise(exerciseID: "supino-reto-barra", sets: 4, reps: 10, restSeconds: 90),
        ]), newExercises: [])
        let id = try #require(plan.id)
        let session = try store.history.recordSession(
            WorkoutSession(completedAt: StoreFixtures.now, status: .completed, planID: id, planTitle: "Treino A",
                           sets: [LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 10, weightKg: 50)]),
            newExercises: []
        )
        try store.plans.deletePlan(id: id)
        #expect(try store.plans.plan(id: id) == nil)
        let planExercises = try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM plan_exercise") }
        #expect(planExercises == 0)
        let kept = try #require(try store.history.session(id: session.id!))
        #expect(kept.planID == nil)
        #expect(kept.planTitle == "Treino A")
        #expect(kept.sets.count == 1)
        #expect(throws: FitTodayError.planNotFound(id: id)) { try store.plans.deletePlan(id: id) }
    }

    @Test func entitlementDefaultsToFree() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        #expect(try store.entitlements.entitlement() == .free)
        let pro = Entitlement(isPro: true, source: "store", expiresAt: LocalDateTime("2027-01-01 00:00:00"))
        try store.entitlements.saveEntitlement(pro)
        #expect(try store.entitlements.entitlement() == pro)
        #expect(pro.isActive(at: StoreFixtures.now))
        #expect(!pro.isActive(at: LocalDateTime("2027-01-01 00:00:00")!))
    }
}
