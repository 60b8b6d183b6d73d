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
    /// The app's own id of the session (JEFIT's `belongsession`, wger's `session`): when given, it groups the
    /// session's sets and keys the session, since a later export may move a start time by seconds.
    var sessionID: String?
    /// The file gives only a day (FitNotes, a CSV of one's own): the session has no start time.
    var dateOnly = false
    /// A cardio or timed set's own time and distance.
    var setDurationSeconds: Int?
    var distanceMeters: Double?
    /// The app's own id of the set (wger's log `id`): when given, it alone keys the set, so naming the exercises
    /// differently on a second import (wger's `--exercises`) adds nothing.
    var setID: String?
    /// The muscle group the file gives the exercise (FitNotes' `Category`): an exercise of one's own gets it.
    var muscleGroup: MuscleGroup?
}
