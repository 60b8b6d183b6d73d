import FitTodayDomain

/// One set as read from a workout CSV row, before it is grouped into a session.
struct WorkoutRow: Sendable {
    var line: Int
    /// When the workout started; with ``workoutName``, it identifies the session.
    var start: LocalDateTime
    /// When the workout ended, when the file says so (Hevy).
    var end: LocalDateTime?
    var workoutName: String
    /// The whole workout's duration, when the file says so (Strong).
    var durationSeconds: Int?
    var workoutNotes: String
    var exerciseName: String
    var reps: Int
    var weightKg: Double?
    var rpe: Double?
}
