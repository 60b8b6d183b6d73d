import FitTodayDomain
import GRDB

/// Everything the static site reads (``SiteDataSource``): read-only bulk queries. Each method reads one consistent
/// snapshot and never issues a query per row, so that rendering 10 000 sessions costs a handful of queries. Its own
/// type because the site is given only what it reads; made from a store of ``SQLiteStore/readingSnapshot(connections:)``,
/// every read goes through that snapshot's pinned connections.
public struct SiteDataStore: SiteDataSource {
    let database: SQLiteStore

    // What deciding today's plan reads (``TodaysPlanReader``), the profile and the library: the stores of their concepts'.

    public func profile() throws(FitTodayError) -> Profile? { try database.profiles.profile() }
    public func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? { try database.checkIns.checkIn(on: date) }
    public func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan? { try database.plans.generatedPlan(for: date) }
    public func activePlan() throws(FitTodayError) -> Plan? { try database.plans.activePlan() }
    public func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] {
        try database.performance.recentTraining(before: date, days: days)
    }
    public func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int)
        throws(FitTodayError) -> [String: [ExerciseLogEntry]] {
        try database.performance.recentPerformances(of: exerciseIDs, before: date, limit: limit)
    }
    public func exercises() throws(FitTodayError) -> [Exercise] { try database.exercises.exercises() }
    public func exerciseImagePaths() throws(FitTodayError) -> [String] { try database.exercises.exerciseImagePaths() }

    /// How many reads run side by side, each seeing the same data (``SQLiteStore/concurrentReads``).
    public var concurrentReads: Int { database.concurrentReads }

    // MARK: The history's reads

    /// The token FitToday's last write left, or nil when another program has changed the data since (schema
    /// migration 2): the build then reads everything.
    public func revision() throws(FitTodayError) -> String? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT hex(token) AS token, dirty FROM data_revision WHERE id = 1") else { return nil }
            let dirty: Int = row["dirty"]
            return dirty == 0 ? row["token"] : nil
        }
    }

    public func plansWithExercises(listedOn date: LocalDate) throws(FitTodayError) -> [Plan] {
        try database.read { db in
            var exercises: [Int64: [PlanExercise]] = [:]
            let exerciseRows = try Row.fetchCursor(
                db,
                sql: """
                SELECT plan_exercise.*, exercise.name AS exercise_name FROM plan_exercise
                JOIN exercise ON exercise.id = plan_exercise.exercise_id
                ORDER BY plan_id, position
                """
            )
            while let row = try exerciseRows.next() {
                exercises[row["plan_id"], default: []].append(try RowDecoder.planExercise(row))
            }
            return try Row.fetchAll(
                db, sql: "SELECT * FROM plan WHERE \(PlanStore.listedPlanCondition) ORDER BY created_at DESC, id DESC", arguments: [date.description]
            ).map { row in
                try RowDecoder.plan(row, exercises: exercises[row["id"]] ?? [])
            }
        }
    }

    public func sessionSummaries() throws(FitTodayError) -> [SessionSummary] {
        try sessionSummaries(limit: nil)
    }

    public func sessionSummaries(newest count: Int) throws(FitTodayError) -> [SessionSummary] {
        try sessionSummaries(limit: max(count, 0))
    }

    /// The whole history sums every set in one pass; a few newest sessions sum only their own, each from its
    /// own range of logged_set's key (grouping their sets together cost twice as much at 500 sessions).
    private func sessionSummaries(limit: Int?) throws(FitTodayError) -> [SessionSummary] {
        let sql: String
        if let limit {
            sql = """
            SELECT chosen.*,
                   (SELECT count(DISTINCT exercise_id) FROM logged_set WHERE session_id = chosen.id) AS exercise_count,
                   (SELECT count(*) FROM logged_set WHERE session_id = chosen.id) AS set_count,
                   (SELECT coalesce(sum(reps * coalesce(weight_kg, 0)), 0.0) FROM logged_set WHERE session_id = chosen.id) AS volume_kg
            FROM (SELECT * FROM workout_session ORDER BY completed_at DESC, id DESC LIMIT \(limit)) AS chosen
            ORDER BY completed_at DESC, id DESC
            """
        } else {
            sql = """
            WITH totals AS (
                SELECT session_id, count(DISTINCT exercise_id) AS exercise_count, count(*) AS set_count,
                       coalesce(sum(reps * coalesce(weight_kg, 0)), 0) AS volume_kg
                FROM logged_set GROUP BY session_id
            )
            SELECT chosen.*, coalesce(totals.exercise_count, 0) AS exercise_count,
                   coalesce(totals.set_count, 0) AS set_count, coalesce(totals.volume_kg, 0.0) AS volume_kg
            FROM workout_session AS chosen LEFT JOIN totals ON totals.session_id = chosen.id
            ORDER BY completed_at DESC, id DESC
            """
        }
        return try database.read { db in
            // Totals per session joined to the sessions in history order. Decoded row by row from a cursor:
            // 100 000 GRDB rows held at once would cost more memory than the summaries.
            var summaries: [SessionSummary] = []
            let rows = try Row.fetchCursor(db, sql: sql)
            while let row = try rows.next() { summaries.append(try RowDecoder.sessionSummary(row)) }
            return summaries
        }
    }

    public func sessions(ids: [Int64]) throws(FitTodayError) -> [WorkoutSession] {
        guard !ids.isEmpty else { return [] }
        return try database.read { db in
            var result: [Int64: WorkoutSession] = [:]
            // SQLite allows 32 766 parameters; batches keep well below that.
            for chunk in stride(from: 0, to: ids.count, by: 5000).map({ Array(ids[$0..<min($0 + 5000, ids.count)]) }) {
                let placeholders = databaseQuestionMarks(count: chunk.count)
                let arguments = StatementArguments(chunk)
                // In session order: each session's sets are gathered and stored once, not hashed in set by set.
                var sets: [Int64: [LoggedSet]] = [:]
                var current: (id: Int64, sets: [LoggedSet])?
                // The exercises' names apart from the sets: a name joined to every set cost two index searches and a
                // new string per set. The ids are shared from here too. A snapshot reads them once for all its reads.
                let names = try database.pinned?.exerciseNames { try Self.exerciseNames(db, where: nil) }
                    ?? Self.exerciseNames(db, where: ("id IN (SELECT exercise_id FROM logged_set WHERE session_id IN (\(placeholders)))", arguments))
                try LoggedSetRows.forEach(
                    db, sql: """
                        SELECT \(LoggedSetRows.columns), duration_seconds, distance_meters FROM logged_set
                        WHERE session_id IN (\(placeholders)) ORDER BY session_id, position
                        """,
                    arguments: arguments, names: names
                ) { id, read, row in
                    var set = read
                    set.durationSeconds = row.integer(at: 7).map { Int($0) }
                    set.distanceMeters = row.real(at: 8)
                    if current?.id == id {
                        current?.sets.append(set)
                    } else {
                        if let done = current { sets[done.id] = done.sets }
                        current = (id, [set])
                    }
                }
                if let done = current { sets[done.id] = done.sets }
                let sessionRows = try Row.fetchCursor(db, sql: "SELECT \(RowDecoder.sessionColumns) FROM workout_session WHERE id IN (\(placeholders))",
                                                      arguments: arguments)
                while let row = try sessionRows.next() {
                    let id: Int64 = row[0]
                    result[id] = try RowDecoder.session(row, sets: sets[id] ?? [])
                }
            }
            return ids.compactMap { result[$0] }
        }
    }

    /// Exercise id to (the same id, name), of every exercise or of those `condition` picks.
    static func exerciseNames(_ db: Database, where condition: (sql: String, arguments: StatementArguments)?) throws
        -> [String: (id: String, name: String)] {
        var names: [String: (id: String, name: String)] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, name FROM exercise" + (condition.map { " WHERE " + $0.sql } ?? ""),
                                       arguments: condition?.arguments ?? [])
        while let row = try rows.next() {
            let id: String = row[0]
            names[id] = (id, row[1])
        }
        return names
    }

    public func exerciseLogs(recent: Int) throws(FitTodayError) -> [String: ExerciseLog] {
        // One exercise at a time from its own index: ranking every (exercise, session) pair in one query with a
        // window function costs SQLite three times as much.
        let logged = try database.read { db in try String.fetchAll(
            db, sql: "SELECT id FROM exercise WHERE EXISTS (SELECT 1 FROM logged_set WHERE logged_set.exercise_id = exercise.id)"
        ) }
        return try exerciseLogs(recent: recent, of: Set(logged))
    }

    public func exerciseLogs(recent: Int, of exercises: Set<String>) throws(FitTodayError) -> [String: ExerciseLog] {
        try database.read { db in
            // A few exercises: each one's newest sessions straight from its index, instead of ranking every
            // session of every exercise as the whole library's logs do.
            var logs: [String: ExerciseLog] = [:]
            let count = try db.cachedStatement(sql: "SELECT count(DISTINCT session_id) FROM logged_set WHERE exercise_id = ?")
            let sets = try db.cachedStatement(sql: """
                WITH recent AS (
                    SELECT logged_set.session_id, workout_session.completed_at
                    FROM logged_set JOIN workout_session ON workout_session.id = logged_set.session_id
                    WHERE logged_set.exercise_id = ?1
                    GROUP BY logged_set.session_id ORDER BY workout_session.completed_at DESC, logged_set.session_id DESC LIMIT ?2
                )
                SELECT logged_set.exercise_id, recent.session_id, recent.completed_at, logged_set.set_number, logged_set.reps,
                       logged_set.weight_kg, logged_set.rpe, logged_set.kind, exercise.name AS exercise_name
                FROM recent
                JOIN logged_set ON logged_set.session_id = recent.session_id AND logged_set.exercise_id = ?1
                JOIN exercise ON exercise.id = ?1
                ORDER BY recent.completed_at DESC, recent.session_id DESC, logged_set.set_number
                """)
            for id in exercises.sorted() {
                let sessions = try Int.fetchOne(count, arguments: [id]) ?? 0
                guard sessions > 0 else { continue }
                var log = ExerciseLog(exerciseID: id, sessionCount: sessions, recent: [])
                let rows = try Row.fetchCursor(sets, arguments: [id, recent])
                while let row = try rows.next() { try Self.append(row, to: &log) }
                logs[id] = log
            }
            return logs
        }
    }

    /// Adds a set row (newest session first, then by set number) to `log`.
    private static func append(_ row: Row, to log: inout ExerciseLog) throws {
        let sessionID: Int64 = row["session_id"]
        let set = try RowDecoder.loggedSet(row)
        if log.recent.last?.sessionID == sessionID {
            log.recent[log.recent.count - 1].sets.append(set)
        } else {
            log.recent.append(ExerciseLogEntry(sessionID: sessionID, completedAt: try RowDecoder.dateTime(row, "completed_at"), sets: [set]))
        }
    }

    public func exerciseProgress() throws(FitTodayError) -> [String: ExerciseProgress] {
        // In the table's own order (by session): sorting every set by exercise and date costs SQLite twice the
        // reading. Sessions come nearly in time order (ids grow as they are logged, a day's workouts may be
        // logged in any order), so each exercise's sessions wait in a short window sorted by time and the oldest
        // is folded when it overflows. An exercise with a session older than one already folded (an old workout
        // imported later) is read again on its own and sorted here.
        let folds = try database.read { db in
            var folds = ProgressFolds()
            var session: (id: Int64, moment: LocalDateTime)?
            var pending: [(exerciseID: String, entry: ExerciseLogEntry)] = []
            func flush() {
                for (exerciseID, entry) in pending { folds.offer(entry, of: exerciseID) }
                pending.removeAll(keepingCapacity: true)
            }
            try LoggedSetRows.forEach(db, sql: Self.progressSetsSQL(filter: "", order: "logged_set.session_id, logged_set.position")) { sessionID, set, row in
                if session?.id != sessionID {
                    flush()
                    session = (sessionID, try Self.completedAt(row))
                }
                // A session's sets of one exercise may be apart (a superset): gathered before the session is folded.
                if let index = pending.firstIndex(where: { $0.exerciseID == set.exerciseID }) {
                    pending[index].entry.sets.append(set)
                } else {
                    pending.append((set.exerciseID, ExerciseLogEntry(sessionID: sessionID, completedAt: session!.moment, sets: [set])))
                }
            }
            flush()
            return folds
        }
        return try progress(completing: folds)
    }

    /// The progress a pass folded, with the exercises that came out of order read again on their own and sorted.
    func progress(completing folds: ProgressFolds) throws(FitTodayError) -> [String: ExerciseProgress] {
        var result = folds.finished()
        if !folds.disordered.isEmpty {
            for (id, progress) in try exerciseProgress(only: folds.disordered) { result[id] = progress }
        }
        return result
    }

    public func exerciseProgress(of exercises: Set<String>) throws(FitTodayError) -> [String: ExerciseProgress] {
        try exerciseProgress(only: exercises)
    }

    /// The progress of `only`'s exercises, read in their index's order (by session id) and their sessions put in
    /// time order here: sorting their sets in SQL costs more than the reading.
    private func exerciseProgress(only: Set<String>) throws(FitTodayError) -> [String: ExerciseProgress] {
        let ids = Array(only).sorted()
        return try database.read { db in
            var result: [String: ExerciseProgress] = [:]
            var exercise: String?
            var entry: ExerciseLogEntry?
            var unsorted: [ExerciseLogEntry] = []
            func finishEntry() {
                guard let done = entry else { return }
                unsorted.append(done)
                entry = nil
            }
            func finishExercise() {
                guard let done = exercise else { return }
                result[done] = ExerciseProgress(sessions: unsorted)
                unsorted = []
            }
            try LoggedSetRows.forEach(
                db,
                sql: Self.progressSetsSQL(filter: "AND logged_set.exercise_id IN (\(databaseQuestionMarks(count: ids.count)))",
                                          order: "logged_set.exercise_id, logged_set.session_id, logged_set.position"),
                arguments: StatementArguments(ids)
            ) { sessionID, set, row in
                if exercise != set.exerciseID {
                    finishEntry()
                    finishExercise()
                    exercise = set.exerciseID
                }
                if entry?.sessionID != sessionID {
                    finishEntry()
                    entry = ExerciseLogEntry(sessionID: sessionID, completedAt: try Self.completedAt(row), sets: [])
                }
                entry?.sets.append(set)
            }
            finishEntry()
            finishExercise()
            return result
        }
    }

    /// The sets that count towards progress (working sets with a weight, of completed sessions), read by
    /// ``LoggedSetRows`` with the session's completed_at after its columns (an RPE plays no part: NULL). `CROSS JOIN`
    /// keeps the sets outside, read in their key's order: SQLite otherwise starts from the completed sessions' index
    /// and sorts every set again, which took twice as long.
    private static func progressSetsSQL(filter: String, order: String) -> String {
        """
        SELECT logged_set.session_id, logged_set.exercise_id, logged_set.set_number, logged_set.reps, logged_set.weight_kg, NULL,
               logged_set.kind, workout_session.completed_at
        FROM logged_set CROSS JOIN workout_session ON workout_session.id = logged_set.session_id
        WHERE workout_session.status = 'completed' AND logged_set.weight_kg > 0 AND logged_set.kind <> 'warmup' \(filter)
        ORDER BY \(order)
        """
    }

    /// The completed_at of a row of ``progressSetsSQL(filter:order:)``.
    private static func completedAt(_ row: LoggedSetRows) throws -> LocalDateTime {
        let text = row.text(at: 7)
        guard let text, let moment = LocalDateTime(text) else { throw RowDecoder.UnreadableValue(column: "completed_at", value: text) }
        return moment
    }

    public func summaryFigures(today: LocalDate, weeks: Int) throws(FitTodayError) -> SummaryFigures {
        let weekStart = today.startOfWeek
        let monthStart = LocalDate(year: today.year, month: today.month, day: 1)!
        let firstWeek = weekStart.adding(days: -7 * (max(weeks, 1) - 1))
        let yearAgo = weekStart.adding(days: -7 * 52)
        let end = today.adding(days: 1).description
        return try database.read { db in
            let frequency = try Int.fetchOne(db, sql: "SELECT weekly_frequency FROM profile WHERE id = 1") ?? 3
            // Every figure is counted here from one pass over the sessions' days and one over the weeks' sets: SQL's
            // `date(…, 'weekday 0')` and its GROUP BY for every set cost several times the reading (7 ms of a
            // morning's rebuild at 10 000 sessions).
            var thisWeek = 0, thisMonth = 0
            var perWeek: [LocalDate: Int] = [:]
            var weekOfSession: [Int64: LocalDate] = [:]
            let sessions = try Row.fetchCursor(
                db, sql: "SELECT id, substr(completed_at, 1, 10) FROM workout_session WHERE status = 'completed' AND completed_at >= ? AND completed_at < ?",
                arguments: [min(yearAgo, firstWeek, monthStart).description, end]
            )
            var weekOfDay: [String: LocalDate] = [:]
            let weekStartText = weekStart.description, monthStartText = monthStart.description
            while let row = try sessions.next() {
                let text: String = row[1]
                let week: LocalDate
                if let known = weekOfDay[text] {
                    week = known
                } else {
                    guard let day = LocalDate(text) else { throw RowDecoder.UnreadableValue(column: "completed_at", value: text) }
                    week = day.startOfWeek
                    weekOfDay[text] = week
                }
                // The text compares as the day does (ISO dates): no LocalDate per session for the counts.
                if text >= weekStartText { thisWeek += 1 }
                if text >= monthStartText { thisMonth += 1 }
                if week >= yearAgo { perWeek[week, default: 0] += 1 }
                if week >= firstWeek { weekOfSession[row[0]] = week }
            }
            // Volume (reps × kg, warm-ups included) and sets (warm-ups not) per week and muscle group.
            struct Group: Hashable { var week: LocalDate; var muscleGroup: MuscleGroup? }
            var totals: [Group: (volumeKg: Double, sets: Int)] = [:]
            // Each exercise's group, looked up once (the query's exercises are numbered in the order they come), not
            // joined in the query: a lookup per set cost as much as reading the sets. An exercise the library no longer
            // has is left out, as the join left it.
            enum ExerciseGroup { case notLooked, absent, group(MuscleGroup?) }
            var groupOfExercise: [ExerciseGroup] = []
            let groupOf = try db.cachedStatement(sql: "SELECT muscle_group FROM exercise WHERE id = ?")
            try LoggedSetRows.forEach(
                db,
                sql: """
                SELECT logged_set.session_id, logged_set.exercise_id, logged_set.set_number, logged_set.reps, logged_set.weight_kg, NULL,
                       logged_set.kind
                FROM workout_session CROSS JOIN logged_set ON logged_set.session_id = workout_session.id
                WHERE workout_session.status = 'completed' AND workout_session.completed_at >= ? AND workout_session.completed_at < ?
                """,
                arguments: [firstWeek.description, end]
            ) { session, set, row in
                guard let week = weekOfSession[session] else { return }
                if row.exercise >= groupOfExercise.count {
                    groupOfExercise.append(contentsOf: repeatElement(.notLooked, count: row.exercise + 1 - groupOfExercise.count))
                }
                if case .notLooked = groupOfExercise[row.exercise] {
                    if let found = try Row.fetchOne(groupOf, arguments: [set.exerciseID]) {
                        let group: MuscleGroup? = try RowDecoder.optionalSlug(found, at: 0, "muscle_group")
                        groupOfExercise[row.exercise] = .group(group)
                    } else {
                        groupOfExercise[row.exercise] = .absent
                    }
                }
                guard case let .group(group) = groupOfExercise[row.exercise] else { return }
                totals[Group(week: week, muscleGroup: group), default: (0, 0)].volumeKg += Double(set.reps) * (set.weightKg ?? 0)
                totals[Group(week: week, muscleGroup: group), default: (0, 0)].sets += set.kind == .warmup ? 0 : 1
            }
            // By week, then muscle group as SQL orders them: none first, then by name.
            let groups = totals.keys.sorted { ($0.week, $0.muscleGroup?.rawValue ?? "") < ($1.week, $1.muscleGroup?.rawValue ?? "") }
            var volume: [WeeklyVolume] = [], sets: [WeeklySets] = []
            for group in groups {
                let (volumeKg, count) = totals[group]!
                volume.append(WeeklyVolume(weekStart: group.week, muscleGroup: group.muscleGroup, volumeKg: volumeKg))
                // Warm-ups count in the volume, not in the sets: a week and group of warm-ups only has no sets row.
                if count > 0 { sets.append(WeeklySets(weekStart: group.week, muscleGroup: group.muscleGroup, sets: count)) }
            }
            return SummaryFigures(
                sessionsThisWeek: thisWeek, sessionsThisMonth: thisMonth, weeklyFrequency: frequency, sessionsPerWeek: perWeek,
                weeks: (0..<max(weeks, 1)).map { firstWeek.adding(days: 7 * $0) },
                weeklyVolume: volume, weeklySets: sets
            )
        }
    }

    // MARK: What a site rebuild asks to render only what new sessions change (schema migration 5)

    public func changeMark() throws(FitTodayError) -> DataChangeMark? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT serial, hex(token) AS token, dirty FROM data_revision WHERE id = 1"),
                  row["dirty"] as Int == 0 else { return nil }
            return DataChangeMark(serial: row["serial"], token: row["token"])
        }
    }

    public func sessionsChanged(since mark: DataChangeMark) throws(FitTodayError) -> [Int64]? {
        try database.read { db in
            // The mark must name a write of this very history (a restored older copy has other tokens), and every
            // write since must have only added sessions or sets.
            guard let revision = try Row.fetchOne(db, sql: "SELECT serial, dirty FROM data_revision WHERE id = 1"),
                  revision["dirty"] as Int == 0,
                  let logged = try String.fetchOne(db, sql: "SELECT hex(token) FROM data_revision_log WHERE serial = ?", arguments: [mark.serial]),
                  logged == mark.token else { return nil }
            let current: Int64 = revision["serial"]
            let writes = try Int.fetchOne(db, sql: "SELECT count(*) FROM data_revision_log WHERE serial > ?", arguments: [mark.serial]) ?? 0
            let sessionsOnly = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM data_revision_log WHERE serial > ? AND sessions_only = 1", arguments: [mark.serial]
            ) ?? 0
            guard writes == current - mark.serial, sessionsOnly == writes else { return nil }
            // Sorted here: with `ORDER BY id` SQLite walks the whole table in id order instead of the revision's index.
            return try Int64.fetchAll(db, sql: "SELECT id FROM workout_session WHERE revision > ?", arguments: [mark.serial]).sorted()
        }
    }

    public func sessionCount() throws(FitTodayError) -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? 0 }
    }

    public func newestSessionIDs(_ count: Int) throws(FitTodayError) -> [Int64] {
        try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM workout_session ORDER BY completed_at DESC, id DESC LIMIT ?", arguments: [max(count, 0)])
        }
    }

    public func historyPositions(of ids: [Int64]) throws(FitTodayError) -> [Int64: Int] {
        try database.read { db in
            var positions: [Int64: Int] = [:]
            let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM workout_session") ?? 0
            // Counted from the newest end on the history's index: new sessions, the usual question, are near it.
            let find = try db.cachedStatement(sql: "SELECT completed_at FROM workout_session WHERE id = ?")
            let newer = try db.cachedStatement(sql: "SELECT count(*) FROM workout_session WHERE (completed_at, id) > (?, ?)")
            for id in ids {
                guard let completedAt = try String.fetchOne(find, arguments: [id]) else { continue }
                positions[id] = total - 1 - (try Int.fetchOne(newer, arguments: [completedAt, id]) ?? 0)
            }
            return positions
        }
    }

    // MARK: The whole history in one pass

    /// Every set read once, in the table's own order (by session, then position: no sort), and folded into the
    /// sessions' totals, the exercises' newest sessions and, when `progress`, their progress. The three separate
    /// queries (``sessionSummaries()``, ``exerciseLogs(recent:)``, ``exerciseProgress()``) give the same values and
    /// read the sets three times, which was most of a full build's reading. With `keepingSets`, every session with
    /// its sets as ``sessions(ids:)`` gives them, as long as they hold at most that many sets (the sets are made
    /// anyway: keeping them spares the session pages a fourth pass, at about 100 bytes a set).
    public func wholeHistory(recent: Int, progress foldingProgress: Bool, keepingSets budget: Int) throws(FitTodayError) -> WholeHistory {
        var (history, folds): (WholeHistory, ProgressFolds) = try database.read { db in
            let names = try database.pinned?.exerciseNames { try Self.exerciseNames(db, where: nil) } ?? Self.exerciseNames(db, where: nil)
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
