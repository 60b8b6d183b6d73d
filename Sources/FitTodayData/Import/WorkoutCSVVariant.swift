import FitTodayDomain

/// The workout CSV layouts FitToday reads, told apart by their header.
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

    public var app: WorkoutApp {
        switch self {
        case .strongSemicolon, .strongComma, .strongNumbered: .strong
        case .hevy: .hevy
        }
    }
}
