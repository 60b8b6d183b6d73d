import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct HevyImportTests {
    @Test func hevyExportWithMultiLineDescription() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture("hevy.csv", as: .hevy, into: store)
        #expect(summary.variant == .hevy)
        #expect(summary.sessionsImported == 2)
        #expect(summary.setsImported == 6)
        // "Treadmill Run" is the library's English name of corrida-na-esteira (issue #29).
        #expect(summary.exercisesCreated == [])

        let sessions = try ImportFixtures.sessions(in: store)
        let upper = sessions[0]
        #expect(upper.planTitle == "Upper A")
        #expect(upper.startedAt == LocalDateTime("2025-07-26 07:06:00"))
        #expect(upper.completedAt == LocalDateTime("2025-07-26 08:01:00"))
        #expect(upper.durationMinutes == 55)
        #expect(upper.notes == "Bom treino, \"pesado\"\nsegunda linha")
        // Warm-up and drop sets are imported; the timed plank has 0 reps and no weight.
        #expect(upper.sets.map(\.exerciseID) == [
            "supino-reto-com-barra", "supino-reto-com-barra", "puxada-frontal", "rosca-direta-com-halteres", "prancha",
        ])
        #expect(upper.sets.map(\.setNumber) == [1, 2, 1, 1, 1])
        #expect(upper.sets.map(\.weightKg) == [40, 80, 55.5, 14, nil])
        #expect(upper.sets.map(\.reps) == [10, 6, 10, 12, 0])
        #expect(upper.sets.map(\.rpe) == [nil, 8, nil, nil, nil])

        let cardio = sessions[1]
        #expect(cardio.durationMinutes == 30)
        #expect(cardio.sets.map(\.exerciseID) == ["corrida-na-esteira"])
        #expect(cardio.sets.map(\.reps) == [0])
        // Its time and distance are kept; the plank's 60 seconds too.
        #expect(cardio.sets.map(\.durationSeconds) == [1800])
        #expect(cardio.sets.map(\.distanceMeters) == [5200])
        #expect(upper.sets.last?.durationSeconds == 60)
    }

    @Test func poundsAreConvertedToKilograms() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture("hevy-lbs.csv", as: .hevy, into: store)
        #expect(summary.sessionsImported == 1)
        let session = try #require(try ImportFixtures.sessions(in: store).first)
        #expect(session.startedAt == LocalDateTime("2025-08-03 17:45:00"))
        #expect(session.durationMinutes == 55)
        #expect(session.sets.map(\.exerciseID) == ["agachamento-livre-barra", "agachamento-livre-barra"])
        // 225 lbs and 225.5 lbs; --weight-unit does not apply, the column says pounds.
        #expect(session.sets.map(\.weightKg) == [225 * WeightUnit.kilogramsPerPound, 225.5 * WeightUnit.kilogramsPerPound])
        #expect(session.sets.map { $0.weightKg.map { WeightText.format($0, .lb, .en) } } == ["225 lb", "225.5 lb"])
        #expect(session.sets.map(\.rpe) == [nil, 7.5])
    }

    @Test func eachCommandRefusesTheOtherAppsFile() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .strong, found: .hevy))) {
            try ImportFixtures.importFixture("hevy.csv", as: .strong, into: store)
        }
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .hevy, found: .strong))) {
            try ImportFixtures.importFixture("strong-semicolon.csv", as: .hevy, into: store)
        }
        #expect(throws: FitTodayError.importFile(reason: .otherApp(expected: .hevy, found: .strong))) {
            try ImportFixtures.importFixture("strong-comma.csv", as: .hevy, into: store)
        }
        #expect(throws: FitTodayError.importFile(reason: .unknownWorkoutCSV)) {
            try ImportFixtures.importFixture("not-a-workout.csv", as: .strong, into: store)
        }
        #expect(throws: FitTodayError.importFile(reason: .unknownWorkoutCSV)) {
            try WorkoutCSVImporter(store: store).importCSV(Data(), from: .hevy, options: .init(fileName: "empty.csv"))
        }
        #expect(try ImportFixtures.counts(in: store).sessions == 0)
        let message = FitTodayError.importFile(reason: .otherApp(expected: .strong, found: .hevy)).message(.ptBR)
        #expect(message.contains("Hevy") && message.contains("fittoday import hevy"))
    }
}
