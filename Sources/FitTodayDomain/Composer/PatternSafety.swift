/// Safety by movement, not by muscle group (issue 30): what a sore region rules out, and what hypertension changes.
/// Both are tables in `docs/composer.md`; `ComposerDocumentationTests` checks them against this code.
public enum PatternSafety {
    /// The patterns that load a sore region. A sore region also rules out every exercise of its own muscle group.
    public static func loadedPatterns(by region: MuscleGroup) -> [PatternLoad] {
        switch region {
        case .back: [PatternLoad(.hinge), PatternLoad(.squat, onlyLoaded: true), PatternLoad(.horizontalPull), PatternLoad(.verticalPull), PatternLoad(.carry)]
        case .legs: [PatternLoad(.squat), PatternLoad(.hinge), PatternLoad(.lunge), PatternLoad(.locomotion, onlyLoaded: true)]
        case .chest: [PatternLoad(.horizontalPush)]
        case .shoulders: [PatternLoad(.verticalPush), PatternLoad(.horizontalPush, onlyLoaded: true)]
        case .arms: [PatternLoad(.verticalPull, onlyLoaded: true)]
        case .core: [PatternLoad(.core), PatternLoad(.carry), PatternLoad(.hinge, onlyLoaded: true)]
        case .cardio: [PatternLoad(.locomotion)]
        }
    }

    /// Whether a person sore in `region` may do the exercise.
    public static func allows(_ exercise: Exercise, soreRegion region: MuscleGroup?) -> Bool {
        guard let region else { return true }
        if exercise.muscleGroup == region { return false }
        return !loadedPatterns(by: region).contains { $0.rulesOut(exercise) }
    }

    /// The tag of lifts that need a long breath-hold (Valsalva) at maximal effort, which hypertension rules out.
    public static let breathHoldTag = "breath-hold"
    /// The effort hypertension is capped at, said in the notes.
    public static let hypertensionRPE = 7
    /// The fewest reps a set may have with hypertension: no maximal, near-1RM sets.
    public static let hypertensionMinimumReps = 6

    /// Whether a person with these conditions may do the exercise on breath-hold grounds.
    public static func allowsBreathHold(_ exercise: Exercise, conditions: [HealthCondition]) -> Bool {
        !conditions.contains(.hypertension) || !exercise.tags.contains(breathHoldTag)
    }
}
