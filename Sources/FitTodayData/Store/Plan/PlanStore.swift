import FitTodayDomain
import GRDB

/// The plans and their exercises (``PlanRepository``): made by hand, composed for a day, or a program's day. Its
/// statics write and read a plan's rows for the stores that store plans too (a program's days, a restore).
public struct PlanStore: PlanRepository {
    let database: SQLiteStore

    public func createPlan(_ plan: Plan, newExercises: [Exercise]) throws(FitTodayError) -> Plan {
        try insertPlan(plan, newExercises: newExercises, replacingComposed: false)
    }

    public func storeComposedPlan(_ plan: Plan) throws(FitTodayError) -> Plan {
        try insertPlan(plan, newExercises: [], replacingComposed: true)
    }

    private func insertPlan(_ plan: Plan, newExercises: [Exercise], replacingComposed: Bool) throws(FitTodayError) -> Plan {
        let plan = try PlanRules.validated(plan)
        let id = try database.write { db in
            if replacingComposed, let date = plan.forDate {
                // AI plans stay: they count towards the free weekly allowance. They are not listed once replaced.
                try db.execute(
                    sql: """
                    DELETE FROM plan WHERE for_date = ? AND source = 'local' AND is_active = 0
                    AND NOT EXISTS (SELECT 1 FROM workout_session WHERE workout_session.plan_id = plan.id)
                    """,
                    arguments: [date.description]
                )
            }
            try ExerciseStore.insertNew(newExercises, in: db)
            if plan.isActive { try db.execute(sql: "UPDATE plan SET is_active = 0 WHERE is_active = 1") }
            return try Self.insert(plan, keepingID: false, in: db)
        }
        guard let stored = try self.plan(id: id) else { throw .unexpected }
        return stored
    }

    public func plan(id: Int64) throws(FitTodayError) -> Plan? {
        try database.read { db in try Self.fetchPlan(id: id, in: db) }
    }

