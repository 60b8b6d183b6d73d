@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

@Suite struct ExportRoundTripTests {
    /// A database with something in every table, including values that stress the JSON writer.
    static func richStore(in directory: TemporaryDirectory, name: String = "rich.sqlite") throws -> SQLiteStore {
        let store = try ImportFixtures.store(in: directory, name: name)
        try store.profiles.saveProfile(Profile(
            goal: .strength, equipment: .home, level: .advanced, methodology: .traditional,
            healthNotes: "Joelho operado em 2020; \"cuidado\" com impacto\n— e lombar\\ombro 💪", conditions: [.lowerBack, .knee],
            weeklyFrequency: 5
        ))
        try store.entitlements.saveEntitlement(Entitlement(isPro: true, source: "promo", expiresAt: LocalDateTime("2027-01-31 23:59:59")))
        try store.checkIns.saveCheckIn(CheckIn(date: LocalDate("2026-11-20")!, focus: .upper, soreness: 3, soreRegion: .legs))
        try store.checkIns.saveCheckIn(CheckIn(date: LocalDate("2026-11-21")!, focus: .rest))
        try store.exercises.saveExercises([
            Exercise(id: "remada-cavalinho", name: "Remada cavalinho", muscleGroup: .back, equipment: .fullGym, level: .intermediate,
                     instructions: "1. Puxe.\n2. Solte.", images: ["T_Bar_Row/0.jpg", "T_Bar_Row/1.jpg"], tags: ["compound"], origin: .imported),
        ])
        let resolver = ExerciseResolver(exercises: store.exercises)
        let resolved = try resolver.resolve(["Supino reto com barra", "Remada cavalinho", "Meu exercício"])
        let planA = try store.plans.createPlan(Plan(
            name: "Treino A — Força", description: "Empurrar e puxar", createdAt: LocalDateTime("2026-11-01 08:00:00")!,
            isActive: false, source: .manual, estimatedMinutes: 50, intensity: .high,
            exercises: zip(resolved.ids, [4, 3, 2]).map { PlanExercise(exerciseID: $0, sets: $1, reps: 8, restSeconds: 120, notes: "devagar") }
        ), newExercises: resolved.newExercises)
        _ = try store.plans.createPlan(Plan(
            name: "Plano do dia", createdAt: LocalDateTime("2026-11-22 06:00:00")!, isActive: true, source: .local,
            estimatedMinutes: 40, intensity: .moderate, forDate: LocalDate("2026-11-22"), fallbackReason: .timeout,
            compositionKey: "abc123", exercises: [PlanExercise(exerciseID: "prancha", sets: 3, reps: 1, restSeconds: 60)]
        ), newExercises: [])
        _ = try store.history.recordSession(WorkoutSession(
            startedAt: LocalDateTime("2026-11-20 07:00:00"), completedAt: LocalDateTime("2026-11-20 07:50:00")!, status: .completed,
            durationMinutes: 50, intensity: .high, planID: planA.id, planTitle: planA.name, notes: "Ótimo, \"leve\"",
            sets: [
                LoggedSet(exerciseID: resolved.ids[0], setNumber: 1, reps: 10, weightKg: 62.5, rpe: 7.5),
                LoggedSet(exerciseID: resolved.ids[0], setNumber: 2, reps: 8, weightKg: 61.23, rpe: 8),
                LoggedSet(exerciseID: resolved.ids[2], setNumber: 1, reps: 0),
            ]
        ), newExercises: [])
        _ = try store.history.recordSession(WorkoutSession(completedAt: LocalDateTime("2026-11-21 00:00:00")!, status: .skipped), newExercises: [])
        try ImportFixtures.importFixture("hevy.csv", as: .hevy, into: store)
        // Without Hevy's cardio times and distances, which only version 4 says (BodyCommandTests and
        // `cardioAndBodyWeightAreVersionFour` test it): the store stays one of the earlier versions these tests are about.
        try store.pool.write { db in try db.execute(sql: "UPDATE logged_set SET duration_seconds = NULL, distance_meters = NULL") }
        return store
    }

    @Test func cardioAndBodyWeightAreVersionFour() throws {
        let directory = try TemporaryDirectory()
        let store = try ImportFixtures.store(in: directory)
        try ImportFixtures.importFixture("hevy.csv", as: .hevy, into: store)
        var snapshot = try store.export.snapshot()
        #expect(DataExportFormat.version(of: snapshot) == 4)
        let data = DataExportFormat.encode(snapshot)
        let restored = try DataExportFormat.decode(data)
        #expect(restored.sessions.flatMap(\.session.sets).compactMap(\.distanceMeters) == [5200])
        #expect(restored == snapshot)
        try store.pool.write { db in try db.execute(sql: "UPDATE logged_set SET duration_seconds = NULL, distance_meters = NULL") }
        snapshot = try store.export.snapshot()
        #expect(DataExportFormat.version(of: snapshot) == 1)
        snapshot.bodyMeasurements = [BodyMeasurement(date: LocalDate("2026-11-20")!, weightKg: 82.4)]
        #expect(DataExportFormat.version(of: snapshot) == 4)
        #expect(try DataExportFormat.decode(DataExportFormat.encode(snapshot)).bodyMeasurements == snapshot.bodyMeasurements)
    }

