import FitTodayDomain

/// The workout CSV layouts FitToday reads, told apart by their header.
public enum WorkoutCSVVariant: String, Sendable, CaseIterable {
    /// Strong's older export: `;`-separated, with a `Weight Unit` column (`Date;Workout Name;Exercise Name;...`).
    case strongSemicolon = "strong-semicolon"
    /// Strong's newer export: `,`-separated, with a `Duration` column and dates like `2024-03-05 6:12:45 PM`.
    case strongComma = "strong-comma"
    /// Hevy's export: `title,start_time,end_time,...` with dates like `26 Jul 2025, 07:06`.
    case hevy

    public var app: WorkoutApp {
        switch self {
        case .strongSemicolon, .strongComma: .strong
        case .hevy: .hevy
        }
    }
}
