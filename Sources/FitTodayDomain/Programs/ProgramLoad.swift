/// Where a set's load comes from.
public enum ProgramLoad: Equatable, Sendable {
    /// The lift's current working weight (linear, double progression, stages), or none for bodyweight work.
    case lift
    case kilograms(Double)
    /// A percentage (65, not 0.65) of the training max or of the one-rep max.
    case percent(Double, of: PercentBase)
}
