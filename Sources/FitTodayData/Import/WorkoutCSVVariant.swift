import FitTodayDomain

/// The export layouts FitToday reads, told apart by their content.
public enum WorkoutCSVVariant: String, Sendable, CaseIterable {
    /// Strong's older export: `;`-separated or with a `Weight Unit` column (`Date;Workout Name;Exercise Name;...`).
    case strongSemicolon = "strong-semicolon"
    /// Strong's `,` export: `Date,Workout Name,Duration,...`, dates like `2024-03-05 6:12:45 PM`, and the
    /// 2016–2019 ones whose unit is in a column's name (`Weight (kg)`, `lbs`).
    case strongComma = "strong-comma"
    /// Strong's export that numbers workouts, every field quoted: `"Workout #","Date","Workout Name","Duration (sec)",...`.
    case strongNumbered = "strong-numbered"
    /// Hevy's export: `title,start_time,end_time,...` with dates like `26 Jul 2025, 07:06`.
    case hevy
    /// FitNotes' workout export, `Date,Exercise,Category,Weight (kgs),Reps,...` in its four header shapes.
    case fitnotes
    /// FitNotes' body tracker export, `Date,Time,Measurement,Value,Unit`.
    case fitnotesBody = "fitnotes-body"
    /// Fitbod's `WorkoutExport.csv`, `Date,Exercise,Reps,Weight(kg),Duration(s),...,multiplier`.
    case fitbod
    /// Fitbod's older export, `Date,Exercise,Sets,Reps,Weight,isWarmup,Note`.
    case fitbodLegacy = "fitbod-legacy"
    /// JEFIT's file of many `### ... ####` tables.
    case jefit
    /// Liftosaur's 20-column history CSV.
    case liftosaur
    /// wger's workout log JSON, a page of its REST API or the bare array.
    case wger
    /// Heavyset's CSV, one row per set with kilograms and pounds side by side.
    case heavyset
    /// A CSV of one's own, read by `--map`.
    case csv

    public var app: WorkoutApp {
        switch self {
        case .strongSemicolon, .strongComma, .strongNumbered: .strong
        case .hevy: .hevy
        case .fitnotes, .fitnotesBody: .fitnotes
        case .fitbod, .fitbodLegacy: .fitbod
        case .jefit: .jefit
        case .liftosaur: .liftosaur
        case .wger: .wger
        case .heavyset: .heavyset
        case .csv: .csv
        }
    }
}