    public func plans(listedOn date: LocalDate) throws(FitTodayError) -> [PlanSummary] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                SELECT plan.*, (SELECT count(*) FROM plan_exercise WHERE plan_id = plan.id) AS exercise_count
                FROM plan WHERE \(Self.listedPlanCondition) ORDER BY created_at DESC, id DESC
                """,
                arguments: [date.description]
            ).map(RowDecoder.planSummary)
        }
    }

    /// The plans a person sees (one `?`: the day): made by hand, active, used by a session, or the plan for the day.
    static let listedPlanCondition = """
        (plan.source = 'manual' OR plan.is_active = 1
         OR EXISTS (SELECT 1 FROM workout_session WHERE workout_session.plan_id = plan.id)
         OR plan.id = (SELECT id FROM plan AS today WHERE today.for_date = ? ORDER BY created_at DESC, id DESC LIMIT 1))
        """

    public func activePlan() throws(FitTodayError) -> Plan? {
        try database.read { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM plan WHERE is_active = 1") else { return nil }
            return try Self.fetchPlan(id: id, in: db)
        }
    }

    public func appendExercise(_ exercise: PlanExercise, toPlan id: Int64, newExercises: [Exercise]) throws(FitTodayError) -> Plan {
        try PlanRules.validate(exercise)
        try database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM plan WHERE id = ?", arguments: [id]) != nil else {
                throw FitTodayError.planNotFound(id: id)
            }
            try ExerciseStore.insertNew(newExercises, in: db)
            let position = try Int.fetchOne(
                db, sql: "SELECT coalesce(max(position), 0) + 1 FROM plan_exercise WHERE plan_id = ?", arguments: [id]
            ) ?? 1
            try Self.insert(exercise, position: position, planID: id, in: db)
        }
        guard let stored = try plan(id: id) else { throw .planNotFound(id: id) }
        return stored
    }

    public func activatePlan(id: Int64) throws(FitTodayError) {
        try database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM plan WHERE id = ?", arguments: [id]) != nil else {
                throw FitTodayError.planNotFound(id: id)
            }
            try db.execute(sql: "UPDATE plan SET is_active = 0 WHERE is_active = 1 AND id <> ?", arguments: [id])
            try db.execute(sql: "UPDATE plan SET is_active = 1 WHERE id = ?", arguments: [id])
        }
    }

    public func deletePlan(id: Int64) throws(FitTodayError) {
        try database.write { db in
            try db.execute(sql: "DELETE FROM plan WHERE id = ?", arguments: [id])
            guard db.changesCount > 0 else { throw FitTodayError.planNotFound(id: id) }
        }
    }

    /// Inserts `plan` and its exercises; returns its id. `keepingID` writes the plan's own id (a restore).
    static func insert(_ plan: Plan, keepingID: Bool, in db: Database) throws -> Int64 {
        let program = plan.program
        try db.execute(
            sql: """
            INSERT INTO plan (id, name, description, created_at, is_active, source, estimated_minutes, intensity,
                              for_date, fallback_reason, composition_key, program_run_id, program_id, program_day_index,
                              program_cycle, program_week, program_day, program_day_name)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            arguments: [
                keepingID ? plan.id : nil, plan.name, plan.description, plan.createdAt.description, plan.isActive,
                plan.source.rawValue, plan.estimatedMinutes, plan.intensity?.rawValue, plan.forDate?.description,
                plan.fallbackReason?.rawValue, plan.compositionKey, program?.runID, program?.programID,
                program?.position.dayIndex, program?.position.cycle, program?.position.week, program?.position.day,
                program?.position.dayName,
            ]
        )
        let id = db.lastInsertedRowID
        for (index, exercise) in plan.exercises.enumerated() {
            try insert(exercise, position: index + 1, planID: id, in: db)
        }
        return id
    }

    static func insert(_ exercise: PlanExercise, position: Int, planID: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: """
            INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds, notes, reps_max, warmup_sets,
                                       backoff_sets, superset, duration_seconds)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).execute(arguments: [
            planID, position, exercise.exerciseID, exercise.sets, exercise.reps, exercise.restSeconds, exercise.notes,
            exercise.repsMax, exercise.warmupSets, exercise.backoffSets, exercise.superset, exercise.durationSeconds,
        ])
    }

    static func fetchPlan(id: Int64, in db: Database) throws -> Plan? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM plan WHERE id = ?", arguments: [id]) else { return nil }
        let exercises = try Row.fetchAll(
            db,
            sql: """
            SELECT plan_exercise.*, exercise.name AS exercise_name FROM plan_exercise
            JOIN exercise ON exercise.id = plan_exercise.exercise_id
            WHERE plan_id = ? ORDER BY position
            """,
            arguments: [id]
        ).map(RowDecoder.planExercise)
        return try RowDecoder.plan(row, exercises: exercises)
    }

    public func plan(compositionKey: String, createdSince moment: LocalDateTime) throws(FitTodayError) -> Plan? {
        try database.read { db in
            guard let id = try Int64.fetchOne(
                db, sql: "SELECT id FROM plan WHERE composition_key = ? AND created_at >= ? ORDER BY created_at DESC, id DESC LIMIT 1",
                arguments: [compositionKey, moment.description]
            ) else { return nil }
            return try Self.fetchPlan(id: id, in: db)
        }
    }

    public func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan? {
        try database.read { db in
            guard let id = try Int64.fetchOne(
                db, sql: "SELECT id FROM plan WHERE for_date = ? ORDER BY created_at DESC, id DESC LIMIT 1", arguments: [date.description]
            ) else { return nil }
            return try Self.fetchPlan(id: id, in: db)
        }
    }

    public func planCount(source: PlanSource, createdSince moment: LocalDateTime) throws(FitTodayError) -> Int {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM plan WHERE source = ? AND created_at >= ?", arguments: [source.rawValue, moment.description]) ?? 0
        }
    }
}
