@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

/// Export format 2: program runs and program days travel with the rest; files without them stay format 1.
@Suite struct ProgramExportTests {
    static let squat = "agachamento-livre-barra"

    /// The rich database of ``ExportRoundTripTests`` plus an ended run, the active one with a TM change, a program
    /// day with every entry field, and a session that counted as that day.
    static func storeWithPrograms(in directory: TemporaryDirectory, name: String = "programs.sqlite") throws -> SQLiteStore {
        let store = try ExportRoundTripTests.richStore(in: directory, name: name)
        _ = try store.programs.startProgramRun(ProgramRun(programID: "531-bbb", startedOn: LocalDate("2026-09-01")!, maxesKg: [squat: 140]))
        let run = try store.programs.startProgramRun(ProgramRun(
            programID: "gzclp", startedOn: LocalDate("2026-11-01")!, maxesKg: [squat: 150], trainingMaxesKg: [squat: 135.5],
            startWeightsKg: ["prancha": 0]
        ))
        try store.programs.addTrainingMaxChange(TrainingMaxChange(exerciseID: squat, kilograms: 130, fromDayIndex: 2, setOn: LocalDate("2026-11-05")!), runID: run.id!)
        let plan = try store.programs.saveProgramPlan(Plan(
            name: "GZCLP — A1", createdAt: LocalDateTime("2026-11-22 06:00:00")!, source: .program, forDate: LocalDate("2026-11-22"),
            program: PlanProgramLink(runID: run.id!, programID: "gzclp", position: ProgramPosition(dayIndex: 3, cycle: 1, week: 2, day: 1, dayName: "A1")),
            exercises: [
                PlanExercise(exerciseID: squat, sets: 5, reps: 3, restSeconds: 240, warmupSets: 3, backoffSets: 1),
                PlanExercise(exerciseID: "prancha", sets: 3, reps: 1, repsMax: 2, restSeconds: 45, superset: "A1", durationSeconds: 60),
                PlanExercise(exerciseID: squat, sets: 1, reps: 10, restSeconds: 90),
            ]
        ))
        _ = try store.history.recordSession(WorkoutSession(
            completedAt: LocalDateTime("2026-11-22 07:30:00")!, status: .completed, planID: plan.id, planTitle: plan.name,
            sets: [LoggedSet(exerciseID: squat, setNumber: 1, reps: 3, weightKg: 102.5)]
        ), newExercises: [])
        return store
    }

