/// What today's session is about.
public enum Focus: String, SlugValue {
    case upper
    case lower
    case fullBody = "full-body"
    case cardio
    case core
    case rest

    public static let optionName = "--focus"

    /// The muscle groups a session with this focus trains.
    public var muscleGroups: Set<MuscleGroup> {
        switch self {
        case .upper: [.chest, .back, .shoulders, .arms]
        case .lower: [.legs]
        case .fullBody: Set(MuscleGroup.allCases)
        case .cardio: [.cardio]
        case .core: [.core]
        case .rest: []
        }
    }
}
