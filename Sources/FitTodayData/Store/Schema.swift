/// The database schema as an ordered list of forward-only migrations, which ``SchemaMigrator`` applies.
///
/// A migration's index plus one is the `user_version` it leaves behind and its identifier in GRDB's record. Never
/// edit a migration that has shipped; append a new one.
enum Schema {
    /// Written into the SQLite header so that FitToday files can be told apart from other databases ("FitT").
    static let applicationID: Int32 = 0x4669_7454

    static var latestVersion: Int { migrations.count }

    static let migrations: [String] = [
        // 1: profile, check-ins, library, plans, history, entitlement.
        """
        CREATE TABLE profile (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            goal TEXT NOT NULL CHECK (goal IN ('hypertrophy', 'weight-loss', 'conditioning', 'strength', 'general')),
            equipment TEXT NOT NULL CHECK (equipment IN ('bodyweight', 'home', 'full-gym')),
            level TEXT NOT NULL DEFAULT 'intermediate' CHECK (level IN ('beginner', 'intermediate', 'advanced')),
            methodology TEXT NOT NULL DEFAULT 'mixed' CHECK (methodology IN ('traditional', 'circuit', 'mixed')),
            health_notes TEXT NOT NULL DEFAULT '' CHECK (length(health_notes) <= 1000),
            conditions TEXT NOT NULL DEFAULT '',
            weekly_frequency INTEGER NOT NULL DEFAULT 3 CHECK (weekly_frequency BETWEEN 1 AND 7)
        ) STRICT;

        CREATE TABLE check_in (
            date TEXT PRIMARY KEY CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            focus TEXT NOT NULL CHECK (focus IN ('upper', 'lower', 'full-body', 'cardio', 'core', 'rest')),
            soreness INTEGER NOT NULL DEFAULT 0 CHECK (soreness BETWEEN 0 AND 10),
            sore_region TEXT CHECK (sore_region IN ('chest', 'back', 'legs', 'shoulders', 'arms', 'core', 'cardio'))
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE exercise (
            id TEXT PRIMARY KEY CHECK (length(id) > 0),
            name TEXT NOT NULL CHECK (length(name) > 0),
            name_key TEXT NOT NULL,
            muscle_group TEXT CHECK (muscle_group IN ('chest', 'back', 'legs', 'shoulders', 'arms', 'core', 'cardio')),
            equipment TEXT NOT NULL CHECK (equipment IN ('bodyweight', 'home', 'full-gym')),
            level TEXT NOT NULL CHECK (level IN ('beginner', 'intermediate', 'advanced')),
            instructions TEXT NOT NULL DEFAULT '',
            images TEXT NOT NULL DEFAULT '',
            tags TEXT NOT NULL DEFAULT '',
            origin TEXT NOT NULL CHECK (origin IN ('content', 'imported', 'custom')),
            CHECK (muscle_group IS NOT NULL OR origin = 'custom')
        ) STRICT;
        CREATE INDEX exercise_name_key ON exercise(name_key);

        CREATE TABLE plan (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL CHECK (length(name) BETWEEN 3 AND 100 AND name = trim(name)),
            description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 500),
            created_at TEXT NOT NULL,
            is_active INTEGER NOT NULL DEFAULT 0 CHECK (is_active IN (0, 1)),
            source TEXT NOT NULL CHECK (source IN ('local', 'ai', 'manual')),
            estimated_minutes INTEGER CHECK (estimated_minutes BETWEEN 1 AND 600),
            intensity TEXT CHECK (intensity IN ('low', 'moderate', 'high')),
            for_date TEXT,
            fallback_reason TEXT,
            composition_key TEXT
        ) STRICT;
        -- At most one active plan, whatever writes to the file.
        CREATE UNIQUE INDEX plan_single_active ON plan(is_active) WHERE is_active = 1;
        CREATE INDEX plan_composition ON plan(composition_key, created_at) WHERE composition_key IS NOT NULL;
        CREATE INDEX plan_for_date ON plan(for_date) WHERE for_date IS NOT NULL;

        CREATE TABLE plan_exercise (
            plan_id INTEGER NOT NULL REFERENCES plan(id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 1),
            exercise_id TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE,
            sets INTEGER NOT NULL CHECK (sets BETWEEN 1 AND 10),
            reps INTEGER NOT NULL CHECK (reps BETWEEN 1 AND 50),
            rest_seconds INTEGER NOT NULL CHECK (rest_seconds IN (30, 60, 90, 120, 180)),
            notes TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (plan_id, position)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX plan_exercise_exercise ON plan_exercise(exercise_id);

        CREATE TABLE workout_session (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            started_at TEXT,
            completed_at TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('completed', 'skipped')),
            duration_minutes INTEGER CHECK (duration_minutes BETWEEN 1 AND 600),
            intensity TEXT CHECK (intensity IN ('low', 'moderate', 'high')),
            plan_id INTEGER REFERENCES plan(id) ON DELETE SET NULL,
            plan_title TEXT NOT NULL DEFAULT '',
            notes TEXT NOT NULL DEFAULT '',
            -- Identifies a session brought in by an importer, so that importing twice adds nothing.
            import_key TEXT UNIQUE
        ) STRICT;
        -- The history pages sort by completion (newest first) and filter by status.
        CREATE INDEX workout_session_completed ON workout_session(completed_at DESC, id DESC);
        CREATE INDEX workout_session_status_completed ON workout_session(status, completed_at DESC, id DESC);
        CREATE INDEX workout_session_plan ON workout_session(plan_id) WHERE plan_id IS NOT NULL;

        CREATE TABLE logged_set (
            session_id INTEGER NOT NULL REFERENCES workout_session(id) ON DELETE CASCADE,
            exercise_id TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE,
            set_number INTEGER NOT NULL CHECK (set_number >= 1),
            reps INTEGER NOT NULL CHECK (reps BETWEEN 0 AND 1000),
            weight_kg REAL CHECK (weight_kg BETWEEN 0 AND 1000),
            rpe REAL CHECK (rpe BETWEEN 1 AND 10),
            position INTEGER NOT NULL,
            PRIMARY KEY (session_id, position),
            UNIQUE (session_id, exercise_id, set_number)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX logged_set_exercise ON logged_set(exercise_id, session_id);

        CREATE TABLE entitlement (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            is_pro INTEGER NOT NULL DEFAULT 0 CHECK (is_pro IN (0, 1)),
            source TEXT NOT NULL DEFAULT 'none',
            expires_at TEXT
        ) STRICT;
        """,
        // 2: a revision that every change to the data moves, so a site rebuild can tell at once that nothing changed.
        revisionMigration(tables: ["profile", "check_in", "exercise", "plan", "plan_exercise", "workout_session", "logged_set", "entitlement"]),
        // 3: what each set was for, so warm-ups are kept but never counted as hard sets.
        """
        ALTER TABLE logged_set ADD COLUMN kind TEXT NOT NULL DEFAULT 'working' CHECK (kind IN ('working', 'warmup', 'drop', 'failure'));
        """,
        // 4: imports complete what they left out, and a custom exercise's equipment and level may be unknown.
        // A set brought in by an importer carries its own import key, so a corrected file adds the sets an
        // earlier import skipped without repeating the others. The exercise table is rebuilt (SQLite cannot
        // drop a NOT NULL) while foreign keys are off, as SQLite's documented procedure says; see `SchemaMigrator`.
        """
        ALTER TABLE logged_set ADD COLUMN import_key INTEGER;

        CREATE TABLE exercise_new (
            id TEXT PRIMARY KEY CHECK (length(id) > 0),
            name TEXT NOT NULL CHECK (length(name) > 0),
            name_key TEXT NOT NULL,
            muscle_group TEXT CHECK (muscle_group IN ('chest', 'back', 'legs', 'shoulders', 'arms', 'core', 'cardio')),
            equipment TEXT CHECK (equipment IN ('bodyweight', 'home', 'full-gym')),
            level TEXT CHECK (level IN ('beginner', 'intermediate', 'advanced')),
            instructions TEXT NOT NULL DEFAULT '',
            images TEXT NOT NULL DEFAULT '',
            tags TEXT NOT NULL DEFAULT '',
            origin TEXT NOT NULL CHECK (origin IN ('content', 'imported', 'custom')),
            CHECK ((muscle_group IS NOT NULL AND equipment IS NOT NULL AND level IS NOT NULL) OR origin = 'custom')
        ) STRICT;
        INSERT INTO exercise_new SELECT id, name, name_key, muscle_group, equipment, level, instructions, images, tags, origin FROM exercise;
        DROP TABLE exercise;
        ALTER TABLE exercise_new RENAME TO exercise;
        CREATE INDEX exercise_name_key ON exercise(name_key);

        """ + revisionTriggers(table: "exercise"),
        // 5: which sessions each write added to, so that a site rebuild after new sessions reads only those.
        changeMigration,
        // 6: programs a person follows (issue #25); see `programMigration`.
        programMigration,
        // 7: the language chosen at `init` or with `profile set --locale` (NULL: never chosen), and a library
        // exercise's names in its other languages, one a line, so that `log` and imports find it by either (issue #29).
        """
        ALTER TABLE profile ADD COLUMN locale TEXT CHECK (locale IN ('pt-BR', 'en'));
        ALTER TABLE exercise ADD COLUMN other_names TEXT NOT NULL DEFAULT '';
        """,
        // 8: a library exercise's role, movement pattern and seconds per set when it is timed, for the composer's
        // slots (issue #30). NULL for custom exercises, and for library rows until the next command saves the library.
        """
        ALTER TABLE exercise ADD COLUMN role TEXT
            CHECK (role IN ('power', 'main', 'secondary', 'accessory', 'core', 'conditioning', 'mobility'));
        ALTER TABLE exercise ADD COLUMN pattern TEXT
            CHECK (pattern IN ('squat', 'hinge', 'lunge', 'horizontal-push', 'vertical-push', 'horizontal-pull',
                               'vertical-pull', 'carry', 'isolation', 'core', 'locomotion', 'mobility'));
        ALTER TABLE exercise ADD COLUMN duration_seconds INTEGER CHECK (duration_seconds BETWEEN 5 AND 3600);
        """,
        // 9: the unit loads are shown and typed in, chosen at `init --units` or with `profile set --units` (NULL:
        // never chosen, kilograms); storage stays kilograms (issue #29, pounds).
        """
        ALTER TABLE profile ADD COLUMN weight_unit TEXT CHECK (weight_unit IN ('kg', 'lb'));
        """,
        // 10: readiness (issue #26); see `readinessMigration`.
        readinessMigration,
        // 11: logs that came home through the inbox (issue #49, docs/inbox.md). A row per log and revision received,
        // the session it made (NULL once that session is deleted: a log sent again then stays removed) and the
        // digest of that session as the log left it, which tells a later revision whether a hand changed it since.
        // Refused logs are kept with their reason, so that `fittoday inbox` lists them with no store at hand.
        // No revision triggers: nothing here is on a page but through the sessions themselves.
        """
        CREATE TABLE received_log (
            log_id TEXT NOT NULL CHECK (length(log_id) = 36),
            revision INTEGER NOT NULL CHECK (revision >= 1),
            session_id INTEGER REFERENCES workout_session(id) ON DELETE SET NULL,
            session_digest TEXT,
            outcome TEXT NOT NULL CHECK (outcome IN ('imported', 'replaced', 'kept-aside', 'stays-deleted', 'superseded')),
            source TEXT NOT NULL,
            received_at TEXT NOT NULL,
            PRIMARY KEY (log_id, revision)
        );
        CREATE INDEX received_log_session ON received_log(session_id);
        CREATE TABLE refused_log (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            reason TEXT NOT NULL,
            refused_at TEXT NOT NULL
        );
        """,
        // 12: history from more apps (issue #51, docs/importing.md); see `importBatchMigration`.
        importBatchMigration,
        // 13: the exercise the plan named when a set was done as another (a swap on the sheet or `plan swap`, issue
        // #52); NULL for every set done as planned. A program leaves a swapped lift's progression where it was.
        "ALTER TABLE logged_set ADD COLUMN swapped_from TEXT REFERENCES exercise(id) ON UPDATE CASCADE ON DELETE SET NULL;",
        // 14: where a run's number came from when nobody gave it (`team assign`, issue #50): the best set of the lift's
        // last 90 days and its estimated one-rep max, so that the program's reason names it. NULL: a number given.
        estimateMigration,
        // 15: a library exercise's implement, what it is done with (issue 52: alternatives vary it). NULL for custom
        // and imported exercises, and for library rows until the next command saves the library.
        """
        ALTER TABLE exercise ADD COLUMN implement TEXT
            CHECK (implement IN ('barbell', 'dumbbell', 'kettlebell', 'machine', 'cable', 'smith-machine', 'band', 'bodyweight'));
        """,
        // 16: an exercise of a day's plan done as another, chosen with `plan swap` (issue 52): the day changes, not the
        // plan. The planned exercise is kept so that a day planned again since applies none of it. Like plans and
        // check-ins, it has revision triggers and no change triggers: a rebuild after sessions renders today anyway.
        daySwapMigration,
    ]

