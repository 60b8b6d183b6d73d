import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Issue 52: a set done in another exercise's place keeps both exercises, from the sheet's log through the store, the
/// export file and a restore; a log that names the swap wrongly is refused whole.
@Suite struct SwappedSetTests {
    static let swapped = [
        #"{"position": 1, "exercise_id": "leg-press-45", "swapped_from": "agachamento-livre-barra", "kind": "working", "set": 1, "reps": 10, "weight_kg": 120}"#,
        #"{"position": 1, "exercise_id": "leg-press-45", "swapped_from": "agachamento-livre-barra", "kind": "working", "set": 2, "reps": 9, "weight_kg": 120}"#,
        #"{"position": 2, "exercise_id": "flexao-de-bracos", "kind": "working", "set": 1, "reps": 15, "weight_kg": null}"#,
    ]

    static func log(_ sets: [String]) -> Data {
        Data(#"""
        {"format": "fittoday-workout-log", "version": 1, "date": "2026-11-22", "plan_id": null, "plan_title": "Treino A",
         "sets": [\#(sets.joined(separator: ",\n"))]}
        """#.utf8)
    }

    @Test func aSwapTravelsFromTheLogThroughTheStoreTheExportAndARestore() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let file = try WorkoutLogFile.decode(Self.log(Self.swapped), today: WorkoutLogFileTests.today)
        #expect(file.sets.map(\.swappedFrom) == ["agachamento-livre-barra", "agachamento-livre-barra", nil])
        _ = try store.imports.importSessions([file.importedSession(planExists: false)], newExercises: [])
        let session = try #require(try ImportFixtures.sessions(in: store).first)
        #expect(session.sets.map(\.exerciseID) == ["leg-press-45", "leg-press-45", "flexao-de-bracos"])
        #expect(session.sets.map(\.swappedFrom) == ["agachamento-livre-barra", "agachamento-livre-barra", nil])
        let sessionID = try #require(session.id)
        let stored = try #require(try store.history.session(id: sessionID))
        #expect(stored.sets.map(\.swappedFrom) == session.sets.map(\.swappedFrom))

        let snapshot = try store.export.snapshot()
        #expect(DataExportFormat.version(of: snapshot) == 5, "an older reader would take the leg press for squats")
        let data = DataExportFormat.encode(snapshot)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.components(separatedBy: #""swapped_from": "agachamento-livre-barra""#).count - 1 == 2)
        #expect(text.contains(#""id": "agachamento-livre-barra""#), "the planned exercise travels with the file")
        let fresh = try SQLiteStore.open(at: directory.path("fresh.sqlite"), createIfMissing: true)
        try fresh.export.restore(try DataExportFormat.decode(data))
        #expect(try fresh.export.snapshot() == snapshot)
        #expect(DataExportFormat.encode(try fresh.export.snapshot()) == data)
    }

    @Test func aSwapNamedEmptyOrAsTheExerciseItselfIsRefused() throws {
        for bad in [#""swapped_from": """#, #""swapped_from": "leg-press-45""#] {
            let set = #"{"position": 1, "exercise_id": "leg-press-45", \#(bad), "kind": "working", "set": 1, "reps": 10, "weight_kg": 120}"#
            #expect(throws: FitTodayError.self) { try WorkoutLogFile.decode(Self.log([set]), today: WorkoutLogFileTests.today) }
        }
    }
}
