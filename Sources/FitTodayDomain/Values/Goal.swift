/// What the person trains for.
public enum Goal: String, SlugValue {
    case hypertrophy
    case weightLoss = "weight-loss"
    case conditioning
    case strength
    case general

    public static let optionName = "--goal"
}
