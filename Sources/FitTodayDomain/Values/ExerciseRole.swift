/// An exercise's usual place in a day (issue #30): a composed day's slot asks for a role and a movement pattern.
///
/// The order of the cases is the order a coach puts them in a session: explosive work fresh, the heavy main lift
/// next, accessories, then core, conditioning and mobility.
public enum ExerciseRole: String, SlugValue, Comparable {
    /// Jumps, throws, swings: explosive, done fresh.
    case power
    /// The day's heavy compound lift (squat, deadlift, bench press, overhead press, chin-up).
    case main
    /// A compound lift done after the main one, lighter or for more reps.
    case secondary
    /// Single-joint and machine work, done after the compounds.
    case accessory
    case core
    case conditioning
    case mobility

    public static let optionName = "role"

    public static func < (lhs: ExerciseRole, rhs: ExerciseRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
