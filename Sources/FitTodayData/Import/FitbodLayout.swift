import FitTodayDomain

/// Where the columns of a Fitbod export are, found by their names in its header (compared ignoring case and
/// spaces), in its two layouts:
///
/// - `WorkoutExport.csv`: `Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier`,
///   a UTC timestamp per workout;
/// - the older export: `Date,Exercise,Sets,Reps,Weight,isWarmup,Note`, a day per workout and a count of sets per row.
///
/// Both have `isWarmup`, which no other app's export has: that tells them from FitNotes' `Date,Exercise,Category,...`.
struct FitbodLayout {
    let variant: WorkoutCSVVariant
    /// How many fields the header names.
    let columnCount: Int
    let date: Int
    let exercise: Int
    let reps: Int
    let weight: Int
    /// The unit the weight column names (`Weight(kg)`); the older export's bare `Weight` is kilograms too.
    let weightUnit: WeightUnit
    let isWarmup: Int
    /// The older export's count of sets the row stands for.
    let sets: Int?
    let duration: Int?
    let distance: Int?
    /// Fitbod quotes nothing, so a comma in a note splits it into more fields: every field beyond the header's
    /// count belongs to the note, and the columns after it move right by as many.
    let note: Int?

    init?(header: [String]) {
        let names = header.map { $0.lowercased().filter { !$0.isWhitespace } }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        guard let date = column("date"), let exercise = column("exercise"), let reps = column("reps"),
              let isWarmup = column("iswarmup") else { return nil }
        let units: [(String, WeightUnit)] = [("weight(kg)", .kg), ("weight(kgs)", .kg), ("weight(lb)", .lb), ("weight(lbs)", .lb)]
        if let labelled = units.first(where: { column($0.0) != nil }), column("sets") == nil {
            variant = .fitbod
            weight = column(labelled.0)!
            weightUnit = labelled.1
            sets = nil
        } else if let bare = column("weight"), let sets = column("sets") {
            variant = .fitbodLegacy
            weight = bare
            weightUnit = .kg
            self.sets = sets
        } else {
            return nil
        }
        columnCount = names.count
        self.date = date
        self.exercise = exercise
        self.reps = reps
        self.isWarmup = isWarmup
        duration = column("duration(s)")
        distance = column("distance(m)")
        note = column("note")
    }

    /// The fields of a row as the header names them, the note put back together; nil when the row has fewer
    /// fields than the header, or more without a note to hold them.
    func columns(of fields: [String]) -> [String]? {
        guard fields.count >= columnCount else { return nil }
        let extra = fields.count - columnCount
        guard extra > 0 else { return fields }
        guard let note else {
            // Trailing empty fields (a comma at the end of the line) are harmless.
            return fields[columnCount...].allSatisfy({ WorkoutRowParser.trimmed($0).isEmpty }) ? Array(fields.prefix(columnCount)) : nil
        }
        var columns = Array(fields[..<note])
        columns.append(fields[note...(note + extra)].joined(separator: ","))
        columns.append(contentsOf: fields[(note + extra + 1)...])
        return columns
    }
}
