import FitTodayDomain
import GRDB

/// The exercise library (``ExerciseRepository``): the curated entries a build saves and the ones of your own or
/// imported, with their renaming and deleting. Its statics write the entries that other stores' writes create first.
public struct ExerciseStore: ExerciseRepository {
    let database: SQLiteStore

    public func exercise(id: String) throws(FitTodayError) -> Exercise? {
        try database.read { db in
            // Prepared once per connection: a build asks for each exercise of today's plan in turn.
            try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM exercise WHERE id = ?"), arguments: [id]).map { try RowDecoder.exercise($0) }
        }
    }

    public func exercise(matching reference: String) throws(FitTodayError) -> Exercise? {
        let key = ExerciseNameKey.key(for: reference)
        return try database.read { db in
            // An exact id wins; then a name, preferring curated entries over imported and custom ones; then a
            // library exercise's name in its other language.
            let shown = try Row.fetchOne(
                db,
                sql: """
                SELECT * FROM exercise WHERE id = ?1 OR name_key = ?2
                ORDER BY id = ?1 DESC, CASE origin WHEN 'content' THEN 0 WHEN 'imported' THEN 1 ELSE 2 END, id
                LIMIT 1
                """,
                arguments: [reference, key]
            ).map { try RowDecoder.exercise($0) }
            if let shown { return shown }
            let others = try Row.fetchCursor(db, sql: "SELECT \(RowDecoder.exerciseColumns) FROM exercise WHERE other_names <> '' ORDER BY id")
            while let row = try others.next() {
                let exercise = try RowDecoder.exercise(atPositions: row)
                if exercise.otherNames.contains(where: { ExerciseNameKey.key(for: $0) == key }) { return exercise }
            }
            return nil
        }
    }

    public func exercises() throws(FitTodayError) -> [Exercise] {
        try database.read { db in
            var exercises: [Exercise] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT \(RowDecoder.exerciseColumns) FROM exercise ORDER BY id")
            while let row = try rows.next() { exercises.append(try RowDecoder.exercise(atPositions: row)) }
            return exercises
        }
    }

    public func exerciseImagePaths() throws(FitTodayError) -> [String] {
        try database.read { db in
            var paths = Set<String>()
            let rows = try String.fetchCursor(db, sql: "SELECT images FROM exercise WHERE images <> ''")
            while let images = try rows.next() { paths.formUnion(RowDecoder.splitList(images)) }
            return paths.sorted()
        }
    }

    /// Inserts or updates `exercises` by id. Rows already equal are not touched, so saving an unchanged
    /// library leaves the data revision (and with it the site's build key) as it was.
    public func saveExercises(_ exercises: [Exercise]) throws(FitTodayError) {
        try database.write { db in
            for exercise in exercises { try Self.upsert(exercise, in: db) }
        }
    }

    static func upsert(_ exercise: Exercise, in db: Database) throws {
        // Prepared once per connection: every build upserts the whole library, and preparing the statement
        // again for each exercise cost more than running it.
        try db.cachedStatement(
            sql: Self.exerciseInsert + """

            ON CONFLICT(id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
                muscle_group = excluded.muscle_group, equipment = excluded.equipment, level = excluded.level,
                instructions = excluded.instructions, images = excluded.images, tags = excluded.tags,
                origin = excluded.origin, other_names = excluded.other_names, role = excluded.role,
                pattern = excluded.pattern, duration_seconds = excluded.duration_seconds, implement = excluded.implement
            WHERE exercise.name IS NOT excluded.name OR exercise.muscle_group IS NOT excluded.muscle_group
                OR exercise.equipment IS NOT excluded.equipment OR exercise.level IS NOT excluded.level
                OR exercise.instructions IS NOT excluded.instructions OR exercise.images IS NOT excluded.images
                OR exercise.tags IS NOT excluded.tags OR exercise.origin IS NOT excluded.origin
                OR exercise.other_names IS NOT excluded.other_names OR exercise.role IS NOT excluded.role
                OR exercise.pattern IS NOT excluded.pattern OR exercise.duration_seconds IS NOT excluded.duration_seconds
                OR exercise.implement IS NOT excluded.implement
            """
        ).execute(arguments: exerciseArguments(exercise))
    }

