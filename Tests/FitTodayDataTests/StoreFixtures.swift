@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation

enum StoreFixtures {
    static let now = LocalDateTime("2026-11-22 08:00:00")!

    /// A new database with a profile and a few library entries.
    static func store(in directory: TemporaryDirectory, name: String = "fittoday.sqlite") throws -> SQLiteStore {
        let store = try SQLiteStore.open(at: directory.path(name), createIfMissing: true)
        try store.profiles.saveProfile(Profile(goal: .hypertrophy, equipment: .fullGym))
        try store.exercises.saveExercises([
            Exercise(id: "supino-reto-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym, level: .beginner),
            Exercise(id: "flexao-de-bracos", name: "Flexão de braços", muscleGroup: .chest),
            Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym),
        ])
        return store
    }

    static func session(on day: String, status: SessionStatus = .completed, hour: Int = 7, planID: Int64? = nil, sets: [LoggedSet] = []) -> WorkoutSession {
        WorkoutSession(
            completedAt: LocalDateTime(date: LocalDate(day)!, hour: hour)!, status: status, durationMinutes: status == .completed ? 45 : nil,
            planID: planID, planTitle: planID == nil ? "" : "Treino", sets: sets
        )
    }

    /// `count` sessions on consecutive days ending 2026-11-22, every third one skipped.
    static func history(_ count: Int, in store: SQLiteStore) throws {
        let end = LocalDate("2026-11-22")!
        let sessions = (0..<count).map { index in
            session(on: end.adding(days: -index).description, status: index % 3 == 2 ? .skipped : .completed)
        }
        try store.imports.recordBatch(sessions: sessions)
    }
}
