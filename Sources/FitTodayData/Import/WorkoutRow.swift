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
    /// The set's order as the file writes it (`1`, `W`, Hevy's `0`); empty when the file has none. With the
    /// exercise and the workout it keys the set, so a corrected file adds only what is missing.
    var setLabel: String
    /// Warm-up, drop or failure as the file marks it (Strong's `W`, `D`, `F`; Hevy's `set_type`), else working.
    var kind: SetKind
    var reps: Int
    var weightKg: Double?
    var rpe: Double?
}
