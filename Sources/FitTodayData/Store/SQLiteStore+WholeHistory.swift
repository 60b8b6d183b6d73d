import FitTodayDomain
import GRDB

extension SQLiteStore {
    /// Every set read once, in the table's own order (by session, then position: no sort), and folded into the
    /// sessions' totals, the exercises' newest sessions and, when `progress`, their progress. The three separate
    /// queries (``sessionSummaries()``, ``exerciseLogs(recent:)``, ``exerciseProgress()``) give the same values and
    /// read the sets three times, which was most of a full build's reading. With `keepingSets`, every session with
    /// its sets as ``sessions(ids:)`` gives them, as long as they hold at most that many sets (the sets are made
    /// anyway: keeping them spares the session pages a fourth pass, at about 100 bytes a set).
    public func wholeHistory(recent: Int, progress foldingProgress: Bool, keepingSets budget: Int) throws(FitTodayError) -> WholeHistory {
        var (history, folds): (WholeHistory, ProgressFolds) = try read { db in
            let names = try pinned?.exerciseNames { try Self.exerciseNames(db, where: nil) } ?? Self.exerciseNames(db, where: nil)
            // The sessions in the history's order, their totals filled in below.
            var summaries: [SessionSummary] = []
            var positions: [Int64: Int] = [:]
            // Kept, in the same order, when their sets fit the budget: counted first (SQLite counts a table's rows
            // from its pages, 2 ms for 190 000 sets), so that a longer history never holds any on the way.
            var kept: [WorkoutSession]?
            if budget > 0, try Int.fetchOne(db, sql: "SELECT count(*) FROM logged_set") ?? 0 <= budget { kept = [] }
            let sessionRows = try Row.fetchCursor(db, sql: """
                SELECT \(RowDecoder.sessionColumns) FROM workout_session ORDER BY completed_at DESC, id DESC
                """)
            while let row = try sessionRows.next() {
                // One decoding for both: the summary is the session's own fields, its totals filled in below.
                let session = try RowDecoder.session(row, sets: [])
                guard let id = session.id else { continue }
                positions[id] = summaries.count
                summaries.append(SessionSummary(
                    id: id, completedAt: session.completedAt, status: session.status, durationMinutes: session.durationMinutes,
                    intensity: session.intensity, planID: session.planID, planTitle: session.planTitle, exerciseCount: 0, setCount: 0, volumeKg: 0))
                if kept != nil { kept!.append(session) }
            }
            // By the exercise's number (``LoggedSetRows/exercise``): its id, and its fold.
            var exerciseIDs: [String] = []
            var logs: [RecentLogFold] = []
            var folds = ProgressFolds()
            // One session's sets, gathered by exercise (a superset's sets of one exercise may be apart).
            var sessionID: Int64?
            var groups: [(exercise: Int, sets: [LoggedSet])] = []
            // The same sets in their logged order, for the session kept.
            var ordered: [LoggedSet] = []
            var setCount = 0
            var volume = 0.0
            func flush() {
                defer {
                    groups.removeAll(keepingCapacity: true)
                    ordered.removeAll(keepingCapacity: true)
                    setCount = 0
                    volume = 0
                }
                guard let id = sessionID, let position = positions[id] else { return }
                if kept != nil {
                    // A copy of exactly its size: the buffer appended to set by set has up to twice the room, which
                    // every session kept would hold (issue 39: peak memory).
                    kept![position].sets = ordered.withUnsafeBufferPointer { Array($0) }
                }
                let summary = summaries[position]
                summaries[position].exerciseCount = groups.count
                summaries[position].setCount = setCount
                summaries[position].volumeKg = volume
                let completed = summary.status == .completed
                for (exercise, sets) in groups {
                    let exerciseID = exerciseIDs[exercise]
                    logs[exercise].offer(ExerciseLogEntry(sessionID: id, completedAt: summary.completedAt, sets: sets), recent: recent)
                    // Progress counts working sets with a weight of completed sessions, as exerciseProgress() reads them.
                    guard foldingProgress, completed else { continue }
                    let counted = sets.lazy.filter { ($0.weightKg ?? 0) > 0 && $0.kind != .warmup }.map {
                        LoggedSet(exerciseID: exerciseID, setNumber: $0.setNumber, reps: $0.reps, weightKg: $0.weightKg, kind: $0.kind)
                    }
                    guard !counted.isEmpty else { continue }
                    let entry = ExerciseLogEntry(sessionID: id, completedAt: summary.completedAt, sets: Array(counted))
                    folds.offer(entry, of: exerciseID)
                }
            }
            try LoggedSetRows.forEach(db, sql: "SELECT \(LoggedSetRows.columns), duration_seconds, distance_meters FROM logged_set ORDER BY session_id, position",
                                      names: names) { id, read, row in
                var set = read
                // A cardio set's time and distance, for its session's page.
                if let seconds = row.integer(at: 7) { set.durationSeconds = Int(seconds) }
                set.distanceMeters = row.real(at: 8)
                if row.exercise == exerciseIDs.count {
                    exerciseIDs.append(set.exerciseID)
                    logs.append(RecentLogFold())
                }
                if id != sessionID {
                    flush()
                    sessionID = id
                }
                setCount += 1
                if kept != nil { ordered.append(set) }
                // In the sets' order, as SQLite's sum() adds them.
                volume += Double(set.reps) * (set.weightKg ?? 0)
                if let index = groups.firstIndex(where: { $0.exercise == row.exercise }) {
                    groups[index].sets.append(set)
                } else {
                    groups.append((row.exercise, [set]))
                }
            }
            flush()
            // Both keyed by what is unique: a session's id, and an exercise's id (its number is given once per id).
            let history = WholeHistory(summaries: summaries,
                                       logs: Dictionary(uniqueKeysWithValues: zip(exerciseIDs, logs).map { ($0, $1.log(of: $0)) }), progress: [:],
                                       sessions: kept.map { Dictionary(uniqueKeysWithValues: zip(summaries.lazy.map(\.id), $0)) })
            return (history, folds)
        }
        if foldingProgress { history.progress = try progress(completing: folds) }
        return history
    }
}
