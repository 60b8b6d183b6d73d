import FitTodayDomain

/// Turns the rows of Liftosaur's history CSV into sets, checking every value against the data model's rules.
///
/// Liftosaur writes the planned sets beside the done ones: a row without `Completed Reps` was not done and is
/// no set (a done set of 0 reps is a failed one, kept). Each row has its own unit (`kg` or `lb`); a set without
/// a completed weight has the planned one, as Liftosaur reads it too. The exercise's equipment follows its
/// name after a comma (`Romanian Deadlift, Barbell`), and is written the way the library's other apps' names
/// are (`Romanian Deadlift (Barbell)`). The exercise's notes have no place in FitToday and are left out.
struct LiftosaurRowParser {
    private let layout: LiftosaurLayout
    private let names: [String]
    /// The unit of a weight whose row names none.
    private let defaultUnit: WeightUnit
    private var timestamps: UTCTimestampReader

    init(layout: LiftosaurLayout, header: [String], options: HistoryReadOptions) {
        self.layout = layout
        names = header.map(WorkoutRowParser.trimmed)
        defaultUnit = options.weightUnit
        timestamps = UTCTimestampReader(timeZone: options.timeZone)
    }

    /// The row's set; nil for a set planned and not done. Throws the reason a row is unusable.
    mutating func parse(_ record: CSVRecord) throws(ImportIssue) -> WorkoutRow? {
        let fields = record.fields
        let expected = layout.columnCount
        if fields.count < expected || fields[expected...].contains(where: { !WorkoutRowParser.trimmed($0).isEmpty }) {
            throw .columnCount(expected: expected, found: fields.count)
        }
        func value(_ index: Int?) -> String { index.map { WorkoutRowParser.trimmed(fields[$0]) } ?? "" }

        let repsText = value(layout.completedReps)
        guard !repsText.isEmpty else { return nil }
        guard let repsNumber = WorkoutRowParser.decimal(repsText), repsNumber == repsNumber.rounded(), abs(repsNumber) < 1_000_000 else {
            throw .number(column: names[layout.completedReps], value: repsText)
        }
        let reps = Int(repsNumber)
        guard PlanRules.loggedReps.contains(reps) else { throw .rule(.loggedReps(reps)) }

        let dateText = value(layout.date)
        guard !dateText.isEmpty else { throw .missingValue(column: names[layout.date]) }
        guard let moment = timestamps.read(dateText) else { throw .date(dateText) }
        guard PlanRules.years.contains(moment.local.date.year) else { throw .rule(.dateOutOfRange(dateText)) }

        let exerciseName = Self.libraryStyleName(value(layout.exercise), equipment: value(layout.equipment))
        guard !exerciseName.isEmpty else { throw .missingValue(column: names[layout.exercise]) }
        let nameLength = exerciseName.count
        guard nameLength <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: nameLength)) }

        let title = [value(layout.program), value(layout.dayName)].filter { !$0.isEmpty }.joined(separator: " – ")
        guard title.count <= PlanRules.sessionTitleMaxLength else { throw .rule(.sessionTitleTooLong(length: title.count)) }

        var weightKg: Double?
        var weightColumn = layout.weight
        var unitColumn = layout.weightUnit
        if value(weightColumn).isEmpty {
            weightColumn = layout.requiredWeight
            unitColumn = layout.requiredWeightUnit
        }
        let weightText = value(weightColumn)
        if let weightColumn, !weightText.isEmpty {
            guard let number = WorkoutRowParser.decimal(weightText) else { throw .number(column: names[weightColumn], value: weightText) }
            let kilograms = try unit(value(unitColumn)).kilograms(number)
            guard PlanRules.weightKg.contains(kilograms) else { throw .rule(.weight(kilograms)) }
            weightKg = kilograms == 0 ? nil : kilograms
        }

        var rpe: Double?
        let rpeText = value(layout.rpe)
        if let column = layout.rpe, !rpeText.isEmpty {
            guard let number = WorkoutRowParser.decimal(rpeText) else { throw .number(column: names[column], value: rpeText) }
            if number != 0 {
                guard PlanRules.rpe.contains(number) else { throw .rule(.rpe(number)) }
                rpe = number
            }
        }

        let warmup = value(layout.isWarmup) == "1" || value(layout.isWarmup).lowercased() == "true"
        var row = WorkoutRow(
            line: record.line, start: moment.local, workoutName: title, workoutNotes: "", exerciseName: exerciseName,
            // Warm-ups counted apart from the working sets: a warm-up added later moves no working set's key.
            setLabel: warmup ? "W" : "", kind: warmup ? .warmup : .working, reps: reps, weightKg: weightKg, rpe: rpe
        )
        // The workout's instant, not its wall-clock time: importing again in another time zone adds nothing.
        row.sessionID = String(moment.milliseconds)
        return row
    }

    private func unit(_ text: String) throws(ImportIssue) -> WeightUnit {
        guard !text.isEmpty else { return defaultUnit }
        if let exact = WeightUnit(rawValue: text) { return exact }
        guard let unit = WeightUnit(text: text) else { throw .weightUnit(text) }
        return unit
    }

    /// `Romanian Deadlift, Barbell` as `Romanian Deadlift (Barbell)`, and the older export's name with its
    /// `Equipment` column the same way: the form the library's aliases and a new exercise's equipment read.
    static func libraryStyleName(_ name: String, equipment: String) -> String {
        if !equipment.isEmpty { return "\(name) (\(equipment))" }
        guard let comma = name.lastIndex(of: ",") else { return name }
        let base = WorkoutRowParser.trimmed(String(name[..<comma]))
        let tail = WorkoutRowParser.trimmed(String(name[name.index(after: comma)...]))
        guard !base.isEmpty, !tail.isEmpty else { return name }
        return "\(base) (\(tail))"
    }
}
