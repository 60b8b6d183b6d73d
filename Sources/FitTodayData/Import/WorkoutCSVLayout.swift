import FitTodayDomain

/// Where each value sits in a workout CSV, found from the header by column name (in any language Strong
/// writes, see ``StrongColumn``), so that reordered or extra columns do not matter; a Strong header whose
/// names are unknown is read by its shape instead: the number of columns and what the first row holds.
struct WorkoutCSVLayout: Sendable {
    let variant: WorkoutCSVVariant
    /// The header as written, for messages that name a column.
    let names: [String]
    let start: Int
    let end: Int?
    let workoutName: Int?
    let exerciseName: Int
    /// Strong's `Set Order` or Hevy's `set_index`: tells sets apart for the per-set import key.
    let setOrder: Int?
    /// Hevy's `set_type` (`normal`, `warmup`, `dropset`, `failure`); Strong marks the kind in the set order.
    var setType: Int? = nil
    let weight: Int?
    /// The unit of the `weight` column when the file says so in its name (Hevy's `weight_lbs`, Strong's
    /// `Weight (kg)` or a column named `lbs`).
    let weightColumnUnit: WeightUnit?
    /// Strong's older per-row `Weight Unit` column.
    let weightUnit: Int?
    let reps: Int?
    let rpe: Int?
    let duration: Int?
    /// The duration column holds minutes (`Duration (min)`); otherwise a plain number is seconds.
    let durationInMinutes: Bool
    let workoutNotes: Int?
    /// A cardio set's distance, its unit from the column's name (Hevy's `distance_km`, Strong's `Distance (km)`) or
    /// from Strong's per-row `Distance Unit`; an unlabelled distance is in kilometres, or miles in a file of pounds.
    var distance: Int? = nil
    var distanceColumnUnit: DistanceUnit? = nil
    var distanceUnit: Int? = nil
    /// A timed set's seconds (Strong's `Seconds`, Hevy's `duration_seconds`).
    var setSeconds: Int? = nil

    /// The layout of `header`, or nil when it is no known export. `firstRow` (the record after the header)
    /// lets a Strong header in an unknown language be read by its shape.
    static func detect(header: [String], firstRow: [String]?, separator: UInt8) -> WorkoutCSVLayout? {
        if let hevy = hevy(header) { return hevy }
        if let strong = strongByName(header, separator: separator) { return strong }
        guard let firstRow else { return nil }
        return strongByShape(header, firstRow: firstRow, separator: separator)
    }

