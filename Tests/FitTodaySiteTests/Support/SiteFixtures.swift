import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation

/// Real SQLite files for the site tests.
enum SiteFixtures {
    static let today = LocalDate("2026-11-22")!

    static let exercises = [
        Exercise(id: "supino-reto-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym, level: .beginner,
                 instructions: "1. Deite no banco.\n2. Desça a barra **devagar**.", images: ["Barbell_Bench_Press_-_Medium_Grip/0.jpg"]),
        Exercise(id: "flexao-de-bracos", name: "Flexão de braços", muscleGroup: .chest, instructions: "Mantenha o corpo alinhado."),
        Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym,
                 level: .intermediate, images: ["Missing_Image/0.jpg"]),
        Exercise(id: "prancha", name: "Prancha", muscleGroup: .core, level: .beginner),
    ]

    /// A database with a profile and a small library.
    static func store(in directory: TemporaryDirectory, name: String = "fittoday.sqlite") throws -> SQLiteStore {
        let store = try SQLiteStore.open(at: directory.path(name), createIfMissing: true)
        try store.profiles.saveProfile(Profile(goal: .hypertrophy, equipment: .fullGym))
        try store.exercises.saveExercises(exercises)
        return store
    }

    /// `count` completed sessions, one a day ending on ``today``, each with sets of two exercises.
    static func history(_ count: Int, in store: SQLiteStore, title: String = "Treino A") throws {
        var sessions: [WorkoutSession] = []
        for index in 0..<count {
            let skipped = index % 7 == 6
            let moment = LocalDateTime(date: today.adding(days: -index), hour: 7)!
            var sets: [LoggedSet] = []
            if !skipped {
                let first = 40 + Double(index % 5)
                sets = [
                    LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 10, weightKg: first),
                    LoggedSet(exerciseID: "supino-reto-barra", setNumber: 2, reps: 8, weightKg: 42.5),
                    LoggedSet(exerciseID: "agachamento-livre-barra", setNumber: 1, reps: 10, weightKg: 60),
                ]
            }
            sessions.append(WorkoutSession(
                completedAt: moment, status: skipped ? .skipped : .completed, durationMinutes: skipped ? nil : 45,
                planTitle: title, sets: sets
            ))
        }
        try store.imports.recordBatch(sessions: sessions)
    }

    /// An active hand-made plan.
    @discardableResult
    static func plan(named name: String = "Treino A", in store: SQLiteStore) throws -> Plan {
        try store.plans.createPlan(Plan(
            name: name, description: "Peito e pernas", createdAt: LocalDateTime("2026-11-01 08:00:00")!, isActive: true,
            source: .manual, estimatedMinutes: 50, intensity: .moderate,
            exercises: [
                PlanExercise(exerciseID: "supino-reto-barra", sets: 4, reps: 10, restSeconds: 90),
                PlanExercise(exerciseID: "agachamento-livre-barra", sets: 3, reps: 8, restSeconds: 120, notes: "Desça até 90°"),
                PlanExercise(exerciseID: "prancha", sets: 3, reps: 1, restSeconds: 60),
            ]
        ), newExercises: [])
    }
}
