import FitTodayDomain
import GRDB

extension SQLiteStore {
    /// Every set read once, in the table's own order (by session, then position: no sort), and folded into the
    /// sessions' totals, the exercises' newest sessions and, when `progress`, their progress. The three separate
    /// queries (``sessionSummaries()``, ``exerciseLogs(recent:)``, ``exerciseProgress()``) give the same values and
    /// read the sets three times, which was most of a full build's reading.
    public func wholeHistory(recent: Int, progress foldingProgress: Bool) throws(FitTodayError) -> WholeHistory {
        var (history, folds): (WholeHistory, ProgressFolds) = try read { db in
            let names = try pinned?.exerciseNames { try Self.exerciseNames(db, where: nil) } ?? Self.exerciseNames(db, where: nil)
            // The sessions in the history's order, their totals filled in below.
            var summaries: [SessionSummary] = []
            var positions: [Int64: Int] = [:]
            let sessionRows = try Row.fetchCursor(db, sql: """
                SELECT *, 0 AS exercise_count, 0 AS set_count, 0.0 AS volume_kg FROM workout_session
                ORDER BY completed_at DESC, id DESC
                """)
            while let row = try sessionRows.next() {
                let summary = try RowDecoder.sessionSummary(row)
                positions[summary.id] = summaries.count
                summaries.append(summary)
            }
            var logs: [String: RecentLogFold] = [:]
            var folds = ProgressFolds()
            // One session's sets, gathered by exercise (a superset's sets of one exercise may be apart).
            var sessionID: Int64?
            var groups: [(exerciseID: String, sets: [LoggedSet])] = []
            var setCount = 0
            var volume = 0.0
            func flush() {
                defer {
                    groups.removeAll(keepingCapacity: true)
                    setCount = 0
                    volume = 0
                }
                guard let id = sessionID, let position = positions[id] else { return }
                let summary = summaries[position]
                summaries[position].exerciseCount = groups.count
                summaries[position].setCount = setCount
                summaries[position].volumeKg = volume
                let completed = summary.status == .completed
                for (exerciseID, sets) in groups {
                    logs[exerciseID, default: RecentLogFold()].offer(
                        ExerciseLogEntry(sessionID: id, completedAt: summary.completedAt, sets: sets), recent: recent)
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
            let rows = try Row.fetchCursor(db, sql: """
                SELECT session_id, exercise_id, set_number, reps, weight_kg, rpe, kind FROM logged_set ORDER BY session_id, position
                """)
            while let row = try rows.next() {
                let id: Int64 = row[0]
                if id != sessionID {
                    flush()
                    sessionID = id
                }
                let read: String = row[1]
                let exercise = names[read] ?? (read, "")
                let exerciseID = exercise.id
                let reps: Int = row[3]
                let weight: Double? = row[4]
                let set = LoggedSet(exerciseID: exerciseID, exerciseName: exercise.name, setNumber: row[2], reps: reps,
                                    weightKg: weight, rpe: row[5], kind: try RowDecoder.slug(row, at: 6, "kind"))
                setCount += 1
                // In the sets' order, as SQLite's sum() adds them.
                volume += Double(reps) * (weight ?? 0)
                if let index = groups.firstIndex(where: { $0.exerciseID == exerciseID }) {
                    groups[index].sets.append(set)
                } else {
                    groups.append((exerciseID, [set]))
                }
            }
            flush()
            let history = WholeHistory(summaries: summaries, logs: logs.reduce(into: [:]) { $0[$1.key] = $1.value.log(of: $1.key) }, progress: [:])
            return (history, folds)
        }
        if foldingProgress { history.progress = try progress(completing: folds) }
        return history
    }
}
