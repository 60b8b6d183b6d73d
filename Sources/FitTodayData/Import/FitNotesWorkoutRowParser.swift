import FitTodayDomain

/// Turns a record of FitNotes' workout export into a ``WorkoutRow``, checking it against the data model's rules.
///
/// The row's date is its session's day (FitNotes writes no time). A weight of `0.0` is a bodyweight set, stored
/// as no weight; empty reps are 0 (a cardio or timed row), and 0 reps a failed set, both kept. A distance is
/// kept in metres and a time (`H:MM:SS`) in seconds; a distance of 0 is none, whatever unit is left beside it
/// (FitNotes leaves `kg` there on some rows). `Category`, the user's own muscle group, becomes the muscle group of
/// an exercise the library does not know (``FitNotesCategory``).
struct FitNotesWorkoutRowParser {
    /// The distance units FitNotes writes, as a message lists them.
    static let distanceUnits = ["m", "km", "mi", "ft"]

    private let layout: FitNotesWorkoutLayout
    private let splitter: FitNotesLineSplitter
    /// The unit of a weight whose `Weight Unit` is empty.
    private let defaultUnit: WeightUnit
    // Every set of a day repeats its date: parse each distinct text once.
    private var dates: [String: LocalDate] = [:]

    init(layout: FitNotesWorkoutLayout, defaultUnit: WeightUnit) {
        self.layout = layout
        splitter = layout.splitter
        self.defaultUnit = defaultUnit
    }

    /// The set on `text`, a record that starts on `line`; throws the reason it is unusable.
    mutating func parse(_ text: String, line: Int) throws(ImportIssue) -> WorkoutRow {
        let columns = try splitter.columns(text)
        let numbers = columns.trailing
        func value(_ column: Int) -> String { WorkoutRowParser.trimmed(numbers[column - layout.weight]) }
        func name(_ column: Int) -> String { layout.names[column] }

        let day = try date(WorkoutRowParser.trimmed(columns.leading[0]))
        let exerciseName = WorkoutRowParser.trimmed(columns.name)
        guard !exerciseName.isEmpty else { throw .missingValue(column: layout.names[1]) }
        guard exerciseName.count <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: exerciseName.count)) }

        var weightKg: Double?
        let weightText = value(layout.weight)
        if !weightText.isEmpty {
            guard let number = WorkoutRowParser.decimal(weightText) else { throw .number(column: name(layout.weight), value: weightText) }
            let kilograms = try unit(layout.weightUnit.map(value)).kilograms(number)
            guard PlanRules.weightKg.contains(kilograms) else { throw .rule(.weight(kilograms)) }
            weightKg = kilograms == 0 ? nil : kilograms
        }

        var reps = 0
        let repsText = value(layout.reps)
        if !repsText.isEmpty {
            guard let number = WorkoutRowParser.decimal(repsText), number == number.rounded(), abs(number) < 1_000_000 else {
                throw .number(column: name(layout.reps), value: repsText)
            }
            reps = Int(number)
            guard PlanRules.loggedReps.contains(reps) else { throw .rule(.loggedReps(reps)) }
        }

        var distanceMeters: Double?
        let distanceText = value(layout.distance)
        if !distanceText.isEmpty {
            guard let number = WorkoutRowParser.decimal(distanceText), number >= 0 else {
                throw .number(column: name(layout.distance), value: distanceText)
            }
            if number > 0 {
                let metres = number * (try metres(per: value(layout.distanceUnit)))
                guard PlanRules.distanceMeters.contains(metres) else { throw .rule(.distance(metres)) }
                distanceMeters = metres
            }
        }

        var seconds: Int?
        let timeText = value(layout.time)
        if !timeText.isEmpty {
            guard let parsed = WorkoutRowParser.durationSeconds(timeText) else { throw .number(column: name(layout.time), value: timeText) }
            guard PlanRules.setDurationSeconds.contains(parsed) else { throw .rule(.setDuration(parsed)) }
            seconds = parsed == 0 ? nil : parsed
        }

        return WorkoutRow(
            line: line, start: LocalDateTime(startOf: day), workoutName: "", workoutNotes: "", exerciseName: exerciseName,
            setLabel: "", kind: .working, reps: reps, weightKg: weightKg, dateOnly: true, setDurationSeconds: seconds,
            distanceMeters: distanceMeters, muscleGroup: columns.afterName.first.flatMap { FitNotesCategory.muscleGroup($0) }
        )
    }

    private mutating func date(_ text: String) throws(ImportIssue) -> LocalDate {
        if let known = dates[text] { return known }
        guard !text.isEmpty else { throw .missingValue(column: layout.names[0]) }
        guard let parsed = LocalDate(text) else { throw .date(text) }
        guard PlanRules.years.contains(parsed.year) else { throw .rule(.dateOutOfRange(text)) }
        dates[text] = parsed
        return parsed
    }

    /// The unit of the row's weight: the header's, else its `Weight Unit` (`kgs`, `lbs`), else the default.
    private func unit(_ text: String?) throws(ImportIssue) -> WeightUnit {
        if let unit = layout.headerUnit { return unit }
        guard let text, !text.isEmpty else { return defaultUnit }
        guard let unit = WeightUnit(text: text) else { throw .weightUnit(text) }
        return unit
    }

    /// Metres in one `unit` of a distance that is not 0.
    private func metres(per unit: String) throws(ImportIssue) -> Double {
        guard !unit.isEmpty else { throw .missingValue(column: layout.names[layout.distanceUnit]) }
        guard let known = DistanceUnit(text: unit) else {
            throw .unknownUnit(value: unit, column: layout.names[layout.distanceUnit], known: Self.distanceUnits)
        }
        return known.meters
    }
}
