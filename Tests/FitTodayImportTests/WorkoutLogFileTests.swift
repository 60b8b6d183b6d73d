import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// The log downloaded from today's page: refused whole when anything is wrong, one session when right, and
/// nothing new when imported again.
@Suite struct WorkoutLogFileTests {
    static let today = LocalDate("2026-11-22")!

    /// A log of `sets` (`position, exercise, kind, set, reps, kg`) for 2026-11-22, as the page writes it.
    static func log(_ sets: [(Int, String, String, Int, Int, Double?)], version: Int = 1, date: String = "2026-11-22",
                    extra: String = "") -> Data {
        let rows = sets.map { position, id, kind, set, reps, kg in
            #"{"position": \#(position), "exercise_id": "\#(id)", "kind": "\#(kind)", "set": \#(set), "reps": \#(reps), "weight_kg": \#(kg.map { "\($0)" } ?? "null")}"#
        }
        return Data(#"""
        {"format": "fittoday-workout-log", "version": \#(version), "date": "\#(date)", "plan_id": null, "plan_title": "Treino A",\#(extra)
         "sets": [\#(rows.joined(separator: ",\n"))]}
        """#.utf8)
    }

    static let bench = [
        (1, "supino-reto-com-barra", "warmup", 1, 10, Double?(20)),
        (1, "supino-reto-com-barra", "working", 1, 8, Double?(62.5)),
        (1, "supino-reto-com-barra", "working", 2, 7, Double?(62.5)),
        (2, "flexao-de-bracos", "working", 1, 15, Double?.none),
    ]

    @Test func aLogIsOneCompletedSessionAndImportingItAgainAddsNothing() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let file = try WorkoutLogFile.decode(Self.log(Self.bench, extra: #" "completed_at": "2026-11-22 07:40:00", "duration_minutes": 45,"#),
                                             today: Self.today)
        let first = try store.imports.importSessions([file.importedSession(planExists: false)], newExercises: [])
        #expect(first.sessionsInserted == 1)
        #expect(first.setsInserted == 4)
        let sessions = try ImportFixtures.sessions(in: store)
        #expect(sessions.count == 1)
        let session = try #require(sessions.first)
        #expect(session.status == .completed)
        #expect(session.completedAt == LocalDateTime("2026-11-22 07:40:00"))
        #expect(session.startedAt == LocalDateTime("2026-11-22 06:55:00"))
        #expect(session.planTitle == "Treino A")
        #expect(session.sets.map(\.kind) == [.warmup, .working, .working, .working])
        #expect(session.sets.map(\.reps) == [10, 8, 7, 15])
        #expect(session.sets.map(\.weightKg) == [20, 62.5, 62.5, nil])

        let again = try store.imports.importSessions([file.importedSession(planExists: false)], newExercises: [])
        #expect(again.sessionsInserted == 0 && again.setsInserted == 0 && again.sessionsAlreadyPresent == 1)
        #expect(try ImportFixtures.counts(in: store).sessions == 1)
        #expect(try ImportFixtures.counts(in: store).sets == 4)
    }

    @Test func aLaterDownloadOfTheSameDayAddsOnlyTheMissingSets() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        let early = try WorkoutLogFile.decode(Self.log(Array(Self.bench.prefix(2))), today: Self.today)
        _ = try store.imports.importSessions([early.importedSession(planExists: false)], newExercises: [])
        let later = try WorkoutLogFile.decode(Self.log(Self.bench), today: Self.today)
        let result = try store.imports.importSessions([later.importedSession(planExists: false)], newExercises: [])
        #expect(result.sessionsInserted == 0)
        #expect(result.sessionsCompleted == 1)
        #expect(result.setsInserted == 2)
        let counts = try ImportFixtures.counts(in: store)
        #expect(counts.sessions == 1 && counts.sets == 4)
    }

    @Test(arguments: [
        (Data("not json".utf8), ImportFileIssue.notWorkoutLog),
        (Data(#"{"format": "fittoday-export", "version": 1}"#.utf8), .notWorkoutLog),
        (log(bench, version: 2), .workoutLogTooNew(found: 2, supported: 1)),
        (log(bench, version: 0), .workoutLogProblem(FileProblem(.whole, .belowMinimum(key: "version", found: "0", minimum: "1")))),
        (log(bench, date: "22/11/2026"), .workoutLogProblem(FileProblem(.whole, .invalidValue(key: "date", found: "\"22/11/2026\"")))),
        (log([(1, "supino-reto-com-barra", "stretch", 1, 8, 60)]),
         .workoutLogProblem(FileProblem(.logSet(number: 1), .invalidValue(key: "kind", found: "\"stretch\"")))),
        (log([(1, "supino-reto-com-barra", "working", 1, 8, 60), (1, "supino-reto-com-barra", "working", 1, 8, 60)]),
         .workoutLogProblem(FileProblem(.logSet(number: 2), .duplicate(key: "set", found: "1")))),
        (log([]), .workoutLogEmpty),
        (log([(1, "supino-reto-com-barra", "working", 1, 51, 60)]),
         .workoutLogProblem(FileProblem(.logSet(number: 1), .aboveMaximum(key: "reps", found: "51", maximum: "50")))),
        (log([(1, "supino-reto-com-barra", "working", 1, 8, 60), (1, "supino-reto-com-barra", "working", 2, 8, 600)]),
         .workoutLogProblem(FileProblem(.logSet(number: 2), .aboveMaximum(key: "weight_kg", found: "600", maximum: "500")))),
        (log([(1, "supino-reto-com-barra", "working", 1, 8, -5)]),
         .workoutLogProblem(FileProblem(.logSet(number: 1), .belowMinimum(key: "weight_kg", found: "-5", minimum: "0")))),
        (log(bench, extra: #" "completed_at": "2026-11-21 07:40:00","#),
         .workoutLogProblem(FileProblem(.whole, .disagrees(key: "completed_at", found: "\"2026-11-21 07:40:00\"", other: "date = \"2026-11-22\"")))),
        (Data(#"{"format": "fittoday-workout-log", "version": 1, "date": "2026-11-22", "sets": [{"position": 1, "kind": "working", "set": 1, "reps": 8}]}"#.utf8),
         .workoutLogProblem(FileProblem(.logSet(number: 1), .missing(key: "exercise_id")))),
        (Data(#"{"format": "fittoday-workout-log", "version": 1, "date": "2026-11-22", "sets": [{"position": 1, "exercise_id": "x", "kind": "working", "set": 1, "reps": "oito"}]}"#.utf8),
         .workoutLogProblem(FileProblem(.logSet(number: 1), .wrongType(key: "reps", found: "\"oito\"", expected: .integer)))),
    ])
    func aBadFileIsRefusedWithItsReason(_ data: Data, _ issue: ImportFileIssue) {
        #expect(throws: FitTodayError.importFile(reason: issue)) { try WorkoutLogFile.decode(data, today: Self.today) }
    }

    @Test func aFutureDayOrAnImpossibleDurationBreaksTheLogRules() {
        #expect(throws: FitTodayError.importFile(reason: .workoutLogProblem(FileProblem(.whole, .future(key: "date", found: "\"2026-11-23\""))))) {
            try WorkoutLogFile.decode(Self.log(Self.bench, date: "2026-11-23"), today: Self.today)
        }
        #expect(throws: FitTodayError.importFile(reason: .workoutLogProblem(FileProblem(.whole, .aboveMaximum(key: "duration_minutes", found: "900", maximum: "600"))))) {
            try WorkoutLogFile.decode(Self.log(Self.bench, extra: #" "duration_minutes": 900,"#), today: Self.today)
        }
    }

    @Test func theFriendlyMessagesSayWhatToDo() {
        let problem = FileProblem(.logSet(number: 2), .aboveMaximum(key: "weight_kg", found: "600", maximum: "500"))
        let pt = FitTodayError.importFile(reason: .workoutLogProblem(problem)).message(.ptBR)
        #expect(pt.contains("série 2: weight_kg = 600 (o máximo é 500)") && pt.contains("nada foi gravado"), "\(pt)")
        let english = FitTodayError.importFile(reason: .workoutLogProblem(problem)).message(.en)
        #expect(english.contains("set 2: weight_kg = 600 (the most is 500)") && english.contains("nothing was written"), "\(english)")
        let en = FitTodayError.importFile(reason: .workoutLogUnknownExercise(id: "nada")).message(.en)
        #expect(en.contains("\"nada\"") && en.contains("nothing was imported"), "\(en)")
    }
}
