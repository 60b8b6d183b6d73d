import FitTodayDomain
import GRDB

/// The program a person follows (``ProgramRepository``, schema migration 6): runs with their numbers, and the sessions
/// that count as their days. The state itself (day, loads, stages) is never stored: ``ProgramEngine`` derives it from
/// these.
public struct ProgramStore: ProgramRepository {
    let database: SQLiteStore

    public func activeProgramRun() throws(FitTodayError) -> ProgramRun? {
        try database.read { db in try Self.fetchRuns(activeOnly: true, in: db).first }
    }

    public func programRuns() throws(FitTodayError) -> [ProgramRun] {
        try database.read { db in try Self.fetchRuns(activeOnly: false, in: db) }
    }

    public func startProgramRun(_ run: ProgramRun) throws(FitTodayError) -> ProgramRun {
        try Self.validate(run)
        let id = try database.write { db in
            try db.execute(sql: "UPDATE program_run SET ended_on = ? WHERE ended_on IS NULL", arguments: [run.startedOn.description])
            return try Self.insert(run, keepingID: false, in: db)
        }
        guard let stored = try database.read({ db in try Self.fetchRuns(activeOnly: false, in: db) }).first(where: { $0.id == id }) else {
            throw .unexpected
        }
        return stored
    }

    public func stopProgramRun(on date: LocalDate) throws(FitTodayError) -> Bool {
        try PlanRules.validateYear(of: date)
        return try database.write { db in
            try db.execute(sql: "UPDATE program_run SET ended_on = ? WHERE ended_on IS NULL", arguments: [date.description])
            return db.changesCount > 0
        }
    }

