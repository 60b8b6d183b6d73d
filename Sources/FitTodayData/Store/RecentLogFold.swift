import FitTodayDomain

/// One exercise's ``ExerciseLog`` folded from its sessions in any order: how many there are, and the newest
/// `recent` of them kept sorted by time (see ``SiteDataStore/wholeHistory(recent:progress:keepingSets:)``).
struct RecentLogFold {
    private(set) var sessionCount = 0
    /// Oldest first, at most `recent`.
    private var kept: [ExerciseLogEntry] = []

    /// Counts the session and keeps it when it is among the newest `recent` so far.
    mutating func offer(_ entry: ExerciseLogEntry, recent: Int) {
        sessionCount += 1
        guard recent > 0 else { return }
        let key = entry.moment
        if kept.count == recent {
            guard kept[0].moment < key else { return }
            kept.removeFirst()
        }
        var index = kept.count
        while index > 0, key < kept[index - 1].moment { index -= 1 }
        kept.insert(entry, at: index)
    }

    /// The log: newest session first, each session's sets by set number (as ``SiteDataStore/exerciseLogs(recent:)``).
    func log(of exerciseID: String) -> ExerciseLog {
        ExerciseLog(exerciseID: exerciseID, sessionCount: sessionCount, recent: kept.reversed().map { entry in
            var entry = entry
            entry.sets.sort { $0.setNumber < $1.setNumber }
            return entry
        })
    }
}
