import FitTodayDomain
import Foundation

/// Turns the rows of a Fitbod export into sets, checking every value against the data model's rules.
///
/// Fitbod writes numbers with a leading space (` 10`, ` 2.0`) and kilograms with the noise of a conversion from
/// pounds (`13.607787283069193`): stored as given. `multiplier` (2.0 for a pair of dumbbells, 0.0 for cardio)
/// does not change the weight, which is each dumbbell's. A cardio or timed row has 0 reps and its time and
/// distance. A set's note has no place in FitToday and is left out, as are `Incline` and `Resistance`.
struct FitbodRowParser {
    /// One row read: its set, the instant it keys its workout by (to tell the file's order), and how many sets
    /// of it the row stands for (the older export's `Sets`).
    struct Parsed {
        var row: WorkoutRow
        var instant: Int64
        var count: Int
    }

    /// The most sets one row of the older export may stand for: more is a damaged file, not a workout.
    static let maximumSetsPerRow = 100

    private let layout: FitbodLayout
    private let names: [String]
    private var timestamps: UTCTimestampReader
    // The older export repeats each day on every row: each distinct text is read once.
    private var days: [String: LocalDateTime] = [:]

    init(layout: FitbodLayout, header: [String], timeZone: TimeZone) {
        self.layout = layout
        names = header.map(WorkoutRowParser.trimmed)
        timestamps = UTCTimestampReader(timeZone: timeZone)
    }

    /// The row's set(s). Throws the reason a row is unusable.
    mutating func parse(_ record: CSVRecord) throws(ImportIssue) -> Parsed {
        guard let columns = layout.columns(of: record.fields) else {
            throw .columnCount(expected: layout.columnCount, found: record.fields.count)
        }
        func value(_ index: Int?) -> String { index.map { WorkoutRowParser.trimmed(columns[$0]) } ?? "" }

        let exerciseName = value(layout.exercise)
        guard !exerciseName.isEmpty else { throw .missingValue(column: names[layout.exercise]) }
        let nameLength = exerciseName.count
        guard nameLength <= PlanRules.exerciseNameMaxLength else { throw .rule(.exerciseNameTooLong(length: nameLength)) }

        let dateText = value(layout.date)
        guard !dateText.isEmpty else { throw .missingValue(column: names[layout.date]) }
        var row: WorkoutRow
        let instant: Int64
        if layout.variant == .fitbod {
            guard let moment = timestamps.read(dateText) else { throw .date(dateText) }
            row = Self.row(line: record.line, start: moment.local, exerciseName: exerciseName)
            // The workout's instant, not its wall-clock time: importing again in another time zone adds nothing.
            row.sessionID = String(moment.milliseconds)
            instant = moment.milliseconds
        } else {
            let day = try day(dateText)
            row = Self.row(line: record.line, start: day.start, exerciseName: exerciseName)
            row.dateOnly = day.dateOnly
            instant = Int64(day.start.secondsSinceEpoch) * 1000
        }
        guard PlanRules.years.contains(row.start.date.year) else { throw .rule(.dateOutOfRange(dateText)) }

        row.reps = try count(value(layout.reps), column: layout.reps, allowed: PlanRules.loggedReps, empty: 0) { .rule(.loggedReps($0)) }
        let weightText = value(layout.weight)
        if !weightText.isEmpty {
            guard let number = WorkoutRowParser.decimal(weightText) else { throw .number(column: names[layout.weight], value: weightText) }
            let kilograms = layout.weightUnit.kilograms(number)
            guard PlanRules.weightKg.contains(kilograms) else { throw .rule(.weight(kilograms)) }
            row.weightKg = kilograms == 0 ? nil : kilograms
        }
        row.kind = ["true", "1", "yes"].contains(value(layout.isWarmup).lowercased()) ? .warmup : .working
        if let seconds = WorkoutRowParser.durationSeconds(value(layout.duration)), seconds > 0 { row.setDurationSeconds = seconds }
        if let column = layout.distance, case let distanceText = value(column), !distanceText.isEmpty {
            guard let meters = WorkoutRowParser.decimal(distanceText), meters >= 0, meters.isFinite else {
                throw .number(column: names[column], value: distanceText)
            }
            row.distanceMeters = meters == 0 ? nil : meters
        }

        var sets = 1
        if let column = layout.sets {
            sets = try count(value(column), column: column, allowed: 1...Self.maximumSetsPerRow, empty: 1) { _ in
                .number(column: names[column], value: value(column))
            }
        }
        return Parsed(row: row, instant: instant, count: sets)
    }

    private static func row(line: Int, start: LocalDateTime, exerciseName: String) -> WorkoutRow {
        WorkoutRow(line: line, start: start, workoutName: "", workoutNotes: "", exerciseName: exerciseName, setLabel: "", kind: .working,
                   reps: 0)
    }

    /// A whole number of `column` within `allowed`; `empty` when the field is empty.
    private func count(
        _ text: String, column: Int, allowed: ClosedRange<Int>, empty: Int, outside: (Int) -> ImportIssue
    ) throws(ImportIssue) -> Int {
        guard !text.isEmpty else { return empty }
        guard let number = WorkoutRowParser.decimal(text), number == number.rounded(), abs(number) < 1_000_000 else {
            throw .number(column: names[column], value: text)
        }
        guard allowed.contains(Int(number)) else { throw outside(Int(number)) }
        return Int(number)
    }

    /// The older export's day (`2019-03-15`), or a date and time when the file gives one; a UTC timestamp is
    /// shown in the reader's time zone.
    private mutating func day(_ text: String) throws(ImportIssue) -> (start: LocalDateTime, dateOnly: Bool) {
        if let known = days[text] { return (known, !text.contains(":")) }
        guard let start = WorkoutDateParser.parse(text) ?? timestamps.read(text)?.local else { throw .date(text) }
        days[text] = start
        return (start, !text.contains(":"))
    }
}