    public func addTrainingMaxChange(_ change: TrainingMaxChange, runID: Int64) throws(FitTodayError) {
        try Self.validate(change)
        try database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM program_run WHERE id = ?", arguments: [runID]) != nil else {
                throw FitTodayError.noActiveProgram
            }
            try Self.requireExercises([change.exerciseID], in: db)
            try Self.insert(change, runID: runID, in: db)
        }
    }

    /// One query for the sessions and one for their sets, both through indexes (`plan_program`,
    /// `workout_session_plan`, logged_set's key): no query per session, and no exercise names (the engine works
    /// with ids). The sets are read in logged_set's key order (the session ids are looked up in order), so SQLite
    /// never sorts them: sorting 200 000 sets by a join's columns cost several times the reading.
    public func programSessions(runID: Int64) throws(FitTodayError) -> [ProgramSession] {
        try database.read { db in
            var sessions: [ProgramSession] = []
            var indexByID: [Int64: Int] = [:]
            let sessionRows = try Row.fetchCursor(
                db,
                sql: """
                SELECT workout_session.id, plan.program_day_index, workout_session.completed_at, workout_session.status,
                       workout_session.readiness_held
                FROM plan JOIN workout_session ON workout_session.plan_id = plan.id
                WHERE plan.program_run_id = ? ORDER BY workout_session.completed_at, workout_session.id
                """,
                arguments: [runID]
            )
            while let row = try sessionRows.next() {
                let id: Int64 = row[0]
                let completed: String = row[2]
                guard let completedAt = LocalDateTime(completed) else {
                    throw RowDecoder.UnreadableValue(column: "completed_at", value: completed)
                }
                indexByID[id] = sessions.count
                sessions.append(ProgramSession(
                    sessionID: id, dayIndex: row[1], completedAt: completedAt,
                    status: try RowDecoder.slug(row, at: 3, "status"), sets: [], readinessHeld: row[4]
                ))
            }
            guard !sessions.isEmpty else { return [] }
            // The sets through ``LoggedSetRows``: 100 000 rows through GRDB's Row cost several times the reading.
            // Warm-ups are left out in the query (they never count).
            var current: (id: Int64, index: Int)?
            var sets: [LoggedSet] = []
            func finish() {
                if let current { sessions[current.index].sets = sets }
                sets.removeAll(keepingCapacity: true)
            }
            try LoggedSetRows.forEach(db, sql: """
                SELECT \(LoggedSetRows.columns), swapped_from FROM logged_set
                WHERE session_id IN (SELECT workout_session.id FROM plan JOIN workout_session ON workout_session.plan_id = plan.id
                                     WHERE plan.program_run_id = ?) AND kind <> 'warmup'
                ORDER BY session_id, position
                """, arguments: [runID]) { id, set, row in
                if current?.id != id {
                    finish()
                    current = indexByID[id].map { (id, $0) }
                }
                var set = set
                set.swappedFrom = row.text(at: 7)
                sets.append(set)
            }
            finish()
            return sessions
        }
    }

    public func programPlan(runID: Int64, dayIndex: Int) throws(FitTodayError) -> Plan? {
        try database.read { db in
            guard let id = try Int64.fetchOne(
                db,
                sql: """
                SELECT id FROM plan WHERE program_run_id = ? AND program_day_index = ?
                ORDER BY created_at DESC, id DESC LIMIT 1
                """,
                arguments: [runID, dayIndex]
            ) else { return nil }
            return try PlanStore.fetchPlan(id: id, in: db)
        }
    }

    public func saveProgramPlan(_ plan: Plan) throws(FitTodayError) -> Plan {
        // A caller's mistake, not the person's: a program's day is always made with its link.
        guard plan.source == .program, let link = plan.program, link.position.dayIndex >= 0 else { throw .unexpected }
        let plan = try PlanRules.validated(plan)
        let id = try database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM program_run WHERE id = ?", arguments: [link.runID]) != nil else {
                throw FitTodayError.noActiveProgram
            }
            try Self.requireExercises(plan.exercises.map(\.exerciseID), in: db)
            if plan.isActive { try db.execute(sql: "UPDATE plan SET is_active = 0 WHERE is_active = 1") }
            return try PlanStore.insert(plan, keepingID: false, in: db)
        }
        guard let stored = try database.plans.plan(id: id) else { throw .unexpected }
        return stored
    }

    // MARK: Rows

    /// Runs oldest first (by start, then id), each with its numbers and training max changes: three queries.
    static func fetchRuns(activeOnly: Bool, in db: Database) throws -> [ProgramRun] {
        let filter = activeOnly ? "WHERE ended_on IS NULL" : ""
        var runs: [ProgramRun] = []
        var indexByID: [Int64: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM program_run \(filter) ORDER BY started_on, id") {
            indexByID[row["id"]] = runs.count
            runs.append(ProgramRun(
                id: row["id"], programID: row["program_id"], startedOn: try RowDecoder.date(row, "started_on"),
                endedOn: try (row["ended_on"] as String?).map { _ in try RowDecoder.date(row, "ended_on") }
            ))
        }
        guard !runs.isEmpty else { return [] }
        let runFilter = activeOnly ? "WHERE run_id IN (SELECT id FROM program_run WHERE ended_on IS NULL)" : ""
        for row in try Row.fetchAll(db, sql: "SELECT * FROM program_run_number \(runFilter) ORDER BY run_id, kind, exercise_id") {
            guard let index = indexByID[row["run_id"]] else { continue }
            let exercise: String = row["exercise_id"], kilograms: Double = row["kilograms"], kind: String = row["kind"]
            switch kind {
            case "max": runs[index].maxesKg[exercise] = kilograms
            case "tm": runs[index].trainingMaxesKg[exercise] = kilograms
            case "start": runs[index].startWeightsKg[exercise] = kilograms
            default: throw RowDecoder.UnreadableValue(column: "kind", value: kind)
            }
            if let max: Double = row["estimate_one_rep_max_kg"], let reps: Int = row["estimate_reps"], let weight: Double = row["estimate_weight_kg"],
               row["estimate_on"] != nil {
                runs[index].estimates[exercise] = ProgramStartEstimate.Estimate(
                    oneRepMaxKg: max, reps: reps, weightKg: weight, date: try RowDecoder.date(row, "estimate_on"))
            }
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM program_tm_change \(runFilter) ORDER BY run_id, id") {
            guard let index = indexByID[row["run_id"]] else { continue }
            runs[index].trainingMaxChanges.append(TrainingMaxChange(
                exerciseID: row["exercise_id"], kilograms: row["kilograms"], fromDayIndex: row["from_day_index"],
                setOn: try RowDecoder.date(row, "set_on")
            ))
        }
        return runs
    }

    /// Inserts `run` with its numbers and changes; returns its id. `keepingID` writes the run's own id (a restore).
    static func insert(_ run: ProgramRun, keepingID: Bool, in db: Database) throws -> Int64 {
        try requireExercises(
            run.maxesKg.keys.sorted() + run.trainingMaxesKg.keys.sorted() + run.startWeightsKg.keys.sorted()
                + run.trainingMaxChanges.map(\.exerciseID),
            in: db
        )
        try db.execute(
            sql: "INSERT INTO program_run (id, program_id, started_on, ended_on) VALUES (?, ?, ?, ?)",
            arguments: [keepingID ? run.id : nil, run.programID, run.startedOn.description, run.endedOn?.description]
        )
        let id = db.lastInsertedRowID
        let number = try db.cachedStatement(sql: """
            INSERT INTO program_run_number (run_id, kind, exercise_id, kilograms, estimate_one_rep_max_kg, estimate_reps, estimate_weight_kg, estimate_on)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (kind, numbers) in [("max", run.maxesKg), ("tm", run.trainingMaxesKg), ("start", run.startWeightsKg)] {
            for (exercise, kilograms) in numbers.sorted(by: { $0.key < $1.key }) {
                let estimate = run.estimates[exercise]
                try number.execute(arguments: [id, kind, exercise, kilograms, estimate?.oneRepMaxKg, estimate?.reps, estimate?.weightKg,
                                               estimate?.date.description])
            }
        }
        for change in run.trainingMaxChanges { try insert(change, runID: id, in: db) }
        return id
    }

    static func insert(_ change: TrainingMaxChange, runID: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO program_tm_change (run_id, exercise_id, kilograms, from_day_index, set_on) VALUES (?, ?, ?, ?, ?)"
        ).execute(arguments: [runID, change.exerciseID, change.kilograms, change.fromDayIndex, change.setOn.description])
    }

    /// Program lifts are library ids; one missing from the database is named rather than failing a foreign key.
    static func requireExercises(_ ids: [String], in db: Database) throws {
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM exercise WHERE id = ?")
        for id in Set(ids).sorted() where try Bool.fetchOne(statement, arguments: [id]) == nil {
            throw FitTodayError.exerciseNotFound(reference: id)
        }
    }

    /// What the schema would refuse, refused first with the rules' own errors.
    static func validate(_ run: ProgramRun) throws(FitTodayError) {
        guard !run.programID.isEmpty else { throw .programNotFound(id: run.programID) }
        try PlanRules.validateYear(of: run.startedOn)
        if let end = run.endedOn { try PlanRules.validateYear(of: end) }
        for kilograms in [run.maxesKg, run.trainingMaxesKg, run.startWeightsKg].flatMap(\.values) {
            try validateKilograms(kilograms)
        }
        for change in run.trainingMaxChanges { try validate(change) }
    }

    static func validate(_ change: TrainingMaxChange) throws(FitTodayError) {
        try validateKilograms(change.kilograms)
        try PlanRules.validateYear(of: change.setOn)
        guard change.fromDayIndex >= 0 else { throw .unexpected }
    }

    private static func validateKilograms(_ kilograms: Double) throws(FitTodayError) {
        guard PlanRules.weightKg.contains(kilograms) else { throw .invalid(.weight(kilograms)) }
    }
}
