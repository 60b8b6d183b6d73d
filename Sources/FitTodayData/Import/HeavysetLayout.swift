import FitTodayDomain

/// Where each value sits in Heavyset's CSV export, found from the header by column name, so that reordered, renamed
/// or extra columns do not matter. Names are compared in lower case without spaces, parentheses or underscores:
/// `Weight (kg)`, `weight_kg` and `Weight kg` are one name.
///
/// The export known (`Date,Workout Name,Exercise Name,Reps,Weight (kg),Weight (lb),Notes,Duration`, every set with its
/// own `2021-11-18 13:03:57`) has kilograms and pounds side by side; no other app's export FitToday reads has both
/// beside a workout's name, which is what tells it apart (Strong writes one unit, FitNotes no workout name).
struct HeavysetLayout: Sendable {
    let names: [String]
    let date: Int
    /// A `Time` column of its own, when the date has none.
    let time: Int?
    let workoutName: Int
    let exerciseName: Int
    let kilograms: Int
    let pounds: Int
    let reps: Int
    let setOrder: Int?
    let rpe: Int?
    let notes: Int?
    /// The set's own time, in seconds (a timed set; 0 on a set of reps).
    let duration: Int?
    /// The set's distance and the metres of one unit of it (`Distance (km)`, `Distance (m)`, `Distance (mi)`).
    let distance: (index: Int, metersPerUnit: Double)?
    /// A warm-up mark (`Warmup`: `TRUE`/`1`) or a set type (`warmup`, `drop`, `failure`).
    let setType: Int?

    /// The layout of `header`; nil when it is not Heavyset's.
    init?(header: [String]) {
        let keys = header.map(Self.key)
        func column(_ candidates: String...) -> Int? {
            candidates.lazy.compactMap { keys.firstIndex(of: $0) }.first
        }
        guard let date = column("date", "datetime", "timestamp"),
              let workoutName = column("workoutname", "workout", "routinename", "routine"),
              let exerciseName = column("exercisename", "exercise"),
              let kilograms = column("weightkg", "weightkgs", "kg", "kgs"),
              let pounds = column("weightlb", "weightlbs", "lb", "lbs"),
              let reps = column("reps", "repetitions")
        else { return nil }
        names = header
        self.date = date
        time = column("time")
        self.workoutName = workoutName
        self.exerciseName = exerciseName
        self.kilograms = kilograms
        self.pounds = pounds
        self.reps = reps
        setOrder = column("set", "setorder", "setnumber")
        rpe = column("rpe")
        notes = column("notes", "note", "workoutnotes")
        duration = column("duration", "durationseconds", "durationsec", "durations", "seconds")
        let distances: [(String, Double)] = [
            ("distancem", 1), ("distancemeters", 1), ("distancemetres", 1), ("distancekm", DistanceUnit.kilometers.meters), ("distancemi", DistanceUnit.miles.meters),
            ("distancemiles", DistanceUnit.miles.meters),
        ]
        distance = distances.lazy.compactMap { name, meters in keys.firstIndex(of: name).map { ($0, meters) } }.first
        setType = column("settype", "warmup", "iswarmup")
    }

    /// A column's name as compared: lower case, letters and digits only.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}
