/// Training apps whose CSV exports FitToday imports; the raw value is the `fittoday import` subcommand.
public enum WorkoutApp: String, CaseIterable, Sendable {
    case strong
    case hevy

    /// The app's name as people write it.
    public var displayName: String {
        switch self {
        case .strong: "Strong"
        case .hevy: "Hevy"
        }
    }
}
