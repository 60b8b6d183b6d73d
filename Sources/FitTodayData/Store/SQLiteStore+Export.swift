import FitTodayDomain
import GRDB

extension SQLiteStore {
    /// Everything in the database, read in one consistent snapshot, in a stable order.
    public func snapshot() throws(FitTodayError) -> DataSnapshot {
        try read { db in
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
            let sessions = try Row.fetchAll(db, sql: "SELECT * FROM workout_session ORDER BY id").map { row in
                DataSnapshot.Session(
                    session: try RowDecoder.session(row, sets: sets[row["id"]] ?? []), importKey: row["import_key"],
                    setImportKeys: setKeys[row["id"]] ?? []
                )
            }
            let runs = try Self.fetchRuns(activeOnly: false, in: db).sorted { ($0.id ?? 0) < ($1.id ?? 0) }
            return DataSnapshot(
                profile: profile, entitlement: entitlement, checkIns: checkIns, exercises: exercises, programRuns: runs, plans: plans,
                sessions: sessions
            )
        }
    }

    /// Writes `snapshot` into this database in one transaction, keeping every id, so that exporting
    /// afterwards gives the same file.
    ///
    /// Refused with ``FitTodayError/databaseNotEmpty`` when the database holds a profile, check-ins, plans,
    /// sessions or exercises other than the curated library's. A snapshot that is inconsistent (duplicate
    /// ids, references to missing entries, values that break the rules) is refused with
    /// ``ImportFileIssue/exportDamaged`` before anything is written.
    public func restore(_ snapshot: DataSnapshot) throws(FitTodayError) {
        if let problem = Self.inconsistency(in: snapshot) {
            logger.error("Export file is inconsistent: \(problem)")
            throw .importFile(reason: .exportDamaged)
        }
        try write { db in
            let existing = try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM profile) + (SELECT count(*) FROM check_in) + (SELECT count(*) FROM plan)
                     + (SELECT count(*) FROM program_run)
                     + (SELECT count(*) FROM workout_session) + (SELECT count(*) FROM exercise WHERE origin <> 'content')
                """) ?? 0
            guard existing == 0 else { throw FitTodayError.databaseNotEmpty }

            for exercise in snapshot.exercises {
                // A curated entry already loaded from content/ stays as the library has it.
                try db.execute(
                    sql: """
                    INSERT INTO exercise (id, name, name_key, muscle_group, equipment, level, instructions, images, tags, origin, other_names,
                                          role, pattern, duration_seconds)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING
                    """,
                    arguments: [
                        exercise.id, exercise.name, ExerciseNameKey.key(for: exercise.name), exercise.muscleGroup?.rawValue,
                        exercise.equipment?.rawValue, exercise.level?.rawValue, exercise.instructions,
                        RowDecoder.joinList(exercise.images), RowDecoder.joinList(exercise.tags), exercise.origin.rawValue,
                        RowDecoder.joinList(exercise.otherNames), exercise.role?.rawValue, exercise.pattern?.rawValue,
                        exercise.durationSeconds,
                    ]
                )
            }
            // Runs before the plans that are their days.
            for run in snapshot.programRuns { _ = try Self.insert(run, keepingID: true, in: db) }
            for plan in snapshot.plans { _ = try Self.insert(plan, keepingID: true, in: db) }
            let sessionStatement = try db.cachedStatement(sql: """
                INSERT INTO workout_session (id, started_at, completed_at, status, duration_minutes, intensity, plan_id,
                                             plan_title, notes, import_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let setStatement = try db.cachedStatement(sql: """
                INSERT INTO logged_set (session_id, exercise_id, set_number, reps, weight_kg, rpe, position, kind, import_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for entry in snapshot.sessions {
                let session = entry.session
                try sessionStatement.execute(arguments: [
                    session.id, session.startedAt?.description, session.completedAt.description, session.status.rawValue,
                    session.durationMinutes, session.intensity?.rawValue, session.planID, session.planTitle, session.notes,
                    entry.importKey,
                ])
                for (index, set) in session.sets.enumerated() {
                    try setStatement.execute(arguments: [
                        session.id, set.exerciseID, set.setNumber, set.reps, set.weightKg, set.rpe, index + 1, set.kind.rawValue,
                        entry.setImportKey(at: index),
                    ])
                }
            }
            for checkIn in snapshot.checkIns {
                try db.execute(
                    sql: "INSERT INTO check_in (date, focus, soreness, sore_region) VALUES (?, ?, ?, ?)",
                    arguments: [checkIn.date.description, checkIn.focus.rawValue, checkIn.soreness, checkIn.soreRegion?.rawValue]
                )
            }
            if let profile = snapshot.profile {
                try db.execute(
                    sql: """
                    INSERT INTO profile (id, goal, equipment, level, methodology, health_notes, conditions, weekly_frequency, locale)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    arguments: [
                        profile.goal.rawValue, profile.equipment.rawValue, profile.level.rawValue, profile.methodology.rawValue,
                        profile.healthNotes, profile.conditions.map(\.rawValue).joined(separator: ","), profile.weeklyFrequency,
                        profile.locale?.rawValue,
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

    /// What makes `snapshot` unfit to restore, in words for the log; nil when it is consistent.
    static func inconsistency(in snapshot: DataSnapshot) -> String? {
        var exerciseIDs: Set<String> = []
        for exercise in snapshot.exercises {
            guard !exercise.id.isEmpty, !exercise.name.trimmingCharacters(in: .whitespaces).isEmpty else { return "exercise without id or name" }
            guard exercise.muscleGroup != nil || exercise.origin == .custom else { return "exercise \(exercise.id) without muscle group" }
            guard exercise.name.count <= PlanRules.exerciseNameMaxLength else { return "exercise \(exercise.id) named with \(exercise.name.count) characters" }
            guard exerciseIDs.insert(exercise.id).inserted else { return "exercise \(exercise.id) twice" }
        }
        if let profile = snapshot.profile {
            do { try PlanRules.validate(profile) } catch { return "profile: \(error)" }
        }
        var dates: Set<LocalDate> = []
        for checkIn in snapshot.checkIns {
            do { try PlanRules.validate(checkIn) } catch { return "check-in \(checkIn.date): \(error)" }
            guard dates.insert(checkIn.date).inserted else { return "check-in \(checkIn.date) twice" }
        }
        var runIDs: Set<Int64> = []
        for run in snapshot.programRuns {
            guard let id = run.id, id > 0, runIDs.insert(id).inserted else { return "program run id missing or twice" }
            do { try validate(run) } catch { return "program run \(id): \(error)" }
            let lifts = Set(run.maxesKg.keys).union(run.trainingMaxesKg.keys).union(run.startWeightsKg.keys)
                .union(run.trainingMaxChanges.map(\.exerciseID))
            if let missing = lifts.sorted().first(where: { !exerciseIDs.contains($0) }) {
                return "program run \(id) uses unknown exercise \(missing)"
            }
        }
        guard snapshot.programRuns.filter({ $0.endedOn == nil }).count <= 1 else { return "more than one active program run" }
        var planIDs: Set<Int64> = []
        for plan in snapshot.plans {
            guard let id = plan.id, id > 0, planIDs.insert(id).inserted else { return "plan id \(plan.id.map(String.init) ?? "missing") missing or twice" }
            do {
                guard try PlanRules.validated(plan) == plan else { return "plan \(id): name or description not trimmed" }
            } catch { return "plan \(id): \(error)" }
            if let missing = plan.exercises.first(where: { !exerciseIDs.contains($0.exerciseID) }) {
                return "plan \(id) uses unknown exercise \(missing.exerciseID)"
            }
            if plan.exercises.contains(where: { entry in
                !(entry.durationSeconds.map { (1...3600).contains($0) } ?? true) || entry.superset?.isEmpty == true
                    || !(entry.repsMax.map { (entry.reps...PlanRules.reps.upperBound).contains($0) } ?? true)
                    || !PlanRules.extraSets.contains(entry.warmupSets) || !PlanRules.extraSets.contains(entry.backoffSets)
            }) { return "plan \(id): an entry's program fields are out of range" }
            guard (plan.source == .program) == (plan.program != nil) else { return "plan \(id): source and program day disagree" }
            if let link = plan.program {
                guard runIDs.contains(link.runID) else { return "plan \(id) refers to unknown program run \(link.runID)" }
                let position = link.position
                guard !link.programID.isEmpty, position.dayIndex >= 0, position.cycle >= 1, position.week >= 1, position.day >= 1 else {
                    return "plan \(id): program day out of range"
                }
            }
        }
        guard snapshot.plans.filter(\.isActive).count <= 1 else { return "more than one active plan" }
        var sessionIDs: Set<Int64> = []
        var importKeys: Set<String> = []
        for entry in snapshot.sessions {
            let session = entry.session
            guard let id = session.id, id > 0, sessionIDs.insert(id).inserted else { return "session id missing or twice" }
            do { try PlanRules.validate(session) } catch { return "session \(id): \(error)" }
            if let planID = session.planID, !planIDs.contains(planID) { return "session \(id) refers to unknown plan \(planID)" }
            if let key = entry.importKey, !importKeys.insert(key).inserted { return "import key \(key) twice" }
            var numbers: Set<String> = []
            for set in session.sets {
                guard exerciseIDs.contains(set.exerciseID) else { return "session \(id) uses unknown exercise \(set.exerciseID)" }
                guard set.setNumber >= 1, numbers.insert("\(set.exerciseID)#\(set.setNumber)").inserted else {
                    return "session \(id) repeats set \(set.setNumber) of \(set.exerciseID)"
                }
            }
        }
        return nil
    }
}