    private static var daySwapMigration: String {
        """
        CREATE TABLE day_swap (
            date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 100),
            planned_exercise_id TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE ON DELETE CASCADE,
            exercise_id TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE ON DELETE CASCADE,
            PRIMARY KEY (date, position),
            CHECK (exercise_id <> planned_exercise_id)
        ) STRICT, WITHOUT ROWID;

        """ + revisionTriggers(table: "day_swap")
    }

    private static var estimateMigration: String {
        """
        ALTER TABLE program_run_number ADD COLUMN estimate_one_rep_max_kg REAL CHECK (estimate_one_rep_max_kg BETWEEN 0 AND 2000);
        ALTER TABLE program_run_number ADD COLUMN estimate_reps INTEGER CHECK (estimate_reps BETWEEN 1 AND 100);
        ALTER TABLE program_run_number ADD COLUMN estimate_weight_kg REAL CHECK (estimate_weight_kg BETWEEN 0 AND 1000);
        ALTER TABLE program_run_number ADD COLUMN estimate_on TEXT CHECK (estimate_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');

        """
    }

    /// A set's own time and distance (cardio and timed sets, kept as the file gave them); body weight and measurements,
    /// one entry a date; and each import of a file as a batch, so that `fittoday import undo ID` takes away exactly the
    /// sessions, sets and measurements it added. A batch row stays after an undo, marked, so that the id is never reused.
    /// Body measurements are on the history page: revision triggers, and any change is a shared one (not sessions-only).
    private static var importBatchMigration: String {
        var sql = """
        CREATE TABLE import_batch (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            source TEXT NOT NULL,
            file_name TEXT NOT NULL,
            imported_at TEXT NOT NULL,
            sessions INTEGER NOT NULL DEFAULT 0,
            sets INTEGER NOT NULL DEFAULT 0,
            body_measurements INTEGER NOT NULL DEFAULT 0,
            undone_at TEXT
        ) STRICT;
        ALTER TABLE workout_session ADD COLUMN import_batch INTEGER REFERENCES import_batch(id);
        CREATE INDEX workout_session_import_batch ON workout_session(import_batch) WHERE import_batch IS NOT NULL;
        ALTER TABLE logged_set ADD COLUMN duration_seconds INTEGER CHECK (duration_seconds BETWEEN 0 AND 86400);
        ALTER TABLE logged_set ADD COLUMN distance_meters REAL CHECK (distance_meters BETWEEN 0 AND 1000000);
        ALTER TABLE logged_set ADD COLUMN import_batch INTEGER REFERENCES import_batch(id);
        CREATE INDEX logged_set_import_batch ON logged_set(import_batch) WHERE import_batch IS NOT NULL;
        CREATE TABLE body_measurement (
            date TEXT PRIMARY KEY NOT NULL,
            weight_kg REAL CHECK (weight_kg BETWEEN 20 AND 400),
            waist_cm REAL CHECK (waist_cm BETWEEN 30 AND 300),
            body_fat_percent REAL CHECK (body_fat_percent BETWEEN 1 AND 75),
            import_batch INTEGER REFERENCES import_batch(id),
            CHECK (weight_kg IS NOT NULL OR waist_cm IS NOT NULL OR body_fat_percent IS NOT NULL)
        ) STRICT, WITHOUT ROWID;

        """
        sql += revisionTriggers(table: "body_measurement")
        for event in ["INSERT", "UPDATE", "DELETE"] {
            sql += """
            CREATE TRIGGER body_measurement_\(event.lowercased())_change AFTER \(event) ON body_measurement
            WHEN (SELECT shared_dirty FROM data_revision WHERE id = 1) = 0
            BEGIN UPDATE data_revision SET shared_dirty = 1 WHERE id = 1; END;

            """
        }
        return sql
    }

