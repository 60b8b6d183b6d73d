import FitTodayDomain
import GRDB

/// The whole database as one ``DataSnapshot``, read in one transaction, and written back into an empty one keeping
/// every id (`fittoday export` and `restore`). No repository of the domain: it reads every concept's tables at once,
/// through their stores' statics where they write the same rows.
public struct ExportStore: Sendable {
    let database: SQLiteStore

    /// Everything in the database, read in one consistent snapshot, in a stable order.
    public func snapshot() throws(FitTodayError) -> DataSnapshot {
        try database.read { db in
            let profile = try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE id = 1").map(RowDecoder.profile)
            let entitlement = try Row.fetchOne(db, sql: "SELECT * FROM entitlement WHERE id = 1").map { row in
                Entitlement(isPro: row["is_pro"], source: row["source"], expiresAt: try RowDecoder.optionalDateTime(row, "expires_at"))
            } ?? .free
            let checkIns = try Row.fetchAll(db, sql: "SELECT * FROM check_in ORDER BY date").map(RowDecoder.checkIn)
            // Curated entries come back from content/ on any machine, so only those in use travel along.
            let exercises = try Row.fetchAll(db, sql: """
                SELECT * FROM exercise
                WHERE origin <> 'content'
                   OR id IN (SELECT exercise_id FROM plan_exercise UNION SELECT exercise_id FROM logged_set
                             UNION SELECT swapped_from FROM logged_set WHERE swapped_from IS NOT NULL
                             UNION SELECT exercise_id FROM program_run_number UNION SELECT exercise_id FROM program_tm_change)
                ORDER BY id
                """).map { try RowDecoder.exercise($0) }

            var planExercises: [Int64: [PlanExercise]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT plan_exercise.*, exercise.name AS exercise_name FROM plan_exercise
                JOIN exercise ON exercise.id = plan_exercise.exercise_id
                ORDER BY plan_id, position
                """) {
                planExercises[row["plan_id"], default: []].append(try RowDecoder.planExercise(row))
            }
            let plans = try Row.fetchAll(db, sql: "SELECT * FROM plan ORDER BY id").map { row in
                try RowDecoder.plan(row, exercises: planExercises[row["id"]] ?? [])
            }

            var sets: [Int64: [LoggedSet]] = [:]
            var setKeys: [Int64: [Int64?]] = [:]
            let setRows = try Row.fetchCursor(db, sql: """
                SELECT logged_set.*, exercise.name AS exercise_name FROM logged_set
                JOIN exercise ON exercise.id = logged_set.exercise_id
                ORDER BY session_id, position
                """)
            while let row = try setRows.next() {
                sets[row["session_id"], default: []].append(try RowDecoder.loggedSet(row))
                setKeys[row["session_id"], default: []].append(row["import_key"])
            }
            let sessions = try Row.fetchAll(db, sql: "SELECT \(RowDecoder.sessionColumns), import_key FROM workout_session ORDER BY id").map { row in
                DataSnapshot.Session(
                    session: try RowDecoder.session(row, sets: sets[row["id"]] ?? []), importKey: row["import_key"],
                    setImportKeys: setKeys[row["id"]] ?? []
                )
            }
            let runs = try ProgramStore.fetchRuns(activeOnly: false, in: db).sorted { ($0.id ?? 0) < ($1.id ?? 0) }
            let deloads = try Row.fetchAll(db, sql: "SELECT * FROM deload ORDER BY started_on, id").map { row in
                DeloadPeriod(startedOn: try RowDecoder.date(row, "started_on"), stoppedOn: try RowDecoder.optionalDate(row, "stopped_on"))
            }
            return DataSnapshot(
                profile: profile, entitlement: entitlement, checkIns: checkIns, exercises: exercises, programRuns: runs, plans: plans,
                sessions: sessions, deloads: deloads, bodyMeasurements: try BodyMeasurementStore.all(in: db)
            )
        }
    }

    /// Writes `snapshot` into this database in one transaction, keeping every id, so that exporting
    /// afterwards gives the same file.
    ///
    /// Refused with ``FitTodayError/databaseNotEmpty`` when the database holds a profile, check-ins, plans,
    /// sessions or exercises other than the curated library's. A snapshot that is inconsistent (duplicate
    /// ids, references to missing entries, values that break the rules) is refused with
    /// ``ImportFileIssue/exportProblem(_:)``, naming the rule, the entry and the value, before anything is written.
    public func restore(_ snapshot: DataSnapshot) throws(FitTodayError) {
        if let problem = Self.problem(in: snapshot) {
            database.logger.error("Export file is inconsistent: \(problem)")
            throw .importFile(reason: .exportProblem(problem))
        }
        try database.write { db in
            let existing = try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM profile) + (SELECT count(*) FROM check_in) + (SELECT count(*) FROM plan) + (SELECT count(*) FROM deload)
                     + (SELECT count(*) FROM program_run)
                     + (SELECT count(*) FROM workout_session) + (SELECT count(*) FROM exercise WHERE origin <> 'content')
                """) ?? 0
            guard existing == 0 else { throw FitTodayError.databaseNotEmpty }

            for exercise in snapshot.exercises {
                // A curated entry already loaded from content/ stays as the library has it.
                try db.execute(sql: ExerciseStore.exerciseInsert + " ON CONFLICT(id) DO NOTHING", arguments: ExerciseStore.exerciseArguments(exercise))
            }
            // Runs before the plans that are their days.
            for run in snapshot.programRuns { _ = try ProgramStore.insert(run, keepingID: true, in: db) }
            for plan in snapshot.plans { _ = try PlanStore.insert(plan, keepingID: true, in: db) }
            let sessionStatement = try db.cachedStatement(sql: """
                INSERT INTO workout_session (id, started_at, completed_at, status, duration_minutes, intensity, plan_id,
                                             plan_title, notes, import_key, rpe, readiness_held)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let setStatement = try db.cachedStatement(sql: """
                INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position, kind, import_key,
                                        duration_seconds, distance_meters, swapped_from)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for entry in snapshot.sessions {
                let session = entry.session
                try sessionStatement.execute(arguments: [
                    session.id, session.startedAt?.description, session.completedAt.description, session.status.rawValue,
                    session.durationMinutes, session.intensity?.rawValue, session.planID, session.planTitle, session.notes,
                    entry.importKey, session.rpe, session.readinessHeld,
                ])
                for (index, set) in session.sets.enumerated() {
                    try setStatement.execute(arguments: [
                        session.id, set.exerciseID, set.setNumber, set.reps, set.weightKg, set.rpe, index + 1, set.kind.rawValue,
                        entry.setImportKey(at: index), set.durationSeconds, set.distanceMeters, set.swappedFrom,
                    ])
                }
            }
            _ = try BodyMeasurementStore.insertNew(snapshot.bodyMeasurements, batch: nil, in: db)
            for checkIn in snapshot.checkIns { try CheckInStore.insert(checkIn, replacing: false, in: db) }
            for deload in snapshot.deloads { try DeloadStore.insert(deload, in: db) }
            if let profile = snapshot.profile {
                try db.execute(
                    sql: """
                    INSERT INTO profile (id, goal, equipment, level, methodology, health_notes, conditions, weekly_frequency, locale, weight_unit)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    arguments: [
                        profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue, profile.methodology.rawValue,
                        profile.healthNotes, profile.conditions.map(\.rawValue).joined(separator: ","), profile.weeklyFrequency,
                        profile.locale?.rawValue, profile.weightUnit?.rawValue,
                    ]
                )
            }
            let entitlement = snapshot.entitlement
            try db.execute(
                sql: "INSERT OR REPLACE INTO entitlement (id, is_pro, source, expires_at) VALUES (1, ?, ?, ?)",
                arguments: [entitlement.isPro, entitlement.source, entitlement.expiresAt?.description]
            )
        }
    }

    /// The first thing that makes `snapshot` unfit to restore, in the file's own terms (the entry, the key as the
    /// export spells it, the value found); nil when it is consistent.
    static func problem(in snapshot: DataSnapshot) -> FileProblem? {
        var exerciseIDs: Set<String> = []
        for (index, exercise) in snapshot.exercises.enumerated() {
            let place = FilePlace.exercise(number: index + 1, id: exercise.id.isEmpty ? nil : exercise.id)
            if exercise.id.isEmpty { return FileProblem(place, .empty(key: "id")) }
            if exercise.name.trimmingCharacters(in: .whitespaces).isEmpty { return FileProblem(place, .empty(key: "name")) }
            if exercise.muscleGroup == nil, exercise.origin != .custom { return FileProblem(place, .missing(key: "muscle_group")) }
            if let problem = FileProblem.length(place, key: "name", exercise.name, maximum: PlanRules.exerciseNameMaxLength) { return problem }
            guard exerciseIDs.insert(exercise.id).inserted else { return FileProblem(place, .duplicate(key: "id", found: FileValueText.quoted(exercise.id))) }
        }
        if let profile = snapshot.profile {
            if let problem = FileProblem.range(.profile, key: "weekly_frequency", profile.weeklyFrequency, PlanRules.weeklyFrequency)
                ?? FileProblem.length(.profile, key: "health_notes", profile.healthNotes, maximum: PlanRules.healthNotesMaxLength) {
                return problem
            }
        }
        var dates: Set<LocalDate> = []
        for (index, checkIn) in snapshot.checkIns.enumerated() {
            let place = FilePlace.checkIn(number: index + 1, date: checkIn.date.description)
            if let problem = Self.year(place, key: "date", checkIn.date)
                ?? FileProblem.range(place, key: "soreness", checkIn.soreness, PlanRules.soreness) {
                return problem
            }
            guard dates.insert(checkIn.date).inserted else { return FileProblem(place, .duplicate(key: "date", found: FileValueText.quoted(checkIn.date.description))) }
        }
        var runIDs: Set<Int64> = []
        for (index, run) in snapshot.programRuns.enumerated() {
            let place = FilePlace.programRun(number: index + 1, id: run.id)
            guard let id = run.id else { return FileProblem(place, .missing(key: "id")) }
            if let problem = FileProblem.range(place, key: "id", id, 1...Int64.max) { return problem }
            guard runIDs.insert(id).inserted else { return FileProblem(place, .duplicate(key: "id", found: String(id))) }
            if run.programID.isEmpty { return FileProblem(place, .empty(key: "program_id")) }
            if let problem = Self.year(place, key: "started_on", run.startedOn) ?? run.endedOn.flatMap({ Self.year(place, key: "ended_on", $0) }) {
                return problem
            }
            for (key, values) in [("maxes_kg", run.maxesKg), ("training_maxes_kg", run.trainingMaxesKg), ("start_weights_kg", run.startWeightsKg)] {
                for lift in values.keys.sorted() {
                    if let problem = FileProblem.range(place, key: "\(key).\(lift)", values[lift]!, PlanRules.weightKg) { return problem }
                    if !exerciseIDs.contains(lift) { return FileProblem(place, .unknownReference(key: key, found: FileValueText.quoted(lift))) }
                }
            }
            for change in run.trainingMaxChanges {
                let key = "training_max_changes"
                if let problem = FileProblem.range(place, key: "\(key).kilograms", change.kilograms, PlanRules.weightKg)
                    ?? FileProblem.range(place, key: "\(key).from_day_index", change.fromDayIndex, 0...Int.max)
                    ?? Self.year(place, key: "\(key).set_on", change.setOn) {
                    return problem
                }
                if !exerciseIDs.contains(change.exerciseID) {
                    return FileProblem(place, .unknownReference(key: "\(key).exercise_id", found: FileValueText.quoted(change.exerciseID)))
                }
            }
        }
        let activeRuns = snapshot.programRuns.filter { $0.endedOn == nil }.count
        guard activeRuns <= 1 else { return FileProblem(.whole, .severalActive(key: "program_runs", count: activeRuns)) }
        var planIDs: Set<Int64> = []
        for (index, plan) in snapshot.plans.enumerated() {
            let place = FilePlace.plan(number: index + 1, id: plan.id)
            guard let id = plan.id else { return FileProblem(place, .missing(key: "id")) }
            if let problem = FileProblem.range(place, key: "id", id, 1...Int64.max) { return problem }
            guard planIDs.insert(id).inserted else { return FileProblem(place, .duplicate(key: "id", found: String(id))) }
            if let problem = Self.problem(inPlan: plan, number: index + 1, exerciseIDs: exerciseIDs, runIDs: runIDs) { return problem }
        }
        let activePlans = snapshot.plans.filter(\.isActive).count
        guard activePlans <= 1 else { return FileProblem(.whole, .severalActive(key: "plans", count: activePlans)) }
        var sessionIDs: Set<Int64> = []
        var importKeys: Set<String> = []
        for (index, entry) in snapshot.sessions.enumerated() {
            let session = entry.session
            let date = session.completedAt.date.description
            let place = FilePlace.session(number: index + 1, date: date)
            guard let id = session.id else { return FileProblem(place, .missing(key: "id")) }
            if let problem = FileProblem.range(place, key: "id", id, 1...Int64.max) { return problem }
            guard sessionIDs.insert(id).inserted else { return FileProblem(place, .duplicate(key: "id", found: String(id))) }
            if let problem = Self.year(place, key: "completed_at", session.completedAt.date)
                ?? session.startedAt.flatMap({ Self.year(place, key: "started_at", $0.date) })
                ?? FileProblem.length(place, key: "plan_title", session.planTitle, maximum: PlanRules.sessionTitleMaxLength)
                ?? FileProblem.length(place, key: "notes", session.notes, maximum: PlanRules.notesMaxLength)
                ?? session.durationMinutes.flatMap({ FileProblem.range(place, key: "duration_minutes", $0, PlanRules.durationMinutes) }) {
                return problem
            }
            if session.status == .skipped, !session.sets.isEmpty {
                return FileProblem(place, .disagrees(key: "status", found: FileValueText.quoted(session.status.rawValue), other: "sets"))
            }
            if let planID = session.planID, !planIDs.contains(planID) { return FileProblem(place, .unknownReference(key: "plan_id", found: String(planID))) }
            if let key = entry.importKey, !importKeys.insert(key).inserted { return FileProblem(place, .duplicate(key: "import_key", found: FileValueText.quoted(key))) }
            var numbers: Set<String> = []
            for (number, set) in session.sets.enumerated() {
                let place = FilePlace.sessionSet(session: index + 1, date: date, set: number + 1)
                guard exerciseIDs.contains(set.exerciseID) else {
                    return FileProblem(place, .unknownReference(key: "exercise_id", found: FileValueText.quoted(set.exerciseID)))
                }
                if let problem = FileProblem.range(place, key: "set_number", set.setNumber, 1...Int.max)
                    ?? FileProblem.range(place, key: "reps", set.reps, PlanRules.loggedReps)
                    ?? set.weightKg.flatMap({ FileProblem.range(place, key: "weight_kg", $0, PlanRules.weightKg) })
                    ?? set.rpe.flatMap({ FileProblem.range(place, key: "rpe", $0, PlanRules.rpe) }) {
                    return problem
                }
                guard numbers.insert("\(set.exerciseID)#\(set.setNumber)").inserted else {
                    return FileProblem(place, .duplicate(key: "set_number", found: String(set.setNumber)))
                }
            }
        }
        return nil
    }

    /// A plan's own rules, the rules of its entries (a program day's or a plan's of its own) and its references.
    private static func problem(inPlan plan: Plan, number: Int, exerciseIDs: Set<String>, runIDs: Set<Int64>) -> FileProblem? {
        let place = FilePlace.plan(number: number, id: plan.id)
        let trimmed = plan.name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != plan.name { return FileProblem(place, .notTrimmed(key: "title")) }
        if trimmed.count < PlanRules.nameLength.lowerBound {
            return FileProblem(place, .tooShort(key: "title", length: trimmed.count, minimum: PlanRules.nameLength.lowerBound))
        }
        if let problem = FileProblem.length(place, key: "title", plan.name, maximum: PlanRules.nameLength.upperBound) { return problem }
        if plan.description.trimmingCharacters(in: .whitespacesAndNewlines) != plan.description { return FileProblem(place, .notTrimmed(key: "description")) }
        if let problem = FileProblem.length(place, key: "description", plan.description, maximum: PlanRules.descriptionMaxLength)
            ?? plan.estimatedMinutes.flatMap({ FileProblem.range(place, key: "duration_minutes", $0, PlanRules.durationMinutes) }) {
            return problem
        }
        let isProgram = plan.source == .program
        for (index, entry) in plan.exercises.enumerated() {
            let place = FilePlace.planEntry(plan: number, planID: plan.id, entry: index + 1)
            guard exerciseIDs.contains(entry.exerciseID) else {
                return FileProblem(place, .unknownReference(key: "exercise_id", found: FileValueText.quoted(entry.exerciseID)))
            }
            if let problem = FileProblem.length(place, key: "notes", entry.notes, maximum: PlanRules.notesMaxLength)
                ?? FileProblem.range(place, key: "sets", entry.sets, PlanRules.sets)
                ?? FileProblem.range(place, key: "reps", entry.reps, PlanRules.reps)
                ?? entry.repsMax.flatMap({ FileProblem.range(place, key: "reps_max", $0, min(entry.reps, PlanRules.reps.upperBound)...PlanRules.reps.upperBound) })
                ?? FileProblem.range(place, key: "warmup_sets", entry.warmupSets, PlanRules.extraSets)
                ?? FileProblem.range(place, key: "backoff_sets", entry.backoffSets, PlanRules.extraSets)
                ?? entry.durationSeconds.flatMap({ FileProblem.range(place, key: "duration_seconds", $0, 1...3600) }) {
                return problem
            }
            if !PlanRules.restSecondsAllowed(entry.restSeconds, for: plan.source) {
                // A program day's or a composed plan's rest is a range worth quoting; a hand-made plan's is a short list.
                let range = plan.source == .program ? PlanRules.programRestSeconds : PlanRules.composedRestSeconds
                if plan.source != .manual, let problem = FileProblem.range(place, key: "rest_seconds", entry.restSeconds, range) { return problem }
                return FileProblem(place, .invalidValue(key: "rest_seconds", found: String(entry.restSeconds)))
            }
            if entry.superset?.isEmpty == true { return FileProblem(place, .empty(key: "superset")) }
        }
        guard isProgram == (plan.program != nil) else {
            return FileProblem(place, .disagrees(key: "source", found: FileValueText.quoted(plan.source.rawValue), other: "program"))
        }
        if let link = plan.program {
            guard runIDs.contains(link.runID) else { return FileProblem(place, .unknownReference(key: "program.run_id", found: String(link.runID))) }
            let position = link.position
            if link.programID.isEmpty { return FileProblem(place, .empty(key: "program.program_id")) }
            if let problem = FileProblem.range(place, key: "program.day_index", position.dayIndex, 0...Int.max)
                ?? FileProblem.range(place, key: "program.cycle", position.cycle, 1...Int.max)
                ?? FileProblem.range(place, key: "program.week", position.week, 1...Int.max)
                ?? FileProblem.range(place, key: "program.day", position.day, 1...Int.max) {
                return problem
            }
        }
        return nil
    }

    /// A date of `key` outside ``PlanRules/years``, if it is.
    private static func year(_ place: FilePlace, key: String, _ date: LocalDate) -> FileProblem? {
        PlanRules.years.contains(date.year) ? nil : FileProblem(place, .outsideYears(key: key, found: FileValueText.quoted(date.description)))
    }
}
