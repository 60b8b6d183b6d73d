/// One exercise of a plan, in order.
public struct PlanExercise: Equatable, Sendable {
    public var exerciseID: String
    /// The library name, filled in when read back.
    public var exerciseName: String
    /// Working sets, 1 to 10 (warm-up and back-off sets are counted apart).
    public var sets: Int
    /// 1 to 50; the bottom of a range.
    public var reps: Int
    /// The top of a rep range (8–12); nil for a fixed number.
    public var repsMax: Int?
    /// Hand-made plans: one of ``PlanRules/allowedRestSeconds``; programs: within ``PlanRules/programRestSeconds``.
    public var restSeconds: Int
    public var notes: String
    /// Program days: the warm-up and back-off sets besides the working ones.
    public var warmupSets: Int
    public var backoffSets: Int
    /// "A1", "A2": entries of one letter are a superset.
    public var superset: String?
    /// Timed items: how long each set lasts; no rule of repetitions changes it.
    public var durationSeconds: Int?
    /// The exercise the day's plan names in this place, when it was swapped for this one (``DaySwap``): only on a day
    /// as shown, never stored with a plan.
    public var swappedFrom: String?

    public init(
        exerciseID: String, exerciseName: String = "", sets: Int, reps: Int, repsMax: Int? = nil, restSeconds: Int,
        notes: String = "", warmupSets: Int = 0, backoffSets: Int = 0, superset: String? = nil, durationSeconds: Int? = nil
    ) {
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.sets = sets
        self.reps = reps
        self.repsMax = repsMax
        self.restSeconds = restSeconds
        self.notes = notes
        self.warmupSets = warmupSets
        self.backoffSets = backoffSets
        self.superset = superset
        self.durationSeconds = durationSeconds
    }
}
