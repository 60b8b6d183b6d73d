import FitTodayDomain

extension ExerciseHistory {
    /// Adds sessions that are new or gained sets since this history was read, as reading the whole history again
    /// would; returns the exercises it could not update that way, whose logs and progress must be read again.
    ///
    /// A session can be added on top of an exercise's log and progress only when it comes after every session
    /// already in them (``SessionMoment``): a session logged in the past, or sets added to a session already
    /// counted, change what came after it.
    mutating func add(_ sessions: [WorkoutSession], recent: Int) -> Set<String> {
        var stale = Set<String>()
        for session in sessions.sorted(by: { $0.moment < $1.moment }) {
            guard let id = session.id else { continue }
            var byExercise: [String: [LoggedSet]] = [:]
            var order: [String] = []
            for set in session.sets {
                if byExercise[set.exerciseID] == nil { order.append(set.exerciseID) }
                byExercise[set.exerciseID, default: []].append(set)
            }
            for exerciseID in order where !stale.contains(exerciseID) {
                let sets = byExercise[exerciseID]!
                let moment = SessionMoment(completedAt: session.completedAt, sessionID: id)
                if !addLog(of: exerciseID, sets: sets, at: moment, recent: recent)
                    || !addProgress(of: exerciseID, sets: sets, at: moment, completed: session.status == .completed) {
                    stale.insert(exerciseID)
                }
            }
        }
        return stale
    }

    /// The log's newest sessions, in set-number order as the source reads them. A session among them or newer
    /// is put in its place (replacing its entry when it is already there); an older one, which may or may not be
    /// counted already, cannot be.
    private mutating func addLog(of exerciseID: String, sets: [LoggedSet], at moment: SessionMoment, recent: Int) -> Bool {
        var log = logs[exerciseID] ?? ExerciseLog(exerciseID: exerciseID, sessionCount: 0, recent: [])
        let ordered = sets.enumerated().sorted { ($0.element.setNumber, $0.offset) < ($1.element.setNumber, $1.offset) }.map(\.element)
        let entry = ExerciseLogEntry(sessionID: moment.sessionID, completedAt: moment.completedAt, sets: ordered)
        if let index = log.recent.firstIndex(where: { $0.sessionID == moment.sessionID }) {
            log.recent[index] = entry
        } else {
            // The recent sessions are all of them while fewer than `recent`; otherwise only those after the oldest.
            let holdsAll = log.recent.count == log.sessionCount
            guard holdsAll || log.recent.last.map({ $0.moment < moment }) ?? false else { return false }
            log.sessionCount += 1
            let index = log.recent.firstIndex { $0.moment < moment } ?? log.recent.count
            log.recent.insert(entry, at: index)
            if log.recent.count > recent { log.recent.removeLast(log.recent.count - recent) }
        }
        logs[exerciseID] = log
        return true
    }

    /// Progress counts completed sessions' sets with a weight that are not warm-ups, in the order they were logged.
    private mutating func addProgress(of exerciseID: String, sets: [LoggedSet], at moment: SessionMoment, completed: Bool) -> Bool {
        let counted = sets.filter { ($0.weightKg ?? 0) > 0 && $0.kind != .warmup }
        guard completed, !counted.isEmpty else { return true }
        var exercise = progress[exerciseID] ?? ExerciseProgress()
        guard exercise.insert(ExerciseLogEntry(sessionID: moment.sessionID, completedAt: moment.completedAt, sets: counted)) else { return false }
        progress[exerciseID] = exercise
        return true
    }
}

extension WorkoutSession {
    /// Sessions without an id (never stored) come last.
    fileprivate var moment: SessionMoment { SessionMoment(completedAt: completedAt, sessionID: id ?? .max) }
}
