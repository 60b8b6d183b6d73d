@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// Schema 6 rebuilds `plan` and `plan_exercise`: every file of schema 5 must come through with all it holds.
@Suite struct ProgramMigrationTests {
    /// A database as schema 5 left it: plans with each of the five rests, one deleted (the highest id), sessions
    /// that followed them, an active plan.
    static func version5(at path: String) throws {
        let old = try DatabaseQueue(path: path)
        try old.write { db in
            for migration in Schema.migrations.prefix(5) { try db.execute(sql: migration) }
            try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            try db.execute(sql: "PRAGMA user_version = 5")
            try db.execute(sql: """
                INSERT INTO exercise (id, name, name_key, muscle_group, equipment, level, origin)
                VALUES ('supino', 'Supino', 'supino', 'chest', 'full-gym', 'intermediate', 'content'),
                       ('remada', 'Remada', 'remada', 'back', 'full-gym', 'beginner', 'content');
                INSERT INTO plan (id, name, description, created_at, is_active, source, estimated_minutes, intensity, for_date,
                                  fallback_reason, composition_key)
                VALUES (1, 'Treino A', 'Peito', '2026-11-01 08:00:00', 0, 'manual', 45, 'moderate', NULL, NULL, NULL),
                       (2, 'Treino de hoje', '', '2026-11-02 08:00:00', 1, 'local', 50, 'high', '2026-11-02', 'network', 'k1'),
                       (3, 'Treino IA', '', '2026-11-03 08:00:00', 0, 'ai', NULL, NULL, '2026-11-03', NULL, 'k2'),
                       (4, 'Apagado', '', '2026-11-04 08:00:00', 0, 'manual', NULL, NULL, NULL, NULL, NULL);
                DELETE FROM plan WHERE id = 4;
                INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds, notes)
                VALUES (1, 1, 'supino', 3, 10, 30, 'leve'), (1, 2, 'remada', 4, 8, 60, ''), (1, 3, 'supino', 5, 5, 90, ''),
                       (2, 1, 'remada', 3, 12, 120, ''), (3, 1, 'supino', 2, 6, 180, 'pesado');
                INSERT INTO workout_session (id, completed_at, status, duration_minutes, plan_id, plan_title)
                VALUES (1, '2026-11-01 09:00:00', 'completed', 50, 1, 'Treino A'),
                       (2, '2026-11-02 09:00:00', 'completed', 40, 2, 'Treino de hoje'),
                       (3, '2026-11-03 09:00:00', 'skipped', NULL, NULL, '');
                INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position, kind)
                VALUES (1, 'supino', 1, 10, 60, 8, 1, 'working'), (1, 'remada', 1, 8, 50, NULL, 2, 'warmup'),
                       (2, 'remada', 1, 12, 40, NULL, 1, 'working');
                """)
        }
        try old.close()
    }

    @Test func aFileOfTheFifthSchemaKeepsItsPlansSessionsAndTriggers() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("v5.sqlite")
        try Self.version5(at: path)
        let store = try SQLiteStore.open(at: path)
        #expect(try store.schemaVersion() == Schema.latestVersion)

        let manual = try #require(try store.plans.plan(id: 1))
        #expect(manual.name == "Treino A" && manual.description == "Peito" && manual.source == .manual && manual.program == nil)
        #expect(manual.exercises.map(\.restSeconds) == [30, 60, 90])
        #expect(manual.exercises.map(\.exerciseName) == ["Supino", "Remada", "Supino"])
        #expect(manual.exercises.first?.notes == "leve")
        #expect(manual.exercises.allSatisfy { $0.repsMax == nil && $0.warmupSets == 0 && $0.backoffSets == 0 && $0.superset == nil && $0.durationSeconds == nil })
        let active = try #require(try store.plans.activePlan())
        #expect(active.id == 2 && active.compositionKey == "k1" && active.fallbackReason == .network && active.exercises.map(\.restSeconds) == [120])
        #expect(try store.plans.generatedPlan(for: LocalDate("2026-11-03")!)?.exercises.map(\.restSeconds) == [180])
        #expect(try store.plans.plan(id: 4) == nil)

