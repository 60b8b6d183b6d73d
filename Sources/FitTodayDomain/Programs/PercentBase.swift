/// What a percentage load is a share of.
public enum PercentBase: String, Equatable, Sendable {
    /// The training max (`65%` or `65% TM`).
    case trainingMax = "tm"
    /// The one-rep max (`80% 1RM`).
    case max
    /// The first working set of the day's entry: warm-ups.
    case firstSet = "first_set"
    /// The heaviest main set of the same lift on another day of the week (`@ 90% of Sexta`): ``ProgramSet/ofDay``.
    case day
    /// The lift's top set, its working weight (`@ 62.5% of top`): Madcow's ramps.
    case topSet = "top_set"
}