    /// Check-ins with the wellness answers and no focus required; a session's effort (RPE) and whether it was
    /// logged against a day readiness adjusted; the lighter weeks a person started.
    ///
    /// `check_in` is rebuilt (SQLite cannot drop a NOT NULL), as migration 6 rebuilds `plan`, and its revision
    /// triggers are made again. Like check-ins, a deload changes today's page, which a rebuild after added
    /// sessions renders anyway: revision triggers, no change triggers.
    private static var readinessMigration: String {
        let date = "GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'"
        var sql = """
        CREATE TABLE check_in_new (
            date TEXT PRIMARY KEY CHECK (date \(date)),
            -- NULL: the check-in says how the person is, and the day's plan stays as it was.
            focus TEXT CHECK (focus IN ('upper', 'lower', 'full-body', 'cardio', 'core', 'rest')),
            soreness INTEGER NOT NULL DEFAULT 0 CHECK (soreness BETWEEN 0 AND 10),
            sore_region TEXT CHECK (sore_region IN ('chest', 'back', 'legs', 'shoulders', 'arms', 'core', 'cardio')),
            -- 1 to 5, 5 always the good end (slept well, fresh, calm, good mood).
            sleep INTEGER CHECK (sleep BETWEEN 1 AND 5),
            fatigue INTEGER CHECK (fatigue BETWEEN 1 AND 5),
            stress INTEGER CHECK (stress BETWEEN 1 AND 5),
            mood INTEGER CHECK (mood BETWEEN 1 AND 5),
            sleep_hours REAL CHECK (sleep_hours BETWEEN 0 AND 24)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO check_in_new (date, focus, soreness, sore_region) SELECT date, focus, soreness, sore_region FROM check_in;
        DROP TABLE check_in;
        ALTER TABLE check_in_new RENAME TO check_in;

        ALTER TABLE workout_session ADD COLUMN rpe INTEGER CHECK (rpe BETWEEN 1 AND 10);
        ALTER TABLE workout_session ADD COLUMN readiness_held INTEGER NOT NULL DEFAULT 0 CHECK (readiness_held IN (0, 1));

        CREATE TABLE deload (
            id INTEGER PRIMARY KEY,
            started_on TEXT NOT NULL CHECK (started_on \(date)),
            -- The first day it no longer applies when stopped early; NULL: it runs its seven days.
            stopped_on TEXT CHECK (stopped_on \(date))
        ) STRICT;
        CREATE INDEX deload_started ON deload(started_on);

        """
        for table in ["check_in", "deload"] { sql += revisionTriggers(table: table) }
        return sql
    }

