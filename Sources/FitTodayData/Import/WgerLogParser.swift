import FitTodayDomain
import Foundation

/// Turns one entry of wger's workout log (`/api/v2/workoutlog/`) into a set, checking it against the data model's
/// rules. Newer servers write `repetitions`, `repetitions_unit` and `exercise`; older ones `reps`,
/// `repetition_unit` and `exercise_base`: both are read.
struct WgerLogParser {
    /// An entry read: the set, and when it was logged (its date and time as written, for the order of sets).
    struct Entry {
        var row: WorkoutRow
        var loggedAt: LocalDateTime
        var id: Int?
    }

    /// The exercise names of `--exercises`, by wger's id.
    let exerciseNames: [Int: String]

    /// Whether `entry` has the fields of a workout log entry (what tells wger's log from any other JSON).
    static func looksLikeLog(_ entry: [String: Any]) -> Bool {
        entry["date"] is String && (entry["exercise"] != nil || entry["exercise_base"] != nil)
            && (entry.keys.contains("repetitions") || entry.keys.contains("reps")) && entry.keys.contains("weight")
    }

    func entry(_ log: [String: Any], line: Int) throws(ImportIssue) -> Entry {
        let exerciseKey = log["exercise"] != nil ? "exercise" : "exercise_base"
        guard let exercise = WgerLogValue.integer(log[exerciseKey]) else {
            if log[exerciseKey] == nil || log[exerciseKey] is NSNull { throw .missingValue(column: exerciseKey) }
            throw .number(column: exerciseKey, value: "\(log[exerciseKey]!)")
        }
        let name = exerciseNames[exercise] ?? WgerExerciseNames.fallbackName(id: exercise)
        guard name.count <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: name.count)) }
        let (date, loggedAt) = try Self.date(log["date"])
        let id = WgerLogValue.integer(log["id"])

        var row = WorkoutRow(
            line: line, start: LocalDateTime(startOf: date), workoutName: "", workoutNotes: "", exerciseName: name,
            // wger's own id of the log keys the set: a newer export that overlaps an older one adds only new logs.
            setLabel: id.map(String.init) ?? "", kind: .working, reps: 0,
            sessionID: WgerLogValue.integer(log["session"]).map { "session \($0)" },
            // A session is a day: the time a set was logged is not when the session started, and older servers
            // write the day alone.
            dateOnly: true
        )
        // wger's own id of the log keys the set alone: a second import with or without `--exercises` adds nothing.
        row.setID = id.map { "wger log \($0)" }
        try amount(log, into: &row)
        row.weightKg = try weight(log)
        if let rir = try WgerLogValue.decimal(log, "rir") {
            guard (0...10).contains(rir) else { throw .number(column: "rir", value: Self.written(log["rir"])) }
            row.rpe = Self.rpe(rir: rir)
        }
        return Entry(row: row, loggedAt: loggedAt, id: id)
    }

    /// The repetitions, or the time or distance, as `repetitions_unit` says.
    private func amount(_ log: [String: Any], into row: inout WorkoutRow) throws(ImportIssue) {
        let key = log.keys.contains("repetitions") ? "repetitions" : "reps"
        let unitKey = log.keys.contains("repetitions_unit") ? "repetitions_unit" : "repetition_unit"
        guard let value = try WgerLogValue.decimal(log, key) else {
            // No count: a failed set, or one whose count was never written; kept with 0 reps.
            if WgerLogValue.integer(log[unitKey]) == 2 { row.kind = .failure }
            return
        }
        guard value >= 0 else { throw .number(column: key, value: Self.written(log[key])) }
        // Servers before units existed, and logs migrated from them, have none: repetitions.
        let unitID = WgerLogValue.integer(log[unitKey]) ?? 1
        guard let unit = WgerRepetitionUnit(id: unitID) else { throw .unit(column: unitKey, value: "\(unitID)") }
        switch unit {
        case .repetitions, .untilFailure:
            guard value == value.rounded(), value < 1_000_000 else { throw .number(column: key, value: Self.written(log[key])) }
            row.reps = Int(value)
            guard PlanRules.loggedReps.contains(row.reps) else { throw .rule(.loggedReps(row.reps)) }
            if unit == .untilFailure { row.kind = .failure }
        case let .time(secondsPerUnit):
            let seconds = (value * secondsPerUnit).rounded()
            guard seconds < 1_000_000_000 else { throw .number(column: key, value: Self.written(log[key])) }
            guard PlanRules.setDurationSeconds.contains(Int(seconds)) else { throw .rule(.setDuration(Int(seconds))) }
            row.setDurationSeconds = Int(seconds)
        case let .distance(metersPerUnit):
            let meters = value * metersPerUnit
            guard PlanRules.distanceMeters.contains(meters) else { throw .rule(.distance(meters)) }
            row.distanceMeters = meters
        }
    }

    /// The load in kilograms; nil for a bodyweight set (no weight, 0, or a unit that is no load).
    private func weight(_ log: [String: Any]) throws(ImportIssue) -> Double? {
        guard let value = try WgerLogValue.decimal(log, "weight"), value != 0 else { return nil }
        let unitID = WgerLogValue.integer(log["weight_unit"]) ?? 1
        guard let unit = WgerWeightUnit(id: unitID) else { throw .unit(column: "weight_unit", value: "\(unitID)") }
        guard case let .load(weightUnit) = unit else { return nil }
        let kilograms = weightUnit.kilograms(value)
        guard PlanRules.weightKg.contains(kilograms) else { throw .rule(.weight(kilograms)) }
        return kilograms
    }

    /// The RPE of `rir` reps in reserve, as wger itself converts them (`SetConfigData.rpe` in
    /// `wger/manager/dataclasses.py`): 10 − rir, and 4 beyond 5 in reserve. 0 in reserve, a set to failure, is RPE 10.
    static func rpe(rir: Double) -> Double {
        rir > 5 ? 4 : 10 - rir
    }

    /// The day as written (`2025-09-01T00:00:00+02:00` is the 1st, in its own offset, never moved to UTC, and
    /// `2025-09-01` from older servers) and the time of day when one is written.
    static func date(_ value: Any?) throws(ImportIssue) -> (LocalDate, LocalDateTime) {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            throw .missingValue(column: "date")
        }
        guard let date = LocalDate(String(text.prefix(10))) else { throw .date(text) }
        let rest = text.dropFirst(10)
        guard rest.first == "T" || rest.first == " " else {
            guard rest.isEmpty else { throw .date(text) }
            return (date, LocalDateTime(startOf: date))
        }
        let time = rest.dropFirst().prefix(8).split(separator: ":").map { Int($0) }
        guard time.count >= 2, time.allSatisfy({ $0 != nil }),
              let moment = LocalDateTime(date: date, hour: time[0]!, minute: time[1]!, second: time.count > 2 ? time[2]! : 0)
        else { throw .date(text) }
        return (date, moment)
    }

    private static func written(_ value: Any?) -> String {
        (value as? String) ?? value.map { "\($0)" } ?? ""
    }
}
