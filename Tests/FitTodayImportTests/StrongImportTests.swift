import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct StrongImportTests {
    @Test func olderSemicolonExportWithBOMAndCRLF() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture("strong-semicolon.csv", as: .strong, into: store)
        #expect(summary.variant == .strongSemicolon)
        #expect(summary.sessionsImported == 2)
        #expect(summary.setsImported == 8)
        #expect(summary.sessionsAlreadyPresent == 0)
        // "Face Pull Unilateral" and "face pull unilateral" are one new exercise; every other name matched.
        #expect(summary.exercisesCreated == ["Face Pull Unilateral"])
        #expect(summary.skippedRows.isEmpty)

        let sessions = try ImportFixtures.sessions(in: store)
        let first = sessions[0]
        #expect(first.startedAt == LocalDateTime("2019-02-16 10:44:21"))
        #expect(first.completedAt == LocalDateTime("2019-02-16 11:49:21"))
        #expect(first.durationMinutes == 65)
        #expect(first.status == .completed)
        #expect(first.planTitle == "Treino A")
        #expect(first.planID == nil)
        // A quoted note with the separator, doubled quotes and a CRLF line break inside.
        #expect(first.notes == "Peito; ombro e \"tríceps\"\nBom dia")
        #expect(first.sets.map(\.exerciseID) == ["supino-reto-com-barra", "supino-reto-com-barra", "flexao-de-bracos", "face-pull-unilateral"])
        #expect(first.sets.map(\.setNumber) == [1, 2, 1, 1])
        // 135 lbs → 61.235 kg, unrounded; a decimal comma; a weight of 0 is bodyweight.
        #expect(first.sets.map(\.weightKg) == [135 * WeightUnit.kilogramsPerPound, 62.5, nil, 20])
        #expect(first.sets.map(\.rpe) == [nil, 8.5, nil, nil])
        #expect(first.sets.map(\.reps) == [10, 8, 15, 12])

        let second = sessions[1]
        #expect(second.durationMinutes == 45)
        #expect(second.completedAt == LocalDateTime("2019-02-18 07:45:00"))
        // Alias "Squat (Barbell)"; the treadmill row (distance and seconds only) is kept with 0 reps, no weight.
        #expect(second.sets.map(\.exerciseID) == ["agachamento-livre-barra", "agachamento-livre-barra", "corrida-na-esteira", "face-pull-unilateral"])
        #expect(second.sets.map(\.reps) == [5, 5, 0, 10])
        #expect(second.sets[2].weightKg == nil)

        let custom = try #require(try store.exercises.exercise(id: "face-pull-unilateral"))
        #expect(custom.origin == .custom)
        // The library's "Face pull" is close enough to tell the group; nothing tells equipment or level.
        #expect(custom.muscleGroup == .shoulders)
        #expect(custom.equipment == nil)
        #expect(custom.level == nil)
    }

    @Test func newerCommaExportWithTwelveHourTimes() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let summary = try ImportFixtures.importFixture("strong-comma.csv", as: .strong, into: store)
        #expect(summary.variant == .strongComma)
        #expect(summary.sessionsImported == 3)
        // The rest-timer row is not a set.
        #expect(summary.setsImported == 6)
        #expect(summary.exercisesCreated == ["Leg Curl, seated"])

        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.map(\.planTitle) == ["Push, heavy", "Legs", "Midnight"])
        // "6:12:45 PM" with a narrow no-break space before PM.
        #expect(sessions[0].startedAt == LocalDateTime("2024-03-05 18:12:45"))
        #expect(sessions[0].completedAt == LocalDateTime("2024-03-05 19:17:45"))
        #expect(sessions[0].durationMinutes == 65)
        #expect(sessions[0].notes == "Notes, with comma")
        // The warm-up set ("W") is imported too; the plank (seconds only) has 0 reps and no weight.
        #expect(sessions[0].sets.map(\.exerciseID) == ["supino-reto-com-barra", "supino-reto-com-barra", "prancha"])
        #expect(sessions[0].sets.map(\.setNumber) == [1, 2, 1])
        #expect(sessions[0].sets.map(\.weightKg) == [40, 80, nil])
        #expect(sessions[0].sets.map(\.rpe) == [nil, 8, nil])
        #expect(sessions[0].sets.map(\.reps) == [10, 5, 0])

        #expect(sessions[1].startedAt == LocalDateTime("2024-03-06 18:12:45"))
        #expect(sessions[1].durationMinutes == 45)
        #expect(sessions[1].sets.map(\.exerciseID) == ["levantamento-terra", "leg-curl-seated"])
        #expect(sessions[1].sets.map(\.weightKg) == [140.5, 50])
        #expect(sessions[1].sets.map(\.rpe) == [9.5, nil])

        #expect(sessions[2].startedAt == LocalDateTime("2024-03-07 00:00:00"))
        #expect(sessions[2].sets.map(\.exerciseID) == ["barra-fixa"])
    }

    @Test func unlabeledWeightsCanBePounds() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        try ImportFixtures.importFixture("strong-comma.csv", as: .strong, into: store, weightUnit: .lb)
        let sessions = try ImportFixtures.sessions(in: store)
        // Kept unrounded in kilograms, so that each reads back as the pounds in the file.
        func pounds(_ sets: [LoggedSet]) -> [String?] { sets.map { $0.weightKg.map { WeightText.number($0, .lb, .en) } } }
        #expect(pounds(sessions[0].sets) == ["40", "80", nil])
        #expect(pounds(sessions[1].sets) == ["140.5", "50"])
        #expect(sessions[0].sets[0].weightKg == 40 * WeightUnit.kilogramsPerPound)
    }

    @Test func namesMatchIgnoringCaseAndAccentsBeforeAliases() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let csv = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-05-01 07:00:00,Casa,30m,supino reto com barra,1,50,10,0,0,,,
        2024-05-01 07:00:00,Casa,30m,ROSCA DIRETA COM HALTERES,1,12,10,0,0,,,
        2024-05-01 07:00:00,Casa,30m,Elevacao Lateral com Halteres,1,6,15,0,0,,,
        2024-05-01 07:00:00,Casa,30m,bicep curl (dumbbell),2,12,8,0,0,,,
        2024-05-01 07:00:00,Casa,30m,Rosca Direta com Halteres,3,12,8,0,0,,,
        2024-05-01 07:00:00,Casa,30m,Zercher Squat,1,60,5,0,0,,,
        """
        let summary = try WorkoutCSVImporter(store: store).importCSV(Data(csv.utf8), from: .strong, options: .init(fileName: "casa.csv"))
        #expect(summary.exercisesCreated == ["Zercher Squat"])
        let session = try #require(try ImportFixtures.sessions(in: store).first)
        #expect(session.sets.map(\.exerciseID) == [
            "supino-reto-com-barra", "rosca-direta-com-halteres", "elevacao-lateral-com-halteres",
            "rosca-direta-com-halteres", "rosca-direta-com-halteres", "zercher-squat",
        ])
        // The alias and the accent-free spelling land on one exercise, numbered 1, 2, 3.
        #expect(session.sets.map(\.setNumber) == [1, 1, 1, 2, 3, 1])
    }

    @Test func anAliasWhoseLibraryEntryIsMissingKeepsTheAppsName() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore.open(at: directory.path("bare.sqlite"), createIfMissing: true)
        let summary = try ImportFixtures.importFixture("strong-comma.csv", as: .strong, into: store)
        #expect(summary.exercisesCreated == ["Bench Press (Barbell)", "Plank", "Deadlift (Barbell)", "Leg Curl, seated", "Pull Up"])
        #expect(try store.exercises.exercises().allSatisfy { $0.origin == .custom })
    }
}
