/// How much a lift grows after a success.
public enum ProgressionStep: Equatable, Sendable {
    case kilograms(Double)
    /// By what the lift is: +2.5 kg for upper-body barbell lifts, +5 kg for lower-body ones, one dumbbell step for
    /// dumbbells, one machine step otherwise (``LoadSettings``).
    case automatic
}
