import FitTodayDomain
import Foundation

/// Turns one row of a CSV of one's own into its sets (a row of `sets=3` is three), checking every value against the
/// data model's rules. Decimals may be written with a comma (`82,5`, in a `;`-separated file or a quoted field).
struct MappedCSVRowParser {
    typealias Field = CSVColumnMap.Field

    let header: [String]
    let columns: [Field: Int]
    /// `--date-format`; nil reads the forms ``WorkoutDateParser`` knows (`2026-03-05`, `2026-03-05 18:12`).
    let pattern: DateFormatPattern?
    /// `--unit`: the unit of the weight column.
    let weightUnit: WeightUnit

    func rows(_ record: CSVRecord) throws(ImportIssue) -> [WorkoutRow] {
        let fields = record.fields
        func value(_ field: Field) -> String {
            guard let index = columns[field], index < fields.count else { return "" }
            return WorkoutRowParser.trimmed(fields[index])
        }
        func name(_ field: Field) -> String { columns[field].map { header[$0].trimmingCharacters(in: .whitespaces) } ?? field.rawValue }
        func number(_ field: Field) throws(ImportIssue) -> Double? {
            let text = value(field)
            if text.isEmpty { return nil }
            guard let number = WorkoutRowParser.decimal(text), number >= 0 else { throw .number(column: name(field), value: text) }
            return number
        }
        func whole(_ field: Field) throws(ImportIssue) -> Int? {
            guard let number = try number(field) else { return nil }
            guard number == number.rounded(), number < 1_000_000 else { throw .number(column: name(field), value: value(field)) }
            return Int(number)
        }

        let dateText = value(.date)
        guard !dateText.isEmpty else { throw .missingValue(column: name(.date)) }
        guard let moment = pattern.map({ $0.parse(dateText) }) ?? WorkoutDateParser.parse(dateText) else { throw .date(dateText) }
        let exerciseName = value(.exercise)
        guard !exerciseName.isEmpty else { throw .missingValue(column: name(.exercise)) }
        guard exerciseName.count <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: exerciseName.count)) }

        let reps = try whole(.reps)
        if let reps, !PlanRules.loggedReps.contains(reps) { throw .rule(.loggedReps(reps)) }
        let seconds = try duration(value(.duration), column: name(.duration))
        if let seconds, !PlanRules.setDurationSeconds.contains(seconds) { throw .rule(.setDuration(seconds)) }
        let meters = try distance(number(.distance), unit: value(.distanceUnit), column: name(.distanceUnit))
        if let meters, !PlanRules.distanceMeters.contains(meters) { throw .rule(.distance(meters)) }
        guard reps != nil || seconds != nil || meters != nil else {
            throw .missingValue(column: name([Field.reps, .duration, .distance].first { columns[$0] != nil } ?? .reps))
        }
        var weightKg = try number(.weight).map(weightUnit.kilograms)
        if let weight = weightKg {
            guard PlanRules.weightKg.contains(weight) else { throw .rule(.weight(weight)) }
            if weight == 0 { weightKg = nil }
        }
        var rpe = try number(.rpe)
        if let effort = rpe {
            guard effort == 0 || PlanRules.rpe.contains(effort) else { throw .rule(.rpe(effort)) }
            if effort == 0 { rpe = nil }
        }
        let sets = try whole(.sets) ?? 1
        guard (1...MappedCSVFileReader.mostSetsPerRow).contains(sets) else { throw .number(column: name(.sets), value: value(.sets)) }

        let workoutName = value(.workout)
        // With a time of day the session starts at its first row; a day alone gives it no start time.
        let timed = pattern.map(\.hasTime) ?? (dateText.count > 10)
        let row = WorkoutRow(
            line: record.line, start: timed ? moment : LocalDateTime(startOf: moment.date), workoutName: workoutName,
            workoutNotes: value(.notes), exerciseName: exerciseName, setLabel: "", kind: .working, reps: reps ?? 0,
            weightKg: weightKg, rpe: rpe,
            // A day's rows, or a day's rows of one workout: the key does not move when a time is added later.
            sessionID: columns[.workout] == nil ? "\(moment.date)" : "\(moment.date)\u{1F}\(workoutName)",
            dateOnly: !timed, setDurationSeconds: seconds, distanceMeters: meters
        )
        return Array(repeating: row, count: sets)
    }

    /// A set's time: seconds (`90`, `90.5`), `M:SS` or `H:MM:SS`; nil when empty.
    private func duration(_ text: String, column: String) throws(ImportIssue) -> Int? {
        if text.isEmpty { return nil }
        if let seconds = WorkoutRowParser.decimal(text) {
            guard seconds >= 0, seconds < 1_000_000_000 else { throw .number(column: column, value: text) }
            return Int(seconds.rounded())
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard (2...3).contains(parts.count), numbers.count == parts.count, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              numbers.allSatisfy({ $0 >= 0 && $0 < 1_000_000 }), numbers.dropFirst().allSatisfy({ $0 < 60 })
        else { throw .number(column: column, value: text) }
        return numbers.reduce(0) { $0 * 60 + $1 }
    }

    /// Metres of `amount` in `unit` (`m`, `km`, `mi`, or none: metres); nil without an amount.
    private func distance(_ amount: Double?, unit: String, column: String) throws(ImportIssue) -> Double? {
        guard let amount else { return nil }
        if unit.isEmpty { return amount }
        guard let known = DistanceUnit(text: unit) else { throw .unit(column: column, value: unit) }
        return known.meters(amount)
    }
}
