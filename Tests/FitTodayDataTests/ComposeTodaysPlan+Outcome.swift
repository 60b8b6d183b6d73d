import FitTodayDomain

extension ComposeTodaysPlan.Outcome {
    /// The plan composed, nil on a rest day: for `#require`, so a test never passes by skipping what it checks.
    var plan: Plan? {
        guard case let .plan(plan, _) = self else { return nil }
        return plan
    }
}
