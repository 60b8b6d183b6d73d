@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// `recentTraining(before:days:)` on a real SQLite file: the week the composer plans around.
@Suite struct RecentTrainingTests {
    @Test func sessionsFirstThenComposedPlansOfDaysWithoutOne() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        // A logged session two days before: two working sets of the squat (the warm-up does not count), one bench set.
        let logged = StoreFixtures.session(on: "2026-11-20", sets: [
            LoggedSet(exerciseID: "agachamento-livre-barra", setNumber: 1, reps: 10, weightKg: 20, kind: .warmup),
            LoggedSet(exerciseID: "agachamento-livre-barra", setNumber: 2, reps: 5, weightKg: 80),
            LoggedSet(exerciseID: "agachamento-livre-barra", setNumber: 3, reps: 5, weightKg: 80),
            LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 5, weightKg: 60),
        ])
        _ = try store.history.recordSession(logged, newExercises: [])
        // A skipped session counts for nothing; a session too old or on the day itself is outside the week.
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-19", status: .skipped), newExercises: [])
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-10", sets: [LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 5)]), newExercises: [])
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-22", sets: [LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 5)]), newExercises: [])
        // Yesterday's composed plan, never logged: assumed done. A plan for the logged day is not counted twice.
        let yesterday = Plan(name: "Ontem", createdAt: LocalDateTime("2026-11-21 06:00:00")!, source: .local, forDate: LocalDate("2026-11-21"),
                             exercises: [PlanExercise(exerciseID: "flexao-de-bracos", sets: 3, reps: 10, restSeconds: 60)])
        _ = try store.plans.storeComposedPlan(yesterday)
        var sameDay = yesterday
        sameDay.forDate = LocalDate("2026-11-20")
        sameDay.name = "Dia do treino"
        _ = try store.plans.storeComposedPlan(sameDay)
        // A plan made by hand is not a day's plan.
        _ = try store.plans.createPlan(Plan(name: "Meu plano", createdAt: LocalDateTime("2026-11-18 06:00:00")!, source: .manual, forDate: LocalDate("2026-11-18"),
                                      exercises: [PlanExercise(exerciseID: "flexao-de-bracos", sets: 3, reps: 10, restSeconds: 60)]), newExercises: [])

        let days = try store.performance.recentTraining(before: LocalDate("2026-11-22")!, days: 7)
        #expect(days == [
            TrainedDay(date: LocalDate("2026-11-20")!, exercises: [TrainedExercise(exerciseID: "agachamento-livre-barra", sets: 2), TrainedExercise(exerciseID: "supino-reto-barra", sets: 1)], logged: true),
            TrainedDay(date: LocalDate("2026-11-21")!, exercises: [TrainedExercise(exerciseID: "flexao-de-bracos", sets: 3)], logged: false),
        ])
        #expect(try store.performance.recentTraining(before: LocalDate("2026-11-22")!, days: 0).isEmpty)
        _ = directory
    }
}
