/// The honest length of a composed day: a warm-up, then every set's work (reps at a steady tempo, or a timed item's
/// duration) and every rest, and a minute to set up each exercise.
public enum SessionEstimate {
    public static let warmupSeconds = 300
    public static let secondsPerRep = 4
    public static let setupSeconds = 60

    /// Seconds of one set of the exercise: its duration, or the middle of its rep range at ``secondsPerRep``.
    public static func workSeconds(_ exercise: PlanExercise) -> Int {
        if let seconds = exercise.durationSeconds { return seconds }
        let reps = (exercise.reps + (exercise.repsMax ?? exercise.reps) + 1) / 2
        return reps * secondsPerRep
    }

    /// Seconds of the whole exercise: sets of work, the rests between them and after the last one, its setup.
    public static func seconds(_ exercise: PlanExercise) -> Int {
        setupSeconds + exercise.sets * (workSeconds(exercise) + exercise.restSeconds)
    }

    /// Minutes of the day, rounded up to 5.
    public static func minutes(_ exercises: [PlanExercise]) -> Int {
        let seconds = exercises.reduce(warmupSeconds) { $0 + Self.seconds($1) }
        let minutes = (seconds + 299) / 300 * 5
        return min(max(minutes, PlanRules.durationMinutes.lowerBound), PlanRules.durationMinutes.upperBound)
    }
}
