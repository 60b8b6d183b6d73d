import FitTodayDomain

/// Every exercise's ``ProgressFold`` in one pass over the sets in the table's order, with the exercises that had a
/// session older than one already folded: those are read again on their own (``SiteDataStore/progress(completing:)``).
/// The one fold of ``SiteDataStore/exerciseProgress()`` and of ``SiteDataStore/wholeHistory(recent:progress:keepingSets:)``.
struct ProgressFolds {
    private var folds: [String: ProgressFold] = [:]
    private(set) var disordered = Set<String>()

    /// Folds one session's counted sets of an exercise (nothing more for an exercise already out of order).
    mutating func offer(_ entry: ExerciseLogEntry, of exerciseID: String) {
        guard !disordered.contains(exerciseID) else { return }
        if !folds[exerciseID, default: ProgressFold()].offer(entry) { disordered.insert(exerciseID) }
    }

    /// The progress of every exercise whose sessions came in order.
    func finished() -> [String: ExerciseProgress] {
        folds.filter { !disordered.contains($0.key) }.mapValues { $0.finished() }
    }
}
