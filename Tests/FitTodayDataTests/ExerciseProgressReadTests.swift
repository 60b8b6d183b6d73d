@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// The whole library's progress is folded in the table's order; a few exercises' progress is read by exercise
/// and sorted. Both must give what folding each exercise's sessions in time order gives, out-of-order imports,
/// supersets and warm-ups included.
@Suite struct ExerciseProgressReadTests {
    /// `importedLate`: the first 60 sessions stored are older than the rest and stored newest first (read again on
    /// their own); otherwise day by day, with each day's two or three workouts stored in any order (the window).
    @Test(arguments: [false, true])
    func tableOrderAndExerciseOrderGiveTheSameProgress(importedLate: Bool) throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        var random = SystemRandomNumberGenerator()
        var sessions: [WorkoutSession] = []
        let end = LocalDate("2026-11-22")!
        for index in 0..<120 {
            // Newest first for the first 60 (an import of old history after the new), then day by day.
            let day = importedLate && index < 60 ? end.adding(days: -200 - index) : end.adding(days: -120 + index / 3)
            var sets: [LoggedSet] = []
            var numbers: [String: Int] = [:]
            for position in 0..<Int.random(in: 1...7, using: &random) {
                // A superset: the two exercises alternate within the session.
                let id = position % 2 == 0 ? "supino-reto-barra" : (index % 3 == 0 ? "flexao-de-bracos" : "agachamento-livre-barra")
                numbers[id, default: 0] += 1
                sets.append(LoggedSet(exerciseID: id, setNumber: numbers[id]!, reps: Int.random(in: 1...12, using: &random),
                                      weightKg: id == "flexao-de-bracos" ? nil : Double(Int.random(in: 20...120, using: &random)),
                                      kind: position == 0 && index % 4 == 0 ? .warmup : .working))
            }
            let skipped = index % 9 == 8
            sessions.append(StoreFixtures.session(on: day.description, status: skipped ? .skipped : .completed, hour: 20 - (index * 7) % 13,
                                                  sets: skipped ? [] : sets))
        }
        try store.imports.recordBatch(sessions: sessions)
        let whole = try store.siteData.exerciseProgress()
        let some = try store.siteData.exerciseProgress(of: ["supino-reto-barra", "agachamento-livre-barra", "flexao-de-bracos"])
        #expect(whole == some)
        #expect(whole["supino-reto-barra"]?.points.count ?? 0 > 50)
        // The reference: each exercise's completed sessions folded in time order.
        let stored = try store.siteData.sessions(ids: try store.siteData.sessionSummaries().map(\.id)).filter { $0.status == .completed }
        for id in ["supino-reto-barra", "agachamento-livre-barra"] {
            let entries = stored.compactMap { session -> ExerciseLogEntry? in
                let sets = session.sets.filter { $0.exerciseID == id && ($0.weightKg ?? 0) > 0 && $0.kind != .warmup }
                return sets.isEmpty ? nil : ExerciseLogEntry(sessionID: session.id!, completedAt: session.completedAt, sets: sets)
            }
            #expect(whole[id] == ExerciseProgress(sessions: entries), "\(id)")
        }
    }
}
