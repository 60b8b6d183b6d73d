import FitTodayDomain

/// One row of the `EXERCISE SET LOGS` table that JEFIT exports from late 2024: the same sets as an exercise log's
/// packed `logs`, one a row (`exercise_log_id`, `set_index` from 0, `weight_lbs`, `reps`, `set_type`, ...).
struct JefitSetRow: Sendable {
    var line: Int
    var index: Int
    /// As written, in the column's unit (see ``weightUnit(_:mass:)``); 0 for bodyweight.
    var weight: Double
    var reps: Int
    var kind: SetKind

    /// The table's rows by exercise log id, each log's in `set_index` order (a repeated index counts once), and
    /// the rows that could not be read.
    static func rows(in table: JefitTable?) -> (byLog: [String: [JefitSetRow]], issues: [(line: Int, issue: ImportIssue)]) {
        guard let table, let logColumn = table.column("exercise_log_id", "exerciselog_id", "log_id") else { return ([:], []) }
        let indexColumn = table.column("set_index", "setindex")
        let weightColumn = table.column("weight_lbs", "weight_kg", "weight")
        let repsColumn = table.column("reps", "rep")
        let typeColumn = table.column("set_type", "settype")
        var byLog: [String: [JefitSetRow]] = [:]
        var issues: [(line: Int, issue: ImportIssue)] = []
        table.forEachRow(issues: &issues) { row throws(ImportIssue) in
            let log = try JefitFileReader.identifier(table.value(row, logColumn), column: table.columns[logColumn])
            let position = byLog[log]?.count ?? 0
            let index = try whole(table, row, indexColumn, range: 0...10_000) ?? position
            let weightText = table.value(row, weightColumn)
            var weight = 0.0
            if !weightText.isEmpty {
                guard let value = WorkoutRowParser.decimal(weightText), value >= 0 else {
                    throw .number(column: table.columns[weightColumn!], value: weightText)
                }
                weight = value
            }
            let reps = try whole(table, row, repsColumn, range: 0...Int.max) ?? 0
            guard PlanRules.loggedReps.contains(reps) else { throw .rule(.loggedReps(reps)) }
            let kind = WorkoutRowParser.kind(setOrder: "", setType: table.value(row, typeColumn))
            byLog[log, default: []].append(JefitSetRow(line: row.line, index: index, weight: weight, reps: reps, kind: kind))
        }
        for (log, rows) in byLog {
            var seen = Set<Int>()
            byLog[log] = rows.sorted { ($0.index, $0.line) < ($1.index, $1.line) }.filter { seen.insert($0.index).inserted }
        }
        return (byLog, issues)
    }

    /// The unit of the table's weights: `weight_kg` says kilograms, a bare `weight` is the export's mass; JEFIT's
    /// `weight_lbs` is in pounds whatever the export's unit, unless the file's own rows say otherwise (see
    /// ``JefitFileReader``).
    static func weightUnit(_ table: JefitTable?, mass: WeightUnit) -> WeightUnit? {
        guard let table else { return nil }
        if table.column("weight_lbs") != nil { return .lb }
        if table.column("weight_kg") != nil { return .kg }
        return mass
    }

    /// The whole number in `column`, nil when empty (or no such column).
    private static func whole(_ table: JefitTable, _ row: CSVRecord, _ column: Int?, range: ClosedRange<Int>) throws(ImportIssue) -> Int? {
        let text = table.value(row, column)
        if text.isEmpty { return nil }
        guard let value = WorkoutRowParser.decimal(text), value == value.rounded(), abs(value) < 1_000_000_000, range.contains(Int(value)) else {
            throw .number(column: table.columns[column!], value: text)
        }
        return Int(value)
    }
}
