@testable import FitTodayData
import Foundation
import GRDB

/// The databases earlier FitTodays left, one per schema version, kept in `Fixtures/schema-N.sqlite`.
///
/// Each is made as FitToday made files before `SchemaMigrator`: the first N migrations run as plain SQL in one
/// transaction, then `application_id` and `user_version` stamped, with no `grdb_migrations` record, then the data
/// below written as another program would (the revision is left "unknown"). Pages are 512 bytes so the files stay
/// small; WAL mode, as FitToday leaves it. `FITTODAY_RECORD_SCHEMA_FIXTURES=1` makes them again
/// (``SchemaFixtureTests``), and the tests check that each kept file has exactly its version's schema.
enum SchemaFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(version: Int) -> String { folder.appendingPathComponent("schema-\(version).sqlite").path }

    /// Makes a file of schema `version` at `path` with the data a person of that version could have.
    static func make(version: Int, at path: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA page_size = 512")
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.inTransaction {
                for sql in Schema.migrations.prefix(version) { try db.execute(sql: sql) }
                try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
                try db.execute(sql: "PRAGMA user_version = \(version)")
                return .commit
            }
            try db.inTransaction {
                try db.execute(sql: data)
                if version >= 3 { try db.execute(sql: "UPDATE logged_set SET kind = 'warmup' WHERE session_id = 1 AND position = 1") }
                if version >= 4 {
                    try db.execute(sql: """
                        INSERT INTO exercise (id, name, name_key, origin) VALUES ('meu-alongamento', 'Meu alongamento', 'meu alongamento', 'custom');
                        UPDATE logged_set SET import_key = position WHERE session_id = 1;
                        """)
                }
                if version >= 6 { try db.execute(sql: programData) }
                if version >= 8 {
                    try db.execute(sql: "UPDATE exercise SET role = 'main', pattern = 'horizontal-push' WHERE id = 'supino-reto-barra'")
                }
                if version >= 9 { try db.execute(sql: "UPDATE profile SET weight_unit = 'lb'") }
                if version >= 10 { try db.execute(sql: readinessData) }
                if version >= 11 { try db.execute(sql: inboxData) }
                if version >= 12 { try db.execute(sql: importBatchData) }
                // Version 13's: a set done in another exercise's place (issue #52).
                if version >= 13 { try db.execute(sql: "UPDATE logged_set SET swapped_from = 'supino-reto-barra' WHERE session_id = 1 AND position = 3") }
                // Version 14's: the training max `team assign` took from the history, with the set behind it (issue #50).
                if version >= 14 {
                    try db.execute(sql: """
                        UPDATE program_run_number SET estimate_one_rep_max_kg = 88.89, estimate_reps = 5, estimate_weight_kg = 76.19,
                                                      estimate_on = '2026-11-10' WHERE run_id = 1
                        """)
                }
                // Version 15's: a library exercise's implement (issue 52).
                if version >= 15 { try db.execute(sql: "UPDATE exercise SET implement = 'barbell' WHERE id = 'supino-reto-barra'") }
                return .commit
            }
            try db.checkpoint(.truncate)
        }
        try queue.close()
    }

    /// Version 12's: an import of a file that brought session 2 and a set of session 1, a timed set's time and distance,
    /// and a body weight of that import's and one of the person's.
    static let importBatchData = """
        INSERT INTO import_batch (id, source, file_name, imported_at, sessions, sets, body_measurements)
        VALUES (1, 'fitnotes', 'FitNotes_Export_2026_11_20_07_00_00.csv', '2026-11-20 07:00:00', 1, 2, 1);
        UPDATE workout_session SET import_batch = 1 WHERE id = 2;
        UPDATE logged_set SET import_batch = 1, duration_seconds = 60, distance_meters = 0.0 WHERE session_id = 1 AND position = 4;
        INSERT INTO body_measurement (date, weight_kg, waist_cm, body_fat_percent, import_batch) VALUES ('2026-11-19', 82.4, NULL, NULL, 1);
        INSERT INTO body_measurement (date, weight_kg, waist_cm, body_fat_percent, import_batch) VALUES ('2026-11-20', 82.1, 88.0, 18.5, NULL);
        """

    /// Version 11's: the session a log from the inbox made (session 1), and a log refused with its reason.
    static let inboxData = """
        INSERT INTO received_log (log_id, revision, session_id, session_digest, outcome, source, received_at)
        VALUES ('0b07bab6-2323-41d2-819c-ebfab8279e39', 1, 1, NULL, 'imported', 's3://inbox/logs/me/0b07bab6-2323-41d2-819c-ebfab8279e39-1.json',
                '2026-11-21 06:00:00');
        INSERT INTO refused_log (source, reason, refused_at) VALUES ('s3://inbox/logs/me/bad.json', 'Esse arquivo não é um registro.', '2026-11-21 06:00:00');
        """

    /// What every version holds: a profile, a check-in, a curated and a custom exercise, a plan kept and one
    /// deleted (its id must never be given again), an active plan, a session that followed a plan with sets, a
    /// skipped session brought in by an importer, and a Pro entitlement.
    static let data = """
        INSERT INTO profile (id, goal, equipment, level, methodology, health_notes, weekly_frequency)
        VALUES (1, 'strength', 'full-gym', 'advanced', 'traditional', 'joelho', 4);
        INSERT INTO check_in (date, focus, soreness, sore_region) VALUES ('2026-11-20', 'upper', 3, 'legs');
        INSERT INTO exercise (id, name, name_key, muscle_group, equipment, level, instructions, origin)
        VALUES ('supino-reto-barra', 'Supino reto com barra', 'supino reto com barra', 'chest', 'full-gym', 'intermediate', 'Desça a barra.', 'content'),
               ('remada-curvada', 'Remada curvada', 'remada curvada', 'back', 'full-gym', 'beginner', '', 'content'),
               ('minha-prancha', 'Minha prancha', 'minha prancha', NULL, 'bodyweight', 'beginner', '', 'custom');
        INSERT INTO plan (id, name, description, created_at, is_active, source, estimated_minutes, intensity)
        VALUES (1, 'Treino A', 'Peito e costas', '2026-11-19 08:00:00', 0, 'manual', 45, 'moderate'),
               (2, 'Treino de hoje', '', '2026-11-20 06:30:00', 1, 'local', 50, 'high'),
               (3, 'Apagado', '', '2026-11-20 07:00:00', 0, 'manual', NULL, NULL);
        DELETE FROM plan WHERE id = 3;
        INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds, notes)
        VALUES (1, 1, 'supino-reto-barra', 4, 8, 120, 'pausa no peito'), (1, 2, 'remada-curvada', 3, 10, 90, ''),
               (2, 1, 'minha-prancha', 3, 1, 60, '');
        INSERT INTO workout_session (id, started_at, completed_at, status, duration_minutes, intensity, plan_id, plan_title, notes)
        VALUES (1, '2026-11-20 07:00:00', '2026-11-20 07:50:00', 'completed', 50, 'high', 1, 'Treino A', 'bom');
        INSERT INTO workout_session (id, completed_at, status, plan_title, import_key)
        VALUES (2, '2026-11-21 07:00:00', 'skipped', '', 'strong:2026-11-21');
        INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position)
        VALUES (1, 'supino-reto-barra', 1, 10, 40, NULL, 1), (1, 'supino-reto-barra', 2, 8, 61.25, 8.5, 2),
               (1, 'remada-curvada', 1, 10, 50, 7, 3), (1, 'minha-prancha', 1, 1, NULL, NULL, 4);
        INSERT INTO entitlement (id, is_pro, source, expires_at) VALUES (1, 1, 'store', '2027-01-01 00:00:00');
        """

    /// Schema 6's programs: a run being followed with its numbers, a training max set later, and a program day.
    static let programData = """
        INSERT INTO program_run (id, program_id, started_on) VALUES (1, '531-bbb', '2026-11-16');
        INSERT INTO program_run_number (run_id, kind, exercise_id, kilograms) VALUES (1, 'tm', 'supino-reto-barra', 80);
        INSERT INTO program_tm_change (run_id, exercise_id, kilograms, from_day_index, set_on) VALUES (1, 'supino-reto-barra', 82.5, 4, '2026-11-21');
        INSERT INTO plan (id, name, created_at, source, program_run_id, program_id, program_day_index, program_cycle, program_week,
                          program_day, program_day_name)
        VALUES (4, '5/3/1 BBB — dia 1', '2026-11-16 06:00:00', 'program', 1, '531-bbb', 0, 1, 1, 1, 'Supino');
        INSERT INTO plan_exercise (plan_id, position, exercise_id, sets, reps, rest_seconds, reps_max, warmup_sets, backoff_sets, superset, duration_seconds)
        VALUES (4, 1, 'supino-reto-barra', 3, 5, 240, 8, 3, 5, 'a', NULL), (4, 2, 'minha-prancha', 1, 1, 30, NULL, 0, 0, 'a', 45);
        """

    /// Schema 10's readiness: a check-in with no focus and the wellness answers, a session's RPE on a day readiness
    /// adjusted, and a deload stopped early.
    static let readinessData = """
        INSERT INTO check_in (date, focus, soreness, sore_region, sleep, fatigue, stress, mood, sleep_hours)
        VALUES ('2026-11-21', NULL, 2, NULL, 2, 3, 4, 5, 6.5);
        UPDATE workout_session SET rpe = 8, readiness_held = 1 WHERE id = 1;
        INSERT INTO deload (id, started_on, stopped_on) VALUES (1, '2026-11-16', '2026-11-19');
        """

    /// Every schema object of the file at `path`, by type and name, with its SQL.
    static func schema(at path: String) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(db, sql: "SELECT type || ' ' || name || ': ' || ifnull(sql, '') FROM sqlite_master ORDER BY type, name")
        }
    }
}