    private static func hevy(_ header: [String]) -> WorkoutCSVLayout? {
        let keys = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ name: String) -> Int? { keys.firstIndex(of: name) }
        guard let title = column("title"), let start = column("start_time"), let exercise = column("exercise_title") else { return nil }
        let kilograms = column("weight_kg")
        let pounds = column("weight_lbs")
        var layout = WorkoutCSVLayout(
            variant: .hevy, names: header, start: start, end: column("end_time"), workoutName: title,
            exerciseName: exercise, setOrder: column("set_index"), weight: kilograms ?? pounds,
            weightColumnUnit: kilograms != nil ? .kg : (pounds != nil ? .lb : nil), weightUnit: nil,
            reps: column("reps"), rpe: column("rpe"), duration: nil, durationInMinutes: false, workoutNotes: column("description")
        )
        layout.setType = column("set_type")
        let kilometres = column("distance_km"), miles = column("distance_miles") ?? column("distance_mi")
        layout.distance = kilometres ?? miles ?? column("distance_meters")
        layout.distanceColumnUnit = kilometres != nil ? .kilometers : (miles != nil ? .miles : (layout.distance != nil ? .meters : nil))
        layout.setSeconds = column("duration_seconds")
        return layout
    }

    private static func strongByName(_ header: [String], separator: UInt8) -> WorkoutCSVLayout? {
        var columns: [StrongColumn: (index: Int, unit: String?)] = [:]
        for (index, cell) in header.enumerated() {
            guard let found = StrongColumn.identify(cell), columns[found.column] == nil else { continue }
            columns[found.column] = (index, found.unit)
        }
        guard columns[.date] != nil, columns[.exerciseName] != nil else { return nil }
        return strong(columns, header: header, separator: separator)
    }

    private static func strong(
        _ columns: [StrongColumn: (index: Int, unit: String?)], header: [String], separator: UInt8
    ) -> WorkoutCSVLayout {
        let variant: WorkoutCSVVariant = if columns[.workoutNumber] != nil {
            .strongNumbered
        } else if columns[.weightUnit] != nil || separator == UInt8(ascii: ";") {
            .strongSemicolon
        } else {
            .strongComma
        }
        let durationUnit = columns[.duration]?.unit ?? ""
        var layout = WorkoutCSVLayout(
            variant: variant, names: header, start: columns[.date]!.index, end: nil,
            workoutName: columns[.workoutName]?.index, exerciseName: columns[.exerciseName]!.index,
            setOrder: columns[.setOrder]?.index, weight: columns[.weight]?.index,
            weightColumnUnit: columns[.weight]?.unit.flatMap(WeightUnit.init(text:)), weightUnit: columns[.weightUnit]?.index,
            reps: columns[.reps]?.index, rpe: columns[.rpe]?.index, duration: columns[.duration]?.index,
            durationInMinutes: durationUnit.hasPrefix("min"), workoutNotes: columns[.workoutNotes]?.index
        )
        layout.distance = columns[.distance]?.index
        layout.distanceColumnUnit = columns[.distance]?.unit.flatMap { DistanceUnit(text: $0) }
        layout.distanceUnit = columns[.distanceUnit]?.index
        layout.setSeconds = columns[.seconds]?.index
        return layout
    }

    /// The orders of columns Strong has written, in English names; a header of the same length in an
    /// unknown language is read with the first order whose first row fits.
    private static let strongShapes: [[StrongColumn]] = [
        [.date, .workoutName, .duration, .exerciseName, .setOrder, .weight, .reps, .distance, .seconds, .notes, .workoutNotes, .rpe],
        [.date, .workoutName, .duration, .exerciseName, .setOrder, .weight, .reps, .distance, .seconds, .notes, .workoutNotes],
        [.date, .workoutName, .duration, .exerciseName, .setOrder, .weight, .reps, .distance, .seconds],
        [.date, .workoutName, .exerciseName, .setOrder, .weight, .weightUnit, .reps, .rpe, .distance, .distanceUnit, .seconds,
         .notes, .workoutNotes, .duration],
        [.date, .workoutName, .exerciseName, .setOrder, .weight, .weightUnit, .reps, .rpe, .distance, .distanceUnit, .seconds,
         .notes, .workoutNotes],
        [.workoutNumber, .date, .workoutName, .duration, .exerciseName, .setOrder, .weight, .reps, .rpe, .distance, .seconds,
         .notes, .workoutNotes],
        [.date, .workoutName, .exerciseName, .setOrder, .weight, .reps, .distance, .seconds, .notes, .workoutNotes],
    ]

    private static func strongByShape(_ header: [String], firstRow: [String], separator: UInt8) -> WorkoutCSVLayout? {
        for shape in strongShapes where shape.count == header.count && firstRow.count >= shape.count {
            func value(_ column: StrongColumn) -> String? {
                shape.firstIndex(of: column).map { WorkoutRowParser.trimmed(firstRow[$0]) }
            }
            guard let date = value(.date), WorkoutDateParser.parse(date) != nil,
                  let exercise = value(.exerciseName), !exercise.isEmpty, WorkoutRowParser.decimal(exercise) == nil,
                  [value(.weight), value(.reps)].allSatisfy({ $0 == nil || $0!.isEmpty || WorkoutRowParser.decimal($0!) != nil })
            else { continue }
            if let number = value(.workoutNumber), Int(number) == nil { continue }
            if let unit = value(.weightUnit), !unit.isEmpty, WeightUnit(text: unit) == nil { continue }
            var columns: [StrongColumn: (index: Int, unit: String?)] = [:]
            for (index, column) in shape.enumerated() { columns[column] = (index, nil) }
            return strong(columns, header: header, separator: separator)
        }
        return nil
    }
}
