/// The muscle groups the library is organised by.
public enum MuscleGroup: String, SlugValue {
    case chest
    case back
    case legs
    case shoulders
    case arms
    case core
    case cardio

    public static let optionName = "--region"
}
