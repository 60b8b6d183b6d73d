import FitTodayDomain
import GRDB

extension SQLiteStore: ExerciseRepository {
    public func exercise(id: String) throws(FitTodayError) -> Exercise? {
        try read { db in
            // Prepared once per connection: a build asks for each exercise of today's plan in turn.
            try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM exercise WHERE id = ?"), arguments: [id]).map { try RowDecoder.exercise($0) }
        }
    }

    public func exercise(matching reference: String) throws(FitTodayError) -> Exercise? {
        let key = ExerciseNameKey.key(for: reference)
        return try read { db in
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
        try read { db in
            var exercises: [Exercise] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT \(RowDecoder.exerciseColumns) FROM exercise ORDER BY id")
            while let row = try rows.next() { exercises.append(try RowDecoder.exercise(atPositions: row)) }
            return exercises
        }
    }

    public func exerciseImagePaths() throws(FitTodayError) -> [String] {
        try read { db in
            var paths = Set<String>()
            let rows = try String.fetchCursor(db, sql: "SELECT images FROM exercise WHERE images <> ''")
            while let images = try rows.next() { paths.formUnion(RowDecoder.splitList(images)) }
            return paths.sorted()
        }
    }

    /// Inserts or updates `exercises` by id. Rows already equal are not touched, so saving an unchanged
    /// library leaves the data revision (and with it the site's build key) as it was.
    public func saveExercises(_ exercises: [Exercise]) throws(FitTodayError) {
        try write { db in
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
}

extension SQLiteStore {
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
}