    /// The insert of an exercise's row, to which each use adds what a conflict does; ``exerciseArguments(_:)`` are its
    /// values.
    static let exerciseInsert = """
        INSERT INTO exercise (id, name, name_key, muscle_group, equipment, level, instructions, images, tags, origin, other_names,
                              role, pattern, duration_seconds, implement)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// An exercise as the values of ``exerciseInsert``.
    static func exerciseArguments(_ exercise: Exercise) -> StatementArguments {
        [
            exercise.id, exercise.name, ExerciseNameKey.key(for: exercise.name), exercise.muscleGroup?.rawValue,
            exercise.equipment?.rawValue, exercise.level?.rawValue, exercise.instructions,
            RowDecoder.joinList(exercise.images), RowDecoder.joinList(exercise.tags), exercise.origin.rawValue,
            RowDecoder.joinList(exercise.otherNames), exercise.role?.rawValue, exercise.pattern?.rawValue,
            exercise.durationSeconds, exercise.implement?.rawValue,
        ]
    }

    /// Inserts custom entries made for unknown names; an id that exists by now is left as it is.
    static func insertNew(_ exercises: [Exercise], in db: Database) throws {
        for exercise in exercises {
            try db.execute(
                sql: """
                INSERT INTO exercise (id, name, name_key, muscle_group, equipment, level, origin)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING
                """,
                arguments: [
                    exercise.id, exercise.name, ExerciseNameKey.key(for: exercise.name), exercise.muscleGroup?.rawValue,
                    exercise.equipment?.rawValue, exercise.level?.rawValue, exercise.origin.rawValue,
                ]
            )
        }
    }

    // MARK: Renaming and deleting exercises of your own or imported ones (`fittoday exercise rename|delete`)

    // Each check and its change happen in one transaction, so a rename cannot race another into a duplicate name.

    /// Gives the exercise `id` the name `newName` (the same bounds as everywhere: trimmed, 1–100 characters, not
    /// the name of another exercise ignoring case and accents). Library (`content`) entries are refused: the next
    /// build would write their name back. Works whatever the old name is, even one longer than the bounds.
    public func renameExercise(id: String, to newName: String) throws(FitTodayError) -> (old: Exercise, new: Exercise) {
        let name = try PlanRules.validatedExerciseName(newName)
        let key = ExerciseNameKey.key(for: name)
        return try database.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM exercise WHERE id = ?", arguments: [id]) else {
                throw FitTodayError.exerciseNotFound(reference: id)
            }
            let old = try RowDecoder.exercise(row)
            guard old.origin != .content else {
                throw FitTodayError.invalid(.libraryExerciseChange(name: old.name, id: old.id, deleting: false))
            }
            let clash = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM exercise WHERE name_key = ? AND id <> ?)", arguments: [key, id]) ?? false
            guard !clash else { throw FitTodayError.invalid(.exerciseNameTaken(name: name)) }
            try db.execute(sql: "UPDATE exercise SET name = ?, name_key = ? WHERE id = ?", arguments: [name, key, id])
            var renamed = old
            renamed.name = name
            return (old, renamed)
        }
    }

    /// Deletes the exercise `id`. When sessions or plans use it, refuses unless `force`, which removes its sets
    /// from those sessions (the sessions stay) and its entries from the plans. Library entries are refused: the
    /// next build would bring them back.
    public func deleteExercise(id: String, force: Bool) throws(FitTodayError) -> ExerciseDeletion {
        try database.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM exercise WHERE id = ?", arguments: [id]) else {
                throw FitTodayError.exerciseNotFound(reference: id)
            }
            let exercise = try RowDecoder.exercise(row)
            guard exercise.origin != .content else {
                throw FitTodayError.invalid(.libraryExerciseChange(name: exercise.name, id: exercise.id, deleting: true))
            }
            let usage = try Row.fetchOne(
                db,
                sql: """
                SELECT (SELECT count(*) FROM logged_set WHERE exercise_id = ?1) AS sets,
                       (SELECT count(DISTINCT session_id) FROM logged_set WHERE exercise_id = ?1) AS sessions,
                       (SELECT count(DISTINCT plan_id) FROM plan_exercise WHERE exercise_id = ?1) AS plans
                """,
                arguments: [id]
            )
            let sets: Int = usage?["sets"] ?? 0, sessions: Int = usage?["sessions"] ?? 0, plans: Int = usage?["plans"] ?? 0
            guard force || (sessions == 0 && plans == 0) else {
                throw FitTodayError.invalid(.exerciseInUse(name: exercise.name, sessions: sessions, plans: plans))
            }
            try db.execute(sql: "DELETE FROM logged_set WHERE exercise_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM plan_exercise WHERE exercise_id = ?", arguments: [id])
            // A program run's numbers for it go too: a lift without its exercise has nothing to be a number of.
            try db.execute(sql: "DELETE FROM program_run_number WHERE exercise_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM program_tm_change WHERE exercise_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [id])
            return ExerciseDeletion(exercise: exercise, setsRemoved: sets, sessionsTouched: sessions, plansTouched: plans)
        }
    }
}
