@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Testing

/// The raw reading of sets (``LoggedSetRows``) gives back every field as it was logged: each kind, a weight and an
/// RPE or none, names by exercise, and supersets (one exercise's sets apart) in their logged order.
@Suite struct LoggedSetRowsTests {
    @Test func everySetReadsBackAsLogged() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let sets = [
            LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 12, weightKg: 20, kind: .warmup),
            LoggedSet(exerciseID: "flexao-de-bracos", setNumber: 1, reps: 15),
            LoggedSet(exerciseID: "supino-reto-barra", setNumber: 2, reps: 8, weightKg: 61.25, rpe: 8.5),
            LoggedSet(exerciseID: "supino-reto-barra", setNumber: 3, reps: 6, weightKg: 50, rpe: 10, kind: .drop),
            LoggedSet(exerciseID: "agachamento-livre-barra", setNumber: 1, reps: 5, weightKg: 100, kind: .failure),
            LoggedSet(exerciseID: "flexao-de-bracos", setNumber: 2, reps: 12, rpe: 9),
        ]
        try store.imports.recordBatch(sessions: [StoreFixtures.session(on: "2026-11-20", sets: sets),
                                         StoreFixtures.session(on: "2026-11-21", sets: Array(sets.prefix(2)))])
        let ids = try store.siteData.sessionSummaries().map(\.id)
        let read = try store.siteData.sessions(ids: ids)
        let names = ["supino-reto-barra": "Supino reto com barra", "flexao-de-bracos": "Flexão de braços",
                     "agachamento-livre-barra": "Agachamento livre com barra"]
        let expected = sets.map { set in
            var named = set
            named.exerciseName = names[set.exerciseID]!
            return named
        }
        // Newest first: the second session holds the first two sets.
        #expect(read.map(\.sets) == [Array(expected.prefix(2)), expected])
        // The history's pass gives the same sets, and numbers the exercises in the order it meets them.
        let whole = try store.siteData.wholeHistory(recent: 5, progress: true, keepingSets: 100)
        #expect(whole.sessions?[ids[1]]?.sets == expected)
        #expect(whole.logs["agachamento-livre-barra"]?.recent.first?.sets == [expected[4]])
        #expect(whole.logs["flexao-de-bracos"]?.sessionCount == 2)
    }
}
