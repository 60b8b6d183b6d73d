/// Who made a plan.
public enum PlanSource: String, SlugValue {
    /// Composed on this machine from the curated library.
    case local
    /// Composed by the optional AI composer and validated.
    case ai
    /// Made by hand with `fittoday plan new`.
    case manual
    /// A day of the program the person follows (`fittoday program start`).
    case program

    public static let optionName = "--source"
}
