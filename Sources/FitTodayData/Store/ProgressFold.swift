import FitTodayDomain

/// One exercise's progress folded from sessions that arrive nearly in time order: the newest few wait in a window
/// sorted by time, and the oldest is folded when the window is full (see ``SQLiteStore/exerciseProgress()``).
struct ProgressFold {
    /// Sessions a window holds: a day's workouts logged out of order, or a few days', fit in it.
    static let window = 64

    private(set) var progress = ExerciseProgress()
    private var waiting: [ExerciseLogEntry] = []
    private var lastFolded: (LocalDateTime, Int64)?

    /// Takes a session; false when it is older than one already folded, and the fold cannot be in time order.
    mutating func offer(_ entry: ExerciseLogEntry) -> Bool {
        let key = (entry.completedAt, entry.sessionID)
        if let lastFolded, key < lastFolded { return false }
        var index = waiting.count
        while index > 0, key < (waiting[index - 1].completedAt, waiting[index - 1].sessionID) { index -= 1 }
        waiting.insert(entry, at: index)
        if waiting.count > Self.window { fold(waiting.removeFirst()) }
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

    /// A session leaving the window is never among the last ones (the window is longer than a tail).
    private mutating func fold(_ entry: ExerciseLogEntry) {
        progress.addBeforeTail(entry)
        lastFolded = (entry.completedAt, entry.sessionID)
    }
}
