/// How a program day's row reads as a plan entry: the sets it counts as its own, and its back-off sets apart. A row
/// of back-off sets only (5/3/1 BBB's 5×10) counts those as its sets, so that it reads "5x10" and not "1x10", and a
/// low day or a deload takes from them as it takes from other back-off sets.
public struct ProgramRowSets: Equatable, Sendable {
    /// The row's main sets (working and AMRAP), or its back-off sets when it has no main set.
    public var counted: [PrescribedSet]
    /// The back-off sets after the main ones; 0 for a row of back-off sets only, whose sets they are.
    public var backoff: Int
    /// Whether the row has back-off sets and no main set.
    public var isBackoffOnly: Bool

    public init(_ sets: [PrescribedSet]) {
        let main = sets.filter { $0.kind.isMainWork }
        let backoff = sets.filter { $0.kind == .backoff }
        isBackoffOnly = main.isEmpty && !backoff.isEmpty
        counted = isBackoffOnly ? backoff : main
        self.backoff = isBackoffOnly ? 0 : backoff.count
    }

    /// Writes the row's counts into its plan entry, within the plan's bounds: its sets, and its reps and rep range from
    /// the first counted set (an entry whose row counts no set keeps its own), and its back-off sets.
    public func count(into item: inout PlanExercise) {
        if let first = counted.first {
            item.sets = min(counted.count, PlanRules.sets.upperBound)
            item.reps = min(max(first.reps, 1), 50)
            item.repsMax = first.repsMax
        }
        item.backoffSets = min(backoff, PlanRules.extraSets.upperBound)
    }
}
