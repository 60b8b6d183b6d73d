@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// `recentPerformances` looks a frequent exercise up from the newest session and a rare one from its own index:
/// both ways give the newest sessions, newest first, with their sets.
@Suite struct RecentPerformancesTests {
    @Test func frequentAndRareExercisesGiveTheirNewestSessions() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let end = LocalDate("2026-11-22")!
        var sessions: [WorkoutSession] = []
        for index in 0..<300 {
            var sets = [LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 8, weightKg: Double(40 + index % 7))]
            // The rare one: 3 sessions of 300, the newest of them 100 days ago.
            if [100, 150, 280].contains(index) { sets.append(LoggedSet(exerciseID: "flexao-de-bracos", setNumber: 1, reps: 10 + index % 5)) }
            sessions.append(StoreFixtures.session(on: end.adding(days: -index).description, hour: 7, sets: sets))
        }
        try store.imports.recordBatch(sessions: sessions)
        let found = try store.performance.recentPerformances(of: ["supino-reto-barra", "flexao-de-bracos", "agachamento-livre-barra"], before: end, limit: 2)
        #expect(found["supino-reto-barra"]?.map(\.completedAt.date) == [end.adding(days: -1), end.adding(days: -2)])
        #expect(found["supino-reto-barra"]?.first?.sets.map(\.weightKg) == [41])
        #expect(found["flexao-de-bracos"]?.map(\.completedAt.date) == [end.adding(days: -100), end.adding(days: -150)])
        #expect(found["flexao-de-bracos"]?.first?.sets.map(\.reps) == [10])
        #expect(found["agachamento-livre-barra"] == nil)
    }
}
