@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Schema 5's change log: a site build asks which sessions were added to since its mark, and is told "don't
/// know" (nil) whenever anything else changed.
@Suite struct DataChangeLogTests {
    static let set = LoggedSet(exerciseID: "supino-reto-barra", setNumber: 1, reps: 8, weightKg: 40)

    func setUp(sessions: Int = 5) throws -> (TemporaryDirectory, SQLiteStore, DataChangeMark) {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try StoreFixtures.history(sessions, in: store)
        return (directory, store, try #require(try store.siteData.changeMark()))
    }

    @Test func addedSessionsAreNamedAndNothingElse() throws {
        let (_, store, mark) = try setUp()
        #expect(try store.siteData.sessionsChanged(since: mark) == [])
        let first = try store.history.recordSession(StoreFixtures.session(on: "2026-11-22", hour: 19, sets: [Self.set]), newExercises: [])
        let second = try store.history.recordSession(StoreFixtures.session(on: "2026-10-01", sets: [Self.set]), newExercises: [])
        #expect(try store.siteData.sessionsChanged(since: mark) == [first.id!, second.id!])
        // From a later mark, only what came after it.
        let later = try #require(try store.siteData.changeMark())
        #expect(later.serial == mark.serial + 2)
        #expect(try store.siteData.sessionsChanged(since: later) == [])
    }

    @Test(arguments: ["edit", "delete", "profile", "exercise"])
    func anyOtherWriteMeansUnknown(_ change: String) throws {
        let (_, store, mark) = try setUp()
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-22", hour: 19, sets: [Self.set]), newExercises: [])
        let id = try #require(try store.siteData.sessionSummaries().last?.id)
        switch change {
        case "edit":
            var session = try #require(try store.history.session(id: id))
            session.notes = "Outra nota"
            _ = try store.history.replaceSession(session, newExercises: [])
        case "delete": try store.history.deleteSession(id: id)
        case "profile": try store.profiles.saveProfile(Profile(goal: .strength, equipment: .home))
        default: try store.exercises.saveExercises([Exercise(id: "remada", name: "Remada", muscleGroup: .back)])
        }
        #expect(try store.siteData.sessionsChanged(since: mark) == nil, "\(change)")
        // The next mark starts clean again.
        let next = try #require(try store.siteData.changeMark())
        _ = try store.history.recordSession(StoreFixtures.session(on: "2026-11-23", sets: [Self.set]), newExercises: [])
        #expect(try store.siteData.sessionsChanged(since: next)?.count == 1)
    }

    /// A log that came home through the inbox and a history file's import add sessions and nothing else: the next
    /// build updates the site in place instead of rendering every page (the inbox's bench, issue 49).
    @Test func aLogFromTheInboxAndAnImportOnlyAddSessions() throws {
        let (_, store, mark) = try setUp()
        let json = """
            {"format": "fittoday-workout-log", "version": 1, "date": "2026-11-22", "log_id": "11111111-1111-4111-8111-111111111111",
             "revision": 1, "plan_id": null, "plan_title": "Treino", "sets": [
               {"position": 1, "exercise_id": "supino-reto-barra", "kind": "working", "set": 1, "reps": 5, "weight_kg": 60},
               {"position": 1, "exercise_id": "supino-reto-barra", "kind": "working", "set": 2, "reps": 5, "weight_kg": 60}]}
            """
        let log = try WorkoutLogFile.decode(Data(json.utf8), today: LocalDate("2026-11-22")!)
        let imported = log.importedSession(planExists: false, readinessHeld: false)
        let receipt = try ReceivedLogs(store: store).receive(log, as: imported, source: "inbox/", at: StoreFixtures.now)
        let id = try #require(receipt.sessionID)
        #expect(try store.siteData.sessionsChanged(since: mark) == [id])
        // The sets carry their import keys, written with them.
        let keys = try store.read { db in try Int64.fetchAll(db, sql: "SELECT import_key FROM logged_set WHERE session_id = ? ORDER BY position", arguments: [id]) }
        #expect(keys == imported.setKeys)
        let next = try #require(try store.siteData.changeMark())
        var other = imported
        other.importKey = "strong|2026-11-23"
        other.session.completedAt = LocalDateTime("2026-11-23T19:00:00")!
        let result = try store.imports.importSessions([other], newExercises: [], batch: .init(format: "strong", fileName: "strong.csv", importedAt: StoreFixtures.now))
        #expect(result.sessionsInserted == 1)
        #expect(try store.siteData.sessionsChanged(since: next)?.count == 1)
    }

    @Test func plansAndCheckInsGoWithAddedSessions() throws {
        let (_, store, mark) = try setUp()
        _ = try store.plans.createPlan(Plan(name: "Novo", createdAt: StoreFixtures.now, source: .manual,
                                      exercises: [PlanExercise(exerciseID: "supino-reto-barra", sets: 3, reps: 8, restSeconds: 60)]),
                                 newExercises: [])
        try store.checkIns.saveCheckIn(CheckIn(date: LocalDate("2026-11-22")!, focus: .fullBody, soreness: 1))
        let session = try store.history.recordSession(StoreFixtures.session(on: "2026-11-22", hour: 20, sets: [Self.set]), newExercises: [])
        #expect(try store.siteData.sessionsChanged(since: mark) == [session.id!])
    }

    @Test func setsAddedByAnotherProgramMarkTheirSessionOnFitTodaysNextWrite() throws {
        let (directory, store, mark) = try setUp()
        let old = try #require(try store.siteData.sessionSummaries().last?.id)
        let queue = try DatabaseQueue(path: directory.path("fittoday.sqlite"))
        try queue.write { db in
            try db.execute(sql: "INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, position) VALUES (?, 'supino-reto-barra', 9, 5, 50, 99)",
                           arguments: [old])
        }
        try queue.close()
        // Unknown while another program's write is not stamped; then the old session is named with the new one.
        #expect(try store.siteData.changeMark() == nil)
        #expect(try store.siteData.sessionsChanged(since: mark) == nil)
        let new = try store.history.recordSession(StoreFixtures.session(on: "2026-11-23", sets: [Self.set]), newExercises: [])
        #expect(try store.siteData.sessionsChanged(since: mark) == [old, new.id!].sorted())
    }

    @Test func aMarkOfAnotherHistoryOrTooOldIsUnknown() throws {
        let (_, store, mark) = try setUp()
        #expect(try store.siteData.sessionsChanged(since: DataChangeMark(serial: mark.serial, token: "00")) == nil)
        #expect(try store.siteData.sessionsChanged(since: DataChangeMark(serial: mark.serial + 5, token: mark.token)) == nil)
        for day in 0...SQLiteStore.logLength {
            _ = try store.history.recordSession(StoreFixtures.session(on: LocalDate("2020-01-01")!.adding(days: Int(day)).description), newExercises: [])
        }
        #expect(try store.siteData.sessionsChanged(since: mark) == nil)
        let count = try store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM data_revision_log") }
        #expect(count == Int(SQLiteStore.logLength))
    }

    @Test func historyPositionsCountFromTheOldest() throws {
        let (_, store, _) = try setUp(sessions: 10)
        let newestFirst = try store.siteData.sessionSummaries().map(\.id)
        let positions = try store.siteData.historyPositions(of: [newestFirst[0], newestFirst[9], newestFirst[4], 999_999])
        #expect(positions == [newestFirst[0]: 9, newestFirst[9]: 0, newestFirst[4]: 5])
        #expect(try store.siteData.sessionCount() == 10)
        #expect(try store.siteData.sessionSummaries(newest: 3) == Array(try store.siteData.sessionSummaries().prefix(3)))
        // A session with no sets and one with sets without weight sum the same both ways.
        _ = try store.history.recordSession(WorkoutSession(completedAt: LocalDateTime("2031-01-01 07:00:00")!, status: .skipped, sets: []), newExercises: [])
        var bodyweight = Self.set
        (bodyweight.setNumber, bodyweight.weightKg) = (2, nil)
        _ = try store.history.recordSession(WorkoutSession(completedAt: LocalDateTime("2031-01-02 07:00:00")!, status: .completed, sets: [Self.set, bodyweight]),
                                    newExercises: [])
        let all = try store.siteData.sessionSummaries()
        #expect(all.count == 12 && all[0].setCount == 2 && all[0].exerciseCount == 1 && all[0].volumeKg > 0 && all[1].setCount == 0)
        #expect(try store.siteData.sessionSummaries(newest: 12) == all)
        #expect(try store.siteData.sessionSummaries(newest: 50) == all)
    }
}
