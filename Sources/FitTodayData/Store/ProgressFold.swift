import FitTodayDomain

/// One exercise's progress folded from sessions that arrive nearly in time order: the newest few wait in a window
/// sorted by time, and the oldest is folded when the window is full (see ``SiteDataStore/exerciseProgress()``).
struct ProgressFold {
    /// Sessions a window holds: a day's workouts logged out of order, or a few days', fit in it.
    static let window = 64

    private(set) var progress = ExerciseProgress()
    private var waiting: [ExerciseLogEntry] = []

    /// Takes a session; false when it is older than one already folded, and the fold cannot be in time order.
    mutating func offer(_ entry: ExerciseLogEntry) -> Bool {
        let key = entry.moment
        if let lastFolded = progress.newest, key < lastFolded { return false }
        var index = waiting.count
        while index > 0, key < waiting[index - 1].moment { index -= 1 }
        waiting.insert(entry, at: index)
        // A session leaving the window is never among the last ones (the window is longer than a tail).
        if waiting.count > Self.window { progress.addBeforeTail(waiting.removeFirst()) }
        return true
    }

    /// The progress with every waiting session folded, the last ones kept as its tail.
    func finished() -> ExerciseProgress {
        var progress = progress
        let tailStart = max(0, waiting.count - ExerciseProgress.rewindableSessions)
        for entry in waiting[..<tailStart] { progress.addBeforeTail(entry) }
        for entry in waiting[tailStart...] { progress.add(entry) }
        return progress
    }
}
