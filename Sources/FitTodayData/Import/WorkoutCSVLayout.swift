import FitTodayDomain

/// Where each value sits in a workout CSV, found from the header by column name, so that reordered or
/// extra columns do not matter.
struct WorkoutCSVLayout: Sendable {
    let variant: WorkoutCSVVariant
    /// The header as written, for messages that name a column.
    let names: [String]
    let start: Int
    let end: Int?
    let workoutName: Int
    let exerciseName: Int
    let setOrder: Int?
    let weight: Int?
    /// The unit of the `weight` column when the file says so in its name (Hevy's `weight_lbs`).
    let weightColumnUnit: WeightUnit?
    /// Strong's older per-row `Weight Unit` column.
    let weightUnit: Int?
    let reps: Int?
    let rpe: Int?
    let duration: Int?
    let workoutNotes: Int?

    /// The layout of `header`, or nil when it is no known export.
    static func detect(header: [String], separator: UInt8) -> WorkoutCSVLayout? {
        let keys = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ name: String) -> Int? { keys.firstIndex(of: name) }

        if let title = column("title"), let start = column("start_time"), let exercise = column("exercise_title") {
            let kilograms = column("weight_kg")
            let pounds = column("weight_lbs")
            return WorkoutCSVLayout(
                variant: .hevy, names: header, start: start, end: column("end_time"), workoutName: title,
                exerciseName: exercise, setOrder: column("set_index"), weight: kilograms ?? pounds,
                weightColumnUnit: kilograms != nil ? .kg : (pounds != nil ? .lbs : nil), weightUnit: nil,
                reps: column("reps"), rpe: column("rpe"), duration: nil, workoutNotes: column("description")
            )
        }
        if let date = column("date"), let workout = column("workout name"), let exercise = column("exercise name") {
            let unit = column("weight unit")
            let older = unit != nil || separator == UInt8(ascii: ";")
            return WorkoutCSVLayout(
                variant: older ? .strongSemicolon : .strongComma, names: header, start: date, end: nil,
                workoutName: workout, exerciseName: exercise, setOrder: column("set order"), weight: column("weight"),
                weightColumnUnit: nil, weightUnit: unit, reps: column("reps"), rpe: column("rpe"),
                duration: column("workout duration") ?? column("duration"), workoutNotes: column("workout notes")
            )
        }
        return nil
    }
}