        let sessions = try store.export.snapshot().sessions.map(\.session)
        #expect(sessions.map(\.planID) == [1, 2, nil])
        #expect(sessions.map { $0.sets.count } == [2, 1, 0])
        #expect(sessions[0].sets.map(\.kind) == [.working, .warmup])

        try store.pool.write { db in
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
            #expect(try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") == true)
            for table in ["plan", "plan_exercise", "program_run", "program_run_number", "program_tm_change"] {
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? AND name LIKE '%_revision'", arguments: [table]) == 3, "\(table)")
            }
            // Plans never had change triggers: a plan changed goes with added sessions (schema 5).
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('plan', 'plan_exercise') AND name LIKE '%_change'") == 0)
            let indexes = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('plan', 'plan_exercise') AND sql IS NOT NULL ORDER BY name")
            #expect(indexes == ["plan_composition", "plan_exercise_exercise", "plan_for_date", "plan_program", "plan_single_active"])
            // Still one active plan at most, and the session still reaches its plan.
            #expect(throws: DatabaseError.self) { try db.execute(sql: "UPDATE plan SET is_active = 1 WHERE id = 1") }
            try db.execute(sql: "DELETE FROM plan WHERE id = 3")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM plan_exercise WHERE plan_id = 3") == 0)
        }
        // The deleted plan's id is never given again.
        let new = try store.plans.createPlan(Plan(name: "Novo treino", createdAt: StoreFixtures.now), newExercises: [])
        #expect(new.id == 5)
        // The revision triggers work on the rebuilt tables: another program's write is noticed.
        let other = try DatabaseQueue(path: path)
        try other.write { db in try db.execute(sql: "UPDATE plan SET description = 'x' WHERE id = 1") }
        #expect(try store.siteData.revision() == nil)
    }

    @Test func theSchemaHoldsProgramPlansToTheirRules() throws {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        let run = try store.programs.startProgramRun(ProgramRun(programID: "gzclp", startedOn: LocalDate("2026-11-01")!))
        let plan = try store.plans.createPlan(Plan(name: "Treino", createdAt: StoreFixtures.now), newExercises: [])
        let forbidden: [(String, StatementArguments)] = [
            // A program's day without its position, and another plan with one.
            ("INSERT INTO plan (name, created_at, source, program_run_id, program_id) VALUES ('Dia A', '2026-11-22 08:00:00', 'program', ?, 'gzclp')", [run.id]),
            ("INSERT INTO plan (name, created_at, source, program_id) VALUES ('Dia A', '2026-11-22 08:00:00', 'manual', 'gzclp')", []),
            ("INSERT INTO plan (name, created_at, source) VALUES ('Dia A', '2026-11-22 08:00:00', 'other')", []),
            // Entries out of their ranges.
            ("INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', 3, 10, 301)", [plan.id]),
            ("INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', 3, 10, 29)", [plan.id]),
            ("INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, reps_max, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', 3, 10, 8, 60)", [plan.id]),
            ("INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, reps_max, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', 3, 10, 51, 60)", [plan.id]),
            ("INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, warmup_sets, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', 3, 10, 21, 60)", [plan.id]),
            ("INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, duration_seconds, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', 3, 10, 3601, 60)", [plan.id]),
            // A second run being followed.
            ("INSERT INTO program_run (program_id, started_on) VALUES ('531', '2026-11-02')", []),
            ("INSERT INTO program_run_number (run_id, kind, exercise_id, kilograms) VALUES (?, 'e1rm', 'flexao-de-bracos', 50)", [run.id]),
        ]
        for (sql, arguments) in forbidden {
            #expect(throws: DatabaseError.self, "\(sql)") { try store.pool.write { db in try db.execute(sql: sql, arguments: arguments) } }
        }
        // A rest of 150 s is fine for the file; hand-made plans keep the five values through PlanRules.
        try store.pool.write { db in
            try db.execute(sql: "INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds) VALUES (?, 1, 'flexao-de-bracos', 3, 10, 150)", arguments: [plan.id])
        }
        #expect(throws: FitTodayError.invalid(.restSeconds(150))) {
            try store.plans.createPlan(Plan(name: "Treino B", createdAt: StoreFixtures.now,
                                      exercises: [PlanExercise(exerciseID: "flexao-de-bracos", sets: 3, reps: 10, restSeconds: 150)]), newExercises: [])
        }
    }
}
