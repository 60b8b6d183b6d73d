import FitTodayDomain

extension PlanExercise {
    /// Whether the entry uses a field of program days or timed sets, which the JSON then writes.
    var hasProgramFields: Bool {
        repsMax != nil || warmupSets != 0 || backoffSets != 0 || superset != nil || durationSeconds != nil
    }
}
