@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

@Suite struct LargeImportTests {
    static let exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Cable Fly Crossover Low", "Pull Up", "Hack Squat (Machine)"]

    /// 100 000 rows: 5 000 workouts of 5 exercises × 4 sets, in Strong's newer layout. Speed is measured by the
    /// benchmarks, not here; the time is printed for the record.
    @Test func aHundredThousandRowsImportCompletelyAndOnce() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        var expectedVolume = 0.0
        let start = LocalDateTime("2015-01-01 06:00:00")!
        for workout in 0..<5000 {
            let date = start.adding(seconds: workout * 86_400 + (workout % 7) * 600)
            let name = workout % 2 == 0 ? "Treino A" : "\"Treino B, pesado\""
            for (index, exercise) in Self.exercises.enumerated() {
                for set in 1...4 {
                    let weight = Double(20 + (workout + index * 7 + set) % 80) + (set % 2 == 0 ? 0.5 : 0)
                    let reps = 5 + (workout + set) % 8
                    expectedVolume += weight * Double(reps)
                    let notes = set == 1 && index == 0 ? "\"Dia \(workout), bom\"" : ""
                    csv += "\(date),\(name),1h 2m,\(exercise),\(set),\(weight),\(reps),0,0,,\(notes),\(set == 4 ? "9" : "")\n"
                }
            }
        }
        let clock = ContinuousClock()
        let started = clock.now
        let summary = try WorkoutCSVImporter(store: store).importCSV(Data(csv.utf8), from: .strong, options: .init(fileName: "big.csv"))
        print("100 000-row Strong import: \(clock.now - started) (this build's configuration; not asserted)")

        #expect(summary.sessionsImported == 5000)
        #expect(summary.setsImported == 100_000)
        #expect(summary.exercisesCreated == ["Cable Fly Crossover Low", "Hack Squat (Machine)"])
        #expect(summary.skippedRows.isEmpty)
        let totals = try store.pool.read { db in
            try Row.fetchOne(db, sql: """
                SELECT count(*) AS sets, sum(reps * weight_kg) AS volume, count(DISTINCT session_id) AS sessions,
                       count(DISTINCT exercise_id) AS exercises, sum(rpe IS NOT NULL) AS rated
                FROM logged_set
                """)!
        }
        #expect(totals["sets"] as Int == 100_000)
        #expect(totals["sessions"] as Int == 5000)
        #expect(totals["exercises"] as Int == 5)
        #expect(totals["rated"] as Int == 25_000)
        #expect(abs((totals["volume"] as Double) - expectedVolume) < 0.001)
        let page = try store.history.historyPage(nil, pageSize: 20, status: nil)
        #expect(page.total == 5000)
        let newest = try #require(try store.history.session(id: page.sessions[0].id))
        #expect(newest.planTitle == "Treino B, pesado")
        #expect(newest.notes == "Dia 4999, bom")
        #expect(newest.durationMinutes == 62)
        #expect(newest.sets.map(\.setNumber) == Array(repeating: [1, 2, 3, 4], count: 5).flatMap { $0 })

        let again = try WorkoutCSVImporter(store: store).importCSV(Data(csv.utf8), from: .strong, options: .init(fileName: "big.csv"))
        #expect(again.sessionsImported == 0 && again.sessionsAlreadyPresent == 5000)
        #expect(try ImportFixtures.counts(in: store).sets == 100_000)
    }
}