    /// A one-row table that tells whether the data changed without reading it. Every write through FitToday
    /// ends by giving it a new random token (so a restored older copy that is then changed never repeats one);
    /// triggers flag a write by any other program as `dirty`, and a dirty revision means "unknown". The
    /// triggers only read the flag once it is set, so a bulk import pays a lookup per row, not a write.
    private static func revisionMigration(tables: [String]) -> String {
        var sql = """
        CREATE TABLE data_revision (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            token BLOB NOT NULL,
            dirty INTEGER NOT NULL CHECK (dirty IN (0, 1))
        ) STRICT;
        INSERT INTO data_revision (id, token, dirty) VALUES (1, randomblob(16), 0);

        """
        for table in tables { sql += revisionTriggers(table: table) }
        return sql
    }

    /// Tables whose every change may touch any page. Plans and check-ins are not among them: they change today's
    /// page, the plans and the calendar, which a rebuild after sessions were added renders anyway.
    private static let sharedTables = ["profile", "exercise", "entitlement"]

    /// What a site rebuild needs to render only what new sessions change (see ``SiteDataStore/sessionsChanged(since:)``).
    ///
    /// Every write through FitToday gets a serial and its token in `data_revision_log` (the last 1 000 are kept),
    /// marked `sessions_only` when all it did was add sessions or add sets to them, or change plans or check-ins. Each session carries the
    /// serial of the last write that added to it (`revision`; -1 until that write ends). Triggers do the marking,
    /// whatever program writes, and only read before they write, as the revision triggers do: an import of
    /// 100 000 sets writes each session's mark once. Anything else (an edit, a deletion, another table) sets
    /// `shared_dirty`, and the write is logged as not sessions-only.
    private static var changeMigration: String {
        var sql = """
        ALTER TABLE data_revision ADD COLUMN serial INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE data_revision ADD COLUMN shared_dirty INTEGER NOT NULL DEFAULT 1 CHECK (shared_dirty IN (0, 1));
        CREATE TABLE data_revision_log (
            serial INTEGER PRIMARY KEY,
            token BLOB NOT NULL,
            sessions_only INTEGER NOT NULL CHECK (sessions_only IN (0, 1))
        ) STRICT;
        ALTER TABLE workout_session ADD COLUMN revision INTEGER NOT NULL DEFAULT -1;
        CREATE INDEX workout_session_revision ON workout_session(revision);

        CREATE TRIGGER logged_set_insert_change AFTER INSERT ON logged_set
        BEGIN UPDATE workout_session SET revision = -1 WHERE id = NEW.session_id AND revision <> -1; END;
        CREATE TRIGGER workout_session_update_change AFTER UPDATE ON workout_session
        WHEN NEW.revision = OLD.revision AND (SELECT shared_dirty FROM data_revision WHERE id = 1) = 0
        BEGIN UPDATE data_revision SET shared_dirty = 1 WHERE id = 1; END;

        """
        for (table, events) in [("workout_session", ["DELETE"]), ("logged_set", ["UPDATE", "DELETE"])]
            + sharedTables.map({ ($0, ["INSERT", "UPDATE", "DELETE"]) }) {
            for event in events {
                sql += """
                CREATE TRIGGER \(table)_\(event.lowercased())_change AFTER \(event) ON \(table)
                WHEN (SELECT shared_dirty FROM data_revision WHERE id = 1) = 0
                BEGIN UPDATE data_revision SET shared_dirty = 1 WHERE id = 1; END;

                """
            }
        }
        return sql
    }

