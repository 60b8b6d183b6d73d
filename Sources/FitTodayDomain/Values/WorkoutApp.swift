/// Training apps (and a spreadsheet of one's own) whose exports FitToday imports; the raw value is the
/// `fittoday import` subcommand that forces the format.
public enum WorkoutApp: String, CaseIterable, Sendable {
    case strong
    case hevy
    case fitnotes
    case fitbod
    case jefit
    case liftosaur
    case wger
    case heavyset
    /// A CSV kept by hand, read with `--map`.
    case csv

    /// The app's name as people write it.
    public var displayName: String {
        switch self {
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .fitnotes: "FitNotes"
        case .fitbod: "Fitbod"
        case .jefit: "JEFIT"
        case .liftosaur: "Liftosaur"
        case .wger: "wger"
        case .heavyset: "Heavyset"
        case .csv: "CSV"
        }
    }
}
