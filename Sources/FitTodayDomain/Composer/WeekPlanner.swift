/// Decides what today's session trains from the weekly frequency and the last seven days (documented in
/// `docs/composer.md`, "The week").
///
/// A check-in's focus always wins. Without one, the split the frequency gives (``WeekSplit``) rotates: today gets
/// the split's session done longest ago, and on a seven-day week the seventh training day in a row is mobility.
/// The main lift's pattern is the one of the session's patterns trained heavy longest ago, never one trained heavy
/// less than 48 hours before; when every pattern was, the main slot takes a lighter (secondary) lift.
public enum WeekPlanner {
    /// The session for the request's day; nil on a rest day (a check-in that says rest).
    public static func session(for request: CompositionRequest, history: WeekHistory) -> SessionFocus? {
        if request.focusChosen { return SessionFocus(request.checkIn.focus) }
        let split = WeekSplit(frequency: request.profile.weeklyFrequency)
        if split == .pushPullLegsMobility, history.trainingStreak(before: request.date) >= 6 { return .mobility }
        return leastRecent(split.rotation, lastDone: history.lastSession)
    }

    /// The main lift's pattern for `focus` on `date`, and whether it may be a heavy (main-role) lift.
    public static func mainPattern(for focus: SessionFocus, history: WeekHistory, on date: LocalDate) -> (pattern: MovementPattern?, heavy: Bool) {
        let patterns = focus.mainPatterns
        guard !patterns.isEmpty else { return (nil, true) }
        let fresh = patterns.filter { !history.isHeavyRecently($0, on: date) }
        let pool = fresh.isEmpty ? patterns : fresh
        return (leastRecent(pool, lastDone: history.lastHeavy), !fresh.isEmpty)
    }

    /// The candidate done longest ago: one never done first, ties by the candidates' order; nil when there are none.
    static func leastRecent<Candidate>(_ candidates: [Candidate], lastDone: (Candidate) -> LocalDate?) -> Candidate? {
        candidates.enumerated().min { lhs, rhs in
            let left = lastDone(lhs.element), right = lastDone(rhs.element)
            if left != right {
                guard let left else { return true }
                guard let right else { return false }
                return left < right
            }
            return lhs.offset < rhs.offset
        }?.element
    }

    /// Whether day `index` (0 = the first day) of a seven-day stretch is a training day at `frequency` days a week:
    /// the sessions spread evenly, the first day always trains.
    public static func isTrainingDay(_ index: Int, frequency: Int) -> Bool {
        let frequency = min(max(frequency, 1), 7)
        func ceilDiv(_ a: Int) -> Int { (a + 6) / 7 }
        return ceilDiv((index % 7 + 1) * frequency) > ceilDiv(index % 7 * frequency)
    }
}
