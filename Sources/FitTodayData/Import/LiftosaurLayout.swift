/// Where the columns of Liftosaur's history CSV are, found by their names in its header (compared ignoring case):
/// the 20 columns of `Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,...,Notes`,
/// and the 16 of the older export, which had `Equipment` apart and `RPE`, `Weight Value` and `Weight Unit` for
/// what was done.
struct LiftosaurLayout {
    /// How many fields the header names.
    let columnCount: Int
    let date: Int
    let program: Int?
    let dayName: Int?
    let exercise: Int
    /// The older export's equipment, apart from the name.
    let equipment: Int?
    let isWarmup: Int
    let completedReps: Int
    let rpe: Int?
    let weight: Int?
    let weightUnit: Int?
    /// The planned weight, which Liftosaur itself falls back on when a set has no completed weight.
    let requiredWeight: Int?
    let requiredWeightUnit: Int?

    init?(header: [String]) {
        let names = header.map { WorkoutRowParser.trimmed($0).lowercased() }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        // The first column and the set's columns, which no other app's export has.
        guard names.first == "workout datetime", let exercise = column("exercise"), let completedReps = column("completed reps"),
              let isWarmup = column("is warmup set?") else { return nil }
        columnCount = names.count
        date = 0
        program = column("program")
        dayName = column("day name")
        self.exercise = exercise
        equipment = column("equipment")
        self.isWarmup = isWarmup
        self.completedReps = completedReps
        rpe = column("completed rpe") ?? column("rpe")
        weight = column("completed weight value") ?? column("weight value")
        weightUnit = column("completed weight unit") ?? column("weight unit")
        requiredWeight = column("required weight value")
        requiredWeightUnit = column("required weight unit")
    }
}