    /// Program runs, their numbers and training max changes; plans that are a program's day; plan entries with rep
    /// ranges, warm-up and back-off sets, supersets and timed sets.
    ///
    /// `plan` and `plan_exercise` are rebuilt (SQLite cannot change a CHECK), with foreign keys off, as migration 4
    /// rebuilds `exercise`; their indexes and revision triggers are made again, and `plan`'s AUTOINCREMENT counter is
    /// carried over so that a deleted plan's id is never given again. Rests may now be anything from 30 s to 5
    /// minutes: the old five values stay the rule for hand-made and composed plans, in ``PlanRules`` (the domain).
    ///
    /// A run cannot be deleted while plans are its days (the foreign key has no ON DELETE action): sessions count as
    /// program days through their plan, so deleting it would silently rewrite history. The new
    /// tables get revision triggers but no change triggers: like plans and check-ins, a program change is something
    /// a rebuild after added sessions renders anyway (today's page, the plans), so it is logged as sessions-only.
    private static var programMigration: String {
        let date = "GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'"
        var sql = """
        CREATE TABLE program_run (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            program_id TEXT NOT NULL CHECK (length(program_id) > 0),
            started_on TEXT NOT NULL CHECK (started_on \(date)),
            ended_on TEXT CHECK (ended_on \(date))
        ) STRICT;
        -- At most one run being followed, whatever writes to the file.
        CREATE UNIQUE INDEX program_run_single_active ON program_run((ended_on IS NULL)) WHERE ended_on IS NULL;

        -- The numbers a run was started with: one-rep maxes, training maxes and starting weights, by lift.
        CREATE TABLE program_run_number (
            run_id INTEGER NOT NULL REFERENCES program_run(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('max', 'tm', 'start')),
            exercise_id TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE,
            kilograms REAL NOT NULL CHECK (kilograms BETWEEN 0 AND 1000),
            PRIMARY KEY (run_id, kind, exercise_id)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX program_run_number_exercise ON program_run_number(exercise_id);

        -- `program tm`: training maxes set later, in the order they were set (id).
        CREATE TABLE program_tm_change (
            id INTEGER PRIMARY KEY,
            run_id INTEGER NOT NULL REFERENCES program_run(id) ON DELETE CASCADE,
            exercise_id TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE,
            kilograms REAL NOT NULL CHECK (kilograms BETWEEN 0 AND 1000),
            from_day_index INTEGER NOT NULL CHECK (from_day_index >= 0),
            set_on TEXT NOT NULL CHECK (set_on \(date))
        ) STRICT;
        CREATE INDEX program_tm_change_run ON program_tm_change(run_id, id);
        CREATE INDEX program_tm_change_exercise ON program_tm_change(exercise_id);

        CREATE TABLE plan_new (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL CHECK (length(name) BETWEEN 3 AND 100 AND name = trim(name)),
            description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 500),
            created_at TEXT NOT NULL,
            is_active INTEGER NOT NULL DEFAULT 0 CHECK (is_active IN (0, 1)),
            source TEXT NOT NULL CHECK (source IN ('local', 'ai', 'manual', 'program')),
            estimated_minutes INTEGER CHECK (estimated_minutes BETWEEN 1 AND 600),
            intensity TEXT CHECK (intensity IN ('low', 'moderate', 'high')),
            for_date TEXT,
            fallback_reason TEXT,
            composition_key TEXT,
            -- No ON DELETE: a run whose days were planned cannot be deleted, so no session loses what it counted as.
            program_run_id INTEGER REFERENCES program_run(id),
            program_id TEXT CHECK (length(program_id) > 0),
            program_day_index INTEGER CHECK (program_day_index >= 0),
            program_cycle INTEGER CHECK (program_cycle >= 1),
            program_week INTEGER CHECK (program_week >= 1),
            program_day INTEGER CHECK (program_day >= 1),
            program_day_name TEXT,
            -- A program's day says which run and day it is; no other plan does.
            CHECK (CASE WHEN source = 'program'
                   THEN program_run_id IS NOT NULL AND program_id IS NOT NULL AND program_day_index IS NOT NULL AND program_cycle IS NOT NULL
                        AND program_week IS NOT NULL AND program_day IS NOT NULL AND program_day_name IS NOT NULL
                   ELSE program_run_id IS NULL AND program_id IS NULL AND program_day_index IS NULL AND program_cycle IS NULL
                        AND program_week IS NULL AND program_day IS NULL AND program_day_name IS NULL END)
        ) STRICT;
        INSERT INTO plan_new (id, name, description, created_at, is_active, source, estimated_minutes, intensity, for_date,
                              fallback_reason, composition_key)
        SELECT id, name, description, created_at, is_active, source, estimated_minutes, intensity, for_date,
               fallback_reason, composition_key FROM plan;
        DELETE FROM sqlite_sequence WHERE name = 'plan_new';
        INSERT INTO sqlite_sequence (name, seq) SELECT 'plan_new', seq FROM sqlite_sequence WHERE name = 'plan';
        DROP TABLE plan;
        ALTER TABLE plan_new RENAME TO plan;
        CREATE UNIQUE INDEX plan_single_active ON plan(is_active) WHERE is_active = 1;
        CREATE INDEX plan_composition ON plan(composition_key, created_at) WHERE composition_key IS NOT NULL;
        CREATE INDEX plan_for_date ON plan(for_date) WHERE for_date IS NOT NULL;
        CREATE INDEX plan_program ON plan(program_run_id, program_day_index) WHERE program_run_id IS NOT NULL;

        CREATE TABLE plan_exercise_new (
            plan_id INTEGER NOT NULL REFERENCES plan(id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 1),
            exercise_id TEXT NOT NULL REFERENCES exercise(id) ON UPDATE CASCADE,
            sets INTEGER NOT NULL CHECK (sets BETWEEN 1 AND 10),
            reps INTEGER NOT NULL CHECK (reps BETWEEN 1 AND 50),
            rest_seconds INTEGER NOT NULL CHECK (rest_seconds BETWEEN 30 AND 300),
            notes TEXT NOT NULL DEFAULT '',
            reps_max INTEGER CHECK (reps_max >= reps AND reps_max <= 50),
            warmup_sets INTEGER NOT NULL DEFAULT 0 CHECK (warmup_sets BETWEEN 0 AND 20),
            backoff_sets INTEGER NOT NULL DEFAULT 0 CHECK (backoff_sets BETWEEN 0 AND 20),
            superset TEXT CHECK (length(superset) > 0),
            duration_seconds INTEGER CHECK (duration_seconds BETWEEN 1 AND 3600),
            PRIMARY KEY (plan_id, position)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO plan_exercise_new (plan_id, position, exercise_id, sets, reps, rest_seconds, notes)
        SELECT plan_id, position, exercise_id, sets, reps, rest_seconds, notes FROM plan_exercise;
        DROP TABLE plan_exercise;
        ALTER TABLE plan_exercise_new RENAME TO plan_exercise;
        CREATE INDEX plan_exercise_exercise ON plan_exercise(exercise_id);

        """
        for table in ["plan", "plan_exercise", "program_run", "program_run_number", "program_tm_change"] {
            sql += revisionTriggers(table: table)
        }
        return sql
    }

    /// The triggers that flag another program's writes to `table` (see ``revisionMigration(tables:)``).
    private static func revisionTriggers(table: String) -> String {
        var sql = ""
        for event in ["INSERT", "UPDATE", "DELETE"] {
            sql += """
            CREATE TRIGGER \(table)_\(event.lowercased())_revision AFTER \(event) ON \(table)
            WHEN (SELECT dirty FROM data_revision WHERE id = 1) = 0
            BEGIN UPDATE data_revision SET dirty = 1 WHERE id = 1; END;

            """
        }
        return sql
    }
}
