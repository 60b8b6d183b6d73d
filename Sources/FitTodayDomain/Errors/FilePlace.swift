/// Where in an imported JSON file (a FitToday export or a workout log) a refused value sits, as a person finds it
/// there: entries are counted from 1 in the file's order, and named by the date or id the file gives them.
public enum FilePlace: Equatable, Sendable {
    /// The file as a whole, or one of its top-level keys.
    case whole
    case profile
    case entitlement
    case checkIn(number: Int, date: String?)
    case exercise(number: Int, id: String?)
    case programRun(number: Int, id: Int64?)
    case plan(number: Int, id: Int64?)
    /// The `entry`-th exercise of the `plan`-th plan.
    case planEntry(plan: Int, planID: Int64?, entry: Int)
    case session(number: Int, date: String?)
    /// The `set`-th set of the `session`-th session.
    case sessionSet(session: Int, date: String?, set: Int)
    /// The `number`-th set of a workout log.
    case logSet(number: Int)
}