    @Test func exportImportExportGivesIdenticalBytes() throws {
        let directory = try TemporaryDirectory()
        let original = try Self.richStore(in: directory)
        let first = DataExportFormat.encode(try original.export.snapshot())

        let fresh = try SQLiteStore.open(at: directory.path("fresh.sqlite"), createIfMissing: true)
        try fresh.export.restore(try DataExportFormat.decode(first))
        let second = DataExportFormat.encode(try fresh.export.snapshot())
        #expect(second == first)
        #expect(try fresh.export.snapshot() == original.export.snapshot())

        // The restored database behaves like the original: same pages, and imports stay idempotent.
        #expect(try fresh.history.historyPage(1, pageSize: 20, status: nil) == original.history.historyPage(1, pageSize: 20, status: nil))
        #expect(try fresh.plans.activePlan()?.name == "Plano do dia")
        #expect(try ImportFixtures.importFixture("hevy.csv", as: .hevy, into: fresh).sessionsImported == 0)
        // New rows get fresh ids after the restored ones.
        let next = try fresh.history.recordSession(WorkoutSession(completedAt: LocalDateTime("2026-11-23 07:00:00")!, status: .skipped), newExercises: [])
        #expect(next.id == 5)
    }

    @Test func theFileIsDocumentedJSONWithStableOrder() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.richStore(in: directory)
        let data = DataExportFormat.encode(try store.export.snapshot())
        #expect(DataExportFormat.encode(try store.export.snapshot()) == data)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\": \"fittoday-export\",\n  \"version\": 1,\n  \"profile\": {"))
        #expect(text.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["format", "version", "profile", "entitlement", "check_ins", "exercises", "plans", "sessions"])
        let sessions = try #require(object["sessions"] as? [[String: Any]])
        #expect(sessions.map { $0["id"] as? Int } == [1, 2, 3, 4])
        #expect(Set(sessions[0].keys) == ["id", "started_at", "completed_at", "status", "duration_minutes", "intensity", "plan_id",
                                          "plan_title", "notes", "import_key", "sets"])
        #expect((sessions[2]["import_key"] as? String)?.hasPrefix("hevy:") == true)
        let sets = try #require(sessions[0]["sets"] as? [[String: Any]])
        #expect(Set(sets[0].keys) == ["exercise_id", "exercise_name", "set_number", "reps", "weight_kg", "rpe", "kind"])
        #expect(sets.map { $0["weight_kg"] as? Double } == [62.5, 61.23, nil])
        let exercises = try #require(object["exercises"] as? [[String: Any]])
        let ids = exercises.compactMap { $0["id"] as? String }
        #expect(ids == ids.sorted())
        // Own and imported exercises, plus the curated ones in use; not the whole curated library.
        #expect(ids.contains("meu-exercicio") && ids.contains("remada-cavalinho") && ids.contains("prancha") && ids.contains("corrida-na-esteira"))
        #expect(!ids.contains("burpee"))
        let plans = try #require(object["plans"] as? [[String: Any]])
        #expect(plans.map { $0["title"] as? String } == ["Treino A — Força", "Plano do dia"])
    }

    @Test func anEmptyDatabaseExportsAndRestores() throws {
        let directory = try TemporaryDirectory()
        let empty = try SQLiteStore.open(at: directory.path("empty.sqlite"), createIfMissing: true)
        let data = DataExportFormat.encode(try empty.export.snapshot())
        let snapshot = try DataExportFormat.decode(data)
        #expect(snapshot.isEmpty)
        #expect(snapshot.profile == nil && snapshot.entitlement == .free)
        let other = try SQLiteStore.open(at: directory.path("other.sqlite"), createIfMissing: true)
        try other.export.restore(snapshot)
        #expect(DataExportFormat.encode(try other.export.snapshot()) == data)
    }

    @Test func restoringIntoADatabaseWithDataIsRefused() throws {
        let directory = try TemporaryDirectory()
        let snapshot = try Self.richStore(in: directory).export.snapshot()
        // A profile alone is enough to refuse; the curated library alone is not.
        let withProfile = try ImportFixtures.store(in: directory, name: "profile.sqlite")
        let before = try withProfile.export.snapshot()
        #expect(throws: FitTodayError.databaseNotEmpty) { try withProfile.export.restore(snapshot) }
        #expect(try withProfile.export.snapshot() == before)
        let libraryOnly = try SQLiteStore.open(at: directory.path("library.sqlite"), createIfMissing: true)
        try libraryOnly.exercises.saveExercises(try ImportFixtures.library.get().exercises)
        try libraryOnly.export.restore(snapshot)
        #expect(try libraryOnly.export.snapshot() == snapshot)
        #expect(FitTodayError.databaseNotEmpty.category == .invalidData)
    }

    @Test func otherFilesNewerFormatsAndDamagedExportsAreRefused() throws {
        let directory = try TemporaryDirectory()
        let good = DataExportFormat.encode(try Self.richStore(in: directory).export.snapshot())
        var object = try #require(try JSONSerialization.jsonObject(with: good) as? [String: Any])

        #expect(throws: FitTodayError.importFile(reason: .notFitTodayExport)) { try DataExportFormat.decode(Data("[1, 2]".utf8)) }
        #expect(throws: FitTodayError.importFile(reason: .notFitTodayExport)) { try DataExportFormat.decode(Data("not json".utf8)) }
        #expect(throws: FitTodayError.importFile(reason: .notFitTodayExport)) {
            try DataExportFormat.decode(Data(#"{"format": "other-app", "version": 1}"#.utf8))
        }
        object["version"] = DataExportFormat.version + 1
        #expect(throws: FitTodayError.importFile(reason: .exportTooNew(found: DataExportFormat.version + 1, supported: DataExportFormat.version))) {
            try DataExportFormat.decode(try JSONSerialization.data(withJSONObject: object))
        }
        object["version"] = 1
        var sessions = try #require(object["sessions"] as? [[String: Any]])
        sessions[0]["status"] = "maybe"
        object["sessions"] = sessions
        let date = String(try #require(sessions[0]["completed_at"] as? String).prefix(10))
        #expect(throws: FitTodayError.importFile(reason: .exportProblem(FileProblem(.session(number: 1, date: date),
                                                                                    .invalidValue(key: "status", found: "\"maybe\""))))) {
            try DataExportFormat.decode(try JSONSerialization.data(withJSONObject: object))
        }
        object.removeValue(forKey: "sessions")
        #expect(throws: FitTodayError.importFile(reason: .exportProblem(FileProblem(.whole, .missing(key: "sessions"))))) {
            try DataExportFormat.decode(try JSONSerialization.data(withJSONObject: object))
        }
    }

    @Test func inconsistentSnapshotsAreRefusedBeforeWriting() throws {
        let directory = try TemporaryDirectory()
        let snapshot = try Self.richStore(in: directory).export.snapshot()
        var unknownExercise = snapshot
        unknownExercise.exercises.removeAll { $0.id == "prancha" }
        var duplicateSession = snapshot
        duplicateSession.sessions.append(snapshot.sessions[0])
        var unknownPlan = snapshot
        unknownPlan.sessions[0].session.planID = 99
        var brokenRule = snapshot
        brokenRule.sessions[0].session.sets[0].reps = 5000
        var twoActive = snapshot
        twoActive.plans[0].isActive = true
        // Bounds hold at a restore too: a name of 300 characters, a year past 2100 (issue 16).
        var longName = snapshot
        longName.exercises[0].name = String(repeating: "a", count: 300)
        var farDate = snapshot
        farDate.sessions[0].session.completedAt = LocalDateTime("10000-01-01 00:20:00")!
        let first = snapshot.sessions[0].session, date = first.completedAt.date.description
        let duplicate = snapshot.sessions.count + 1
        let expected: [(DataSnapshot, FilePlace?, FileRule)] = [
            (unknownExercise, nil, .unknownReference(key: "exercise_id", found: "\"prancha\"")),
            (duplicateSession, .session(number: duplicate, date: date), .duplicate(key: "id", found: String(first.id!))),
            (unknownPlan, .session(number: 1, date: date), .unknownReference(key: "plan_id", found: "99")),
            (brokenRule, .sessionSet(session: 1, date: date, set: 1), .aboveMaximum(key: "reps", found: "5000", maximum: "1000")),
            (twoActive, .whole, .severalActive(key: "plans", count: 2)),
            (longName, .exercise(number: 1, id: snapshot.exercises[0].id), .tooLong(key: "name", length: 300, maximum: 100)),
            (farDate, .session(number: 1, date: "10000-01-01"), .outsideYears(key: "completed_at", found: "\"10000-01-01\"")),
        ]
        for (index, (bad, place, rule)) in expected.enumerated() {
            let fresh = try SQLiteStore.open(at: directory.path("fresh-\(index).sqlite"), createIfMissing: true)
            let problem = try Self.refusal { try fresh.export.restore(bad) }
            #expect(problem?.rule == rule, "\(index)")
            if let place { #expect(problem?.place == place, "\(index)") }
            #expect(try fresh.export.snapshot().isEmpty)
        }
    }

    /// The problem a restore or a decode was refused for; nil (and a failed expectation) when it was not refused so.
    static func refusal(_ body: () throws -> Void) throws -> FileProblem? {
        do {
            try body()
        } catch let FitTodayError.importFile(reason: .exportProblem(problem)) {
            return problem
        }
        Issue.record("not refused with a problem named")
        return nil
    }
}