    @Test func programsSurviveExportAndRestoreByteForByte() throws {
        let directory = try TemporaryDirectory()
        let original = try Self.storeWithPrograms(in: directory)
        let first = DataExportFormat.encode(try original.export.snapshot())
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\": \"fittoday-export\",\n  \"version\": 2,\n"))

        let fresh = try SQLiteStore.open(at: directory.path("fresh.sqlite"), createIfMissing: true)
        try fresh.export.restore(try DataExportFormat.decode(first))
        #expect(DataExportFormat.encode(try fresh.export.snapshot()) == first)
        #expect(try fresh.export.snapshot() == original.export.snapshot())
        #expect(try fresh.programs.programRuns() == original.programs.programRuns())
        let run = try #require(try fresh.programs.activeProgramRun())
        #expect(run.trainingMaxesKg == [Self.squat: 135.5] && run.trainingMaxChanges.map(\.kilograms) == [130])
        #expect(try fresh.programs.programSessions(runID: run.id!) == original.programs.programSessions(runID: run.id!))
        #expect(try fresh.programs.programSessions(runID: run.id!).map(\.dayIndex) == [3])
        // New runs get ids after the restored ones.
        let next = try fresh.programs.startProgramRun(ProgramRun(programID: "5x5", startedOn: LocalDate("2026-12-01")!))
        #expect(next.id == 3)
    }

    @Test func theProgramPartsAreDocumentedJSON() throws {
        let directory = try TemporaryDirectory()
        let data = DataExportFormat.encode(try Self.storeWithPrograms(in: directory).export.snapshot())
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["format", "version", "profile", "entitlement", "check_ins", "exercises", "program_runs", "plans", "sessions"])
        let runs = try #require(object["program_runs"] as? [[String: Any]])
        #expect(runs.map { $0["id"] as? Int } == [1, 2])
        #expect(Set(runs[1].keys) == ["id", "program_id", "started_on", "ended_on", "maxes_kg", "training_maxes_kg", "start_weights_kg", "training_max_changes"])
        #expect(runs[0]["ended_on"] as? String == "2026-11-01")
        #expect(runs[1]["ended_on"] is NSNull)
        #expect((runs[1]["training_maxes_kg"] as? [String: Double]) == [Self.squat: 135.5])
        let changes = try #require(runs[1]["training_max_changes"] as? [[String: Any]])
        #expect(Set(changes[0].keys) == ["exercise_id", "kilograms", "from_day_index", "set_on"])
        let plans = try #require(object["plans"] as? [[String: Any]])
        // Hand-made and composed plans are written as in format 1; the program's day carries its position.
        #expect(plans[0]["program"] == nil && plans[1]["program"] == nil)
        let program = try #require(plans[2]["program"] as? [String: Any])
        #expect(program["run_id"] as? Int == 2 && program["day_index"] as? Int == 3 && program["day_name"] as? String == "A1")
        let entries = try #require(plans[2]["exercises"] as? [[String: Any]])
        #expect(entries[1]["duration_seconds"] as? Int == 60 && entries[1]["superset"] as? String == "A1" && entries[1]["reps_max"] as? Int == 2)
        #expect(entries[0]["warmup_sets"] as? Int == 3 && entries[0]["reps_max"] is NSNull)
        #expect(entries[2]["warmup_sets"] == nil)
        let planZeroEntries = try #require(plans[0]["exercises"] as? [[String: Any]])
        #expect(Set(planZeroEntries[0].keys) == ["position", "exercise_id", "exercise_name", "sets", "reps", "rest_seconds", "notes"])
    }

    @Test func aFormatOneFileStillRestores() throws {
        // As FitToday wrote it before programs: no program_runs, plan entries without the new fields.
        let file = """
        {
          "format": "fittoday-export",
          "version": 1,
          "profile": null,
          "entitlement": { "is_pro": false, "source": "none", "expires_at": null },
          "check_ins": [],
          "exercises": [
            { "id": "meu", "name": "Meu exercício", "origin": "custom", "muscle_group": null, "equipment": null, "level": null,
              "instructions": "", "images": [], "tags": [] }
          ],
          "plans": [
            { "id": 7, "title": "Treino A", "description": "", "created_at": "2026-11-01 08:00:00", "active": true, "source": "manual",
              "intensity": null, "duration_minutes": null, "for_date": null, "fallback_reason": null, "composition_key": null,
              "exercises": [ { "position": 1, "exercise_id": "meu", "exercise_name": "Meu exercício", "sets": 3, "reps": 10,
                               "rest_seconds": 180, "notes": "" } ] }
          ],
          "sessions": [
            { "id": 3, "started_at": null, "completed_at": "2026-11-02 07:00:00", "status": "completed", "duration_minutes": 40,
              "intensity": null, "plan_id": 7, "plan_title": "Treino A", "notes": "", "import_key": null,
              "sets": [ { "exercise_id": "meu", "exercise_name": "Meu exercício", "set_number": 1, "reps": 10, "weight_kg": null, "rpe": null } ] }
          ]
        }
        """
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore.open(at: directory.path("old.sqlite"), createIfMissing: true)
        try store.export.restore(try DataExportFormat.decode(Data(file.utf8)))
        #expect(try store.plans.activePlan()?.exercises.map(\.restSeconds) == [180])
        #expect(try store.plans.activePlan()?.program == nil)
        #expect(try store.programs.programRuns().isEmpty)
        #expect(try store.history.session(id: 3)?.planID == 7)
        // Written back, it is format 1 again.
        #expect(String(decoding: DataExportFormat.encode(try store.export.snapshot()), as: UTF8.self).contains("\"version\": 1,"))
        // A format 1 file that lists runs, or a format 2 file that does not, is not one FitToday wrote.
        let withRuns = file.replacingOccurrences(of: "\"plans\": [", with: "\"program_runs\": [], \"plans\": [")
        #expect(throws: FitTodayError.importFile(reason: .exportProblem(FileProblem(.whole, .disagrees(key: "program_runs", found: "[…]", other: "version = 1"))))) {
            try DataExportFormat.decode(Data(withRuns.utf8))
        }
        let versionTwo = file.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        #expect(throws: FitTodayError.importFile(reason: .exportProblem(FileProblem(.whole, .disagrees(key: "program_runs", found: "null", other: "version = 2"))))) {
            try DataExportFormat.decode(Data(versionTwo.utf8))
        }
    }

    @Test func inconsistentProgramsAreRefusedBeforeWriting() throws {
        let directory = try TemporaryDirectory()
        let snapshot = try Self.storeWithPrograms(in: directory).export.snapshot()
        let programDay = try #require(snapshot.plans.firstIndex { $0.program != nil })
        var unknownRun = snapshot
        unknownRun.plans[programDay].program?.runID = 99
        var withoutLink = snapshot
        withoutLink.plans[programDay].program = nil
        var twoActive = snapshot
        twoActive.programRuns[0].endedOn = nil
        var unknownLift = snapshot
        unknownLift.programRuns[1].maxesKg["nao-existe"] = 100
        var badDuration = snapshot
        badDuration.plans[programDay].exercises[1].durationSeconds = 0
        var badWeight = snapshot
        badWeight.programRuns[1].trainingMaxChanges[0].kilograms = -1
        let plan = snapshot.plans[programDay]
        let expected: [(DataSnapshot, FilePlace, FileRule)] = [
            (unknownRun, .plan(number: programDay + 1, id: plan.id), .unknownReference(key: "program.run_id", found: "99")),
            (withoutLink, .plan(number: programDay + 1, id: plan.id), .disagrees(key: "source", found: "\"program\"", other: "program")),
            (twoActive, .whole, .severalActive(key: "program_runs", count: 2)),
            (unknownLift, .programRun(number: 2, id: snapshot.programRuns[1].id), .unknownReference(key: "maxes_kg", found: "\"nao-existe\"")),
            (badDuration, .planEntry(plan: programDay + 1, planID: plan.id, entry: 2), .belowMinimum(key: "duration_seconds", found: "0", minimum: "1")),
            (badWeight, .programRun(number: 2, id: snapshot.programRuns[1].id),
             .belowMinimum(key: "training_max_changes.kilograms", found: "-1", minimum: "0")),
        ]
        for (index, (bad, place, rule)) in expected.enumerated() {
            let fresh = try SQLiteStore.open(at: directory.path("fresh-\(index).sqlite"), createIfMissing: true)
            #expect(throws: FitTodayError.importFile(reason: .exportProblem(FileProblem(place, rule))), "\(index)") { try fresh.export.restore(bad) }
            #expect(try fresh.export.snapshot().isEmpty)
        }
    }
}
