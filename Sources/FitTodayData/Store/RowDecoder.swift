import FitTodayDomain
import GRDB

/// Builds domain values from rows. A value the schema should have prevented is reported as damage.
enum RowDecoder {
    struct UnreadableValue: Error, CustomStringConvertible {
        let column: String
        let value: String?
        var description: String { "Unreadable value \(value ?? "NULL") in column \(column)" }
    }

    static func slug<T: SlugValue>(_ row: Row, _ column: String) throws -> T {
        let text: String? = row[column]
        guard let text, let value = T(rawValue: text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    static func optionalSlug<T: SlugValue>(_ row: Row, _ column: String) throws -> T? {
        guard let text: String = row[column] else { return nil }
        guard let value = T(rawValue: text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    /// ``slug(_:_:)`` of the column at `index` (`column` names it in errors).
    static func slug<T: SlugValue>(_ row: Row, at index: Int, _ column: String) throws -> T {
        let text: String? = row[index]
        guard let text, let value = T(rawValue: text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    /// ``optionalSlug(_:_:)`` of the column at `index` (`column` names it in errors).
    static func optionalSlug<T: SlugValue>(_ row: Row, at index: Int, _ column: String) throws -> T? {
        guard let text: String = row[index] else { return nil }
        guard let value = T(rawValue: text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    static func date(_ row: Row, _ column: String) throws -> LocalDate {
        let text: String? = row[column]
        guard let text, let value = LocalDate(text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    static func optionalDate(_ row: Row, _ column: String) throws -> LocalDate? {
        let text: String? = row[column]
        guard let text else { return nil }
        guard let value = LocalDate(text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    static func dateTime(_ row: Row, _ column: String) throws -> LocalDateTime {
        let text: String? = row[column]
        guard let text, let value = LocalDateTime(text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    static func optionalDateTime(_ row: Row, _ column: String) throws -> LocalDateTime? {
        guard row[column] as String? != nil else { return nil }
        return try dateTime(row, column)
    }

    /// ``dateTime(_:_:)`` of the column at `index` (`column` names it in errors).
    static func dateTime(_ row: Row, at index: Int, _ column: String) throws -> LocalDateTime {
        let text: String? = row[index]
        guard let text, let value = LocalDateTime(text) else { throw UnreadableValue(column: column, value: text) }
        return value
    }

    /// ``optionalDateTime(_:_:)`` of the column at `index` (`column` names it in errors).
    static func optionalDateTime(_ row: Row, at index: Int, _ column: String) throws -> LocalDateTime? {
        guard row[index] as String? != nil else { return nil }
        return try dateTime(row, at: index, column)
    }

    static func joinList(_ items: [String]) -> String { items.joined(separator: "\n") }

    static func splitList(_ text: String) -> [String] {
        // On bytes when there is no carriage return (a line feed is then always a Character of its own): splitting
        // by Character costs more than the rest of reading the exercise rows every build reads.
        guard text.utf8.contains(UInt8(ascii: "\r")) else {
            return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { String(Substring($0)) }
        }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    static func profile(_ row: Row) throws -> Profile {
        let conditions: String = row["conditions"]
        return Profile(
            goal: try slug(row, "goal"), equipment: try slug(row, "equipment"), level: try slug(row, "level"),
            methodology: try slug(row, "methodology"), healthNotes: row["health_notes"],
            conditions: try conditions.split(separator: ",").map { part in
                guard let condition = HealthCondition(rawValue: String(part)) else {
                    throw UnreadableValue(column: "conditions", value: conditions)
                }
                return condition
            },
            weeklyFrequency: row["weekly_frequency"],
            locale: (row["locale"] as String?).flatMap(AppLocale.init(rawValue:)),
            weightUnit: row.hasColumn("weight_unit") ? (row["weight_unit"] as String?).flatMap(WeightUnit.init(rawValue:)) : nil
        )
    }

    static func checkIn(_ row: Row) throws -> CheckIn {
        CheckIn(
            date: try date(row, "date"), focus: try optionalSlug(row, "focus"), soreness: row["soreness"], soreRegion: try optionalSlug(row, "sore_region"),
            sleep: row["sleep"], fatigue: row["fatigue"], stress: row["stress"], mood: row["mood"], sleepHours: row["sleep_hours"]
        )
    }

    static func exercise(_ row: Row) throws -> Exercise {
        Exercise(
            id: row["id"], name: row["name"], muscleGroup: try optionalSlug(row, "muscle_group"),
            equipment: try optionalSlug(row, "equipment"), level: try optionalSlug(row, "level"), instructions: row["instructions"],
            images: splitList(row["images"]), tags: splitList(row["tags"]), origin: try slug(row, "origin"),
            otherNames: splitList(row["other_names"]), role: try optionalSlug(row, "role"), pattern: try optionalSlug(row, "pattern"),
            durationSeconds: row["duration_seconds"], implement: try optionalSlug(row, "implement")
        )
    }

    /// The columns ``exercise(atPositions:)`` reads, in its order.
    static let exerciseColumns = "id, name, muscle_group, equipment, level, instructions, images, tags, origin, other_names, role, pattern, duration_seconds, implement"

    /// A row of ``exerciseColumns``: by position, because every build reads the whole library and looking each
    /// column up by name costs more than SQLite's reading.
    static func exercise(atPositions row: Row) throws -> Exercise {
        Exercise(
            id: row[0], name: row[1], muscleGroup: try optionalSlug(row, at: 2, "muscle_group"),
            equipment: try optionalSlug(row, at: 3, "equipment"), level: try optionalSlug(row, at: 4, "level"), instructions: row[5],
            images: splitList(row[6]), tags: splitList(row[7]), origin: try slug(row, at: 8, "origin"),
            otherNames: splitList(row[9]), role: try optionalSlug(row, at: 10, "role"), pattern: try optionalSlug(row, at: 11, "pattern"),
            durationSeconds: row[12], implement: try optionalSlug(row, at: 13, "implement")
        )
    }

    static func plan(_ row: Row, exercises: [PlanExercise]) throws -> Plan {
        Plan(
            id: row["id"], name: row["name"], description: row["description"], createdAt: try dateTime(row, "created_at"),
            isActive: row["is_active"], source: try slug(row, "source"), estimatedMinutes: row["estimated_minutes"],
            intensity: try optionalSlug(row, "intensity"),
            forDate: try (row["for_date"] as String?).map { _ in try date(row, "for_date") },
            fallbackReason: try optionalSlug(row, "fallback_reason"), compositionKey: row["composition_key"],
            program: programLink(row), exercises: exercises
        )
    }

    /// The program day a plan row is, from its `program_*` columns (schema 6); nil for other plans.
    static func programLink(_ row: Row) -> PlanProgramLink? {
        guard let runID: Int64 = row["program_run_id"] else { return nil }
        return PlanProgramLink(
            runID: runID, programID: row["program_id"],
            position: ProgramPosition(
                dayIndex: row["program_day_index"], cycle: row["program_cycle"], week: row["program_week"],
                day: row["program_day"], dayName: row["program_day_name"]
            )
        )
    }

    static func planExercise(_ row: Row) throws -> PlanExercise {
        PlanExercise(
            exerciseID: row["exercise_id"], exerciseName: row["exercise_name"], sets: row["sets"], reps: row["reps"],
            repsMax: row["reps_max"], restSeconds: row["rest_seconds"], notes: row["notes"], warmupSets: row["warmup_sets"],
            backoffSets: row["backoff_sets"], superset: row["superset"], durationSeconds: row["duration_seconds"]
        )
    }

    static func planSummary(_ row: Row) throws -> PlanSummary {
        PlanSummary(
            id: row["id"], name: row["name"], createdAt: try dateTime(row, "created_at"), isActive: row["is_active"],
            source: try slug(row, "source"), estimatedMinutes: row["estimated_minutes"],
            intensity: try optionalSlug(row, "intensity"), exerciseCount: row["exercise_count"]
        )
    }

    /// The columns ``session(_:sets:)`` reads, in its order (a query may add others after them). By position: a pass
    /// over every session decodes thousands of rows, and a lookup by name costs a lowercased copy of the name.
    static let sessionColumns = "id, started_at, completed_at, status, duration_minutes, intensity, plan_id, plan_title, notes, rpe, readiness_held"

    /// A session from a row that starts with ``sessionColumns``.
    static func session(_ row: Row, sets: [LoggedSet]) throws -> WorkoutSession {
        WorkoutSession(
            id: row[0], startedAt: try optionalDateTime(row, at: 1, "started_at"), completedAt: try dateTime(row, at: 2, "completed_at"),
            status: try slug(row, at: 3, "status"), durationMinutes: row[4], intensity: try optionalSlug(row, at: 5, "intensity"),
            planID: row[6], planTitle: row[7], notes: row[8], sets: sets, rpe: row[9], readinessHeld: row[10] ?? false
        )
    }

    static func loggedSet(_ row: Row) throws -> LoggedSet {
        LoggedSet(
            exerciseID: row["exercise_id"], exerciseName: row["exercise_name"], setNumber: row["set_number"],
            reps: row["reps"], weightKg: row["weight_kg"], rpe: row["rpe"], kind: try slug(row, "kind"),
            durationSeconds: row["duration_seconds"], distanceMeters: row["distance_meters"], swappedFrom: row["swapped_from"]
        )
    }

    static func sessionSummary(_ row: Row) throws -> SessionSummary {
        SessionSummary(
            id: row["id"], completedAt: try dateTime(row, "completed_at"), status: try slug(row, "status"),
            durationMinutes: row["duration_minutes"], intensity: try optionalSlug(row, "intensity"), planID: row["plan_id"],
            planTitle: row["plan_title"], exerciseCount: row["exercise_count"], setCount: row["set_count"],
            volumeKg: row["volume_kg"]
        )
    }
}
