import FitTodayDomain

/// Each logged exercise's recent sessions and progress: the build's slowest reads, made on their own tasks while
/// the pages that need neither (today, the history, the library, the plans) render.
struct ExerciseHistory: Sendable {
    var logs: [String: ExerciseLog]
    /// Each weighted exercise's chart points and records, by exercise id; sessions mark their record sets from it.
    var progress: [String: ExerciseProgress]
}
