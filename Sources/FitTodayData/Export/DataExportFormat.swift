import FitTodayDomain
import FitTodaySystem
import Foundation
import Logging

/// The `fittoday export json` file: one JSON object with `format` and `version`, snake_case fields in a
/// fixed order, documented in `docs/export-format.md`.
///
/// Writing is deterministic (the same data gives the same bytes), and reading what was written gives the
/// same snapshot back, so export → import into a fresh database → export gives identical files.
public enum DataExportFormat {
    /// The value of the `format` field.
    public static let name = "fittoday-export"
    /// The highest `version` this build reads and writes. Version 2 added program runs, program days and the
    /// fields of program entries; a file that holds none of them is written as version 1, byte for byte as
    /// before, so that an older FitToday still reads it. Version 3 added readiness (issue #26): check-ins without a
    /// focus and with the wellness answers, a session's RPE and whether it was logged against an adjusted day, and
    /// the deloads started; a file with none of them is written as before. Version 4 added a set's own time and
    /// distance (`duration_seconds`, `distance_meters`, on the sets that have them) and body measurements (issue #51).
    /// Version 5 added `swapped_from` on a set done in another exercise's place (issue #52): an older reader would
    /// restore such a set as the planned lift's own history, so a file that has one says so by its version.
    public static let version = 5

    /// The version `snapshot` is written as: the lowest that can say everything it holds.
    public static func version(of snapshot: DataSnapshot) -> Int {
        if snapshot.sessions.contains(where: { $0.session.sets.contains { $0.swappedFrom != nil } }) { return 5 }
        let needsBody = !snapshot.bodyMeasurements.isEmpty
            || snapshot.sessions.contains { $0.session.sets.contains { $0.durationSeconds != nil || $0.distanceMeters != nil } }
        if needsBody { return 4 }
        let needsReadiness = !snapshot.deloads.isEmpty
            || snapshot.checkIns.contains { $0.givenFocus == nil || !$0.answers.isEmpty || $0.sleepHours != nil }
            || snapshot.sessions.contains { $0.session.rpe != nil || $0.session.readinessHeld }
        if needsReadiness { return 3 }
        let needsPrograms = !snapshot.programRuns.isEmpty
            || snapshot.plans.contains { $0.program != nil || $0.source == .program || $0.exercises.contains(where: \.hasProgramFields) }
        return needsPrograms ? 2 : 1
    }

    // MARK: Writing

    public static func encode(_ snapshot: DataSnapshot) -> Data {
        let version = version(of: snapshot)
        var members: [(String, OrderedJSON)] = [
            ("format", .string(name)),
            ("version", .int(version)),
            ("profile", snapshot.profile.map(profile) ?? .null),
            ("entitlement", entitlement(snapshot.entitlement)),
            ("check_ins", .array(snapshot.checkIns.map(checkIn))),
            ("exercises", .array(snapshot.exercises.map(exercise))),
        ]
        // Before the plans, whose program days refer to them.
        if version >= 2 { members.append(("program_runs", .array(snapshot.programRuns.map { .programRun($0) }))) }
        members += [
            ("plans", .array(snapshot.plans.map(plan))),
            ("sessions", .array(snapshot.sessions.map(session))),
        ]
        if version >= 3 {
            members.append(("deloads", .array(snapshot.deloads.map { deload in
                .object([("started_on", .string(deload.startedOn.description)), ("stopped_on", .optional(deload.stoppedOn?.description))])
            })))
        }
        if version >= 4 { members.append(("body_measurements", .array(snapshot.bodyMeasurements.map { .bodyMeasurement($0) }))) }
        return Data(OrderedJSON.object(members).rendered().utf8)
    }

    private static func profile(_ profile: Profile) -> OrderedJSON {
        // Written only when set, so that an export of a profile without them reads as before they existed.
        .object(OrderedJSON.profileMembers(profile) + (profile.locale.map { [("locale", OrderedJSON.string($0.rawValue))] } ?? [])
          + (profile.weightUnit.map { [("weight_unit", OrderedJSON.string($0.rawValue))] } ?? []))
    }

    private static func entitlement(_ entitlement: Entitlement) -> OrderedJSON {
        .object([
            ("is_pro", .bool(entitlement.isPro)),
            ("source", .string(entitlement.source)),
            ("expires_at", .optional(entitlement.expiresAt?.description)),
        ])
    }

    private static func checkIn(_ checkIn: CheckIn) -> OrderedJSON {
        .object([
            ("date", .string(checkIn.date.description)),
            ("focus", .optional(checkIn.givenFocus?.rawValue)),
            ("soreness", .int(checkIn.soreness)),
            ("sore_region", .optional(checkIn.soreRegion?.rawValue)),
        ] + [("sleep", checkIn.sleep), ("fatigue", checkIn.fatigue), ("stress", checkIn.stress), ("mood", checkIn.mood)].compactMap { name, value in
            // Only what was answered: a check-in of an earlier version is written as it was.
            value.map { (name, OrderedJSON.int($0)) }
        } + (checkIn.sleepHours.map { [("sleep_hours", OrderedJSON.double($0))] } ?? []))
    }

    private static func exercise(_ exercise: Exercise) -> OrderedJSON {
        .object([
            ("id", .string(exercise.id)),
            ("name", .string(exercise.name)),
            ("origin", .string(exercise.origin.rawValue)),
            ("muscle_group", .optional(exercise.muscleGroup?.rawValue)),
            ("equipment", .optional(exercise.equipment?.rawValue)),
            ("level", .optional(exercise.level?.rawValue)),
            ("instructions", .string(exercise.instructions)),
            ("images", .array(exercise.images.map { .string($0) })),
            ("tags", .array(exercise.tags.map { .string($0) })),
        ] + (exercise.otherNames.isEmpty ? [] : [("other_names", OrderedJSON.array(exercise.otherNames.map { .string($0) }))])
          // Only on library exercises (issue #30): a file without them reads as before.
          + (exercise.role.map { [("role", OrderedJSON.string($0.rawValue))] } ?? [])
          + (exercise.pattern.map { [("pattern", OrderedJSON.string($0.rawValue))] } ?? [])
          + (exercise.durationSeconds.map { [("duration_seconds", OrderedJSON.int($0))] } ?? [])
          // Only on library exercises (issue #52), likewise.
          + (exercise.implement.map { [("implement", OrderedJSON.string($0.rawValue))] } ?? []))
    }

    private static func plan(_ plan: Plan) -> OrderedJSON {
        .plan(plan, includingCompositionKey: true)
    }

    private static func session(_ entry: DataSnapshot.Session) -> OrderedJSON {
        let session = entry.session
        return .object([
            ("id", .optional(session.id)),
            ("started_at", .optional(session.startedAt?.description)),
        ] + OrderedJSON.sessionMembers(session) + [
            ("notes", .string(session.notes)),
            ("import_key", .optional(entry.importKey)),
        ] + (session.rpe.map { [("rpe", OrderedJSON.int($0))] } ?? []) + (session.readinessHeld ? [("readiness_held", OrderedJSON.bool(true))] : []) + [
            ("sets", .array(session.sets.enumerated().map { index, set in
                // Only imported sets carry a key; other sets are written exactly as before it existed.
                guard let key = entry.setImportKey(at: index), case let .object(fields) = OrderedJSON.loggedSet(set) else {
                    return OrderedJSON.loggedSet(set)
                }
                return .object(fields + [("import_key", .int(key))])
            })),
        ])
    }

    // MARK: Reading

    /// Reads an export. Not an export, a newer format or damaged content are refused with an
    /// ``FitTodayError/importFile(reason:)``: a value of the wrong kind or a missing key as an
    /// ``ImportFileIssue/exportProblem(_:)`` that names it, where it is and what was found.
    public static func decode(_ data: Data, logger: Logger? = nil) throws(FitTodayError) -> DataSnapshot {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: data), header.format == name else {
            throw .importFile(reason: .notFitTodayExport)
        }
        guard let found = header.version else { throw .importFile(reason: .exportProblem(FileProblem(.whole, .missing(key: "version")))) }
        guard found >= 1 else {
            throw .importFile(reason: .exportProblem(FileProblem(.whole, .belowMinimum(key: "version", found: String(found), minimum: "1"))))
        }
        guard found <= version else { throw .importFile(reason: .exportTooNew(found: found, supported: version)) }
        let file: FileDTO
        do {
            file = try decoder.decode(FileDTO.self, from: data)
        } catch {
            logger?.error("Export file does not match format \(version): \(error)")
            guard let problem = JSONFileLocator(data: data, place: place).problem(for: error) else { throw .importFile(reason: .exportDamaged) }
            throw .importFile(reason: .exportProblem(problem))
        }
        // A version 2 file always lists its runs; a version 1 file has none to list.
        guard (found >= 2) == (file.program_runs != nil) else {
            let runs = file.program_runs == nil ? "null" : "[…]"
            throw .importFile(reason: .exportProblem(FileProblem(.whole, .disagrees(key: "program_runs", found: runs, other: "version = \(found)"))))
        }
        // The database refuses a duration the library could not have written: name the exercise and the value.
        for (index, exercise) in file.exercises.enumerated() {
            if let seconds = exercise.duration_seconds,
               let problem = FileProblem.range(.exercise(number: index + 1, id: exercise.id), key: "duration_seconds", seconds, ContentLibraryLoader.durationSeconds) {
                throw .importFile(reason: .exportProblem(problem))
            }
        }
        return file.snapshot
    }

    /// The entry of an export a path leads into, named as ``ExportStore/problem(in:)`` names it.
    private static func place(_ steps: [JSONFileLocator.Step], _ file: JSONFileLocator) -> (FilePlace, Int) {
        guard case let .key(list)? = steps.first else { return (.whole, 0) }
        switch list {
        case "profile": return (.profile, 1)
        case "entitlement": return (.entitlement, 1)
        default: break
        }
        guard steps.count >= 2, case let .index(index) = steps[1] else { return (.whole, 0) }
        let entry = Array(steps.prefix(2))
        switch list {
        case "sessions":
            let date = file.text(at: entry + [.key("completed_at")]).map { String($0.prefix(10)) }
            if steps.count >= 4, steps[2] == .key("sets"), case let .index(set) = steps[3] {
                return (.sessionSet(session: index + 1, date: date, set: set + 1), 4)
            }
            return (.session(number: index + 1, date: date), 2)
        case "plans":
            let id = file.integer(at: entry + [.key("id")])
            if steps.count >= 4, steps[2] == .key("exercises"), case let .index(position) = steps[3] {
                return (.planEntry(plan: index + 1, planID: id, entry: position + 1), 4)
            }
            return (.plan(number: index + 1, id: id), 2)
        case "check_ins": return (.checkIn(number: index + 1, date: file.text(at: entry + [.key("date")])), 2)
        case "exercises": return (.exercise(number: index + 1, id: file.text(at: entry + [.key("id")])), 2)
        case "program_runs": return (.programRun(number: index + 1, id: file.integer(at: entry + [.key("id")])), 2)
        default: return (.whole, 0)
        }
    }

    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    private struct FileDTO: Decodable {
        var profile: ProfileDTO?
        var entitlement: EntitlementDTO
        var check_ins: [CheckInDTO]
        var exercises: [ExerciseDTO]
        /// Version 2 on.
        var program_runs: [ProgramRunDTO]?
        var plans: [PlanDTO]
        var sessions: [SessionDTO]
        /// Version 3 on.
        var deloads: [DeloadDTO]?
        /// Version 4 on.
        var body_measurements: [BodyMeasurementDTO]?

        var snapshot: DataSnapshot {
            DataSnapshot(
                profile: profile.map {
                    Profile(goal: $0.goal, equipment: $0.equipment, level: $0.level, methodology: $0.methodology,
                            healthNotes: $0.health_notes, conditions: $0.conditions, weeklyFrequency: $0.weekly_frequency, locale: $0.locale.flatMap(AppLocale.init(rawValue:)),
                            weightUnit: $0.weight_unit.flatMap(WeightUnit.init(rawValue:)))
                },
                entitlement: Entitlement(isPro: entitlement.is_pro, source: entitlement.source, expiresAt: entitlement.expires_at),
                checkIns: check_ins.map {
                    CheckIn(date: $0.date, focus: $0.focus, soreness: $0.soreness, soreRegion: $0.sore_region, sleep: $0.sleep,
                            fatigue: $0.fatigue, stress: $0.stress, mood: $0.mood, sleepHours: $0.sleep_hours)
                },
                exercises: exercises.map {
                    Exercise(id: $0.id, name: $0.name, muscleGroup: $0.muscle_group, equipment: $0.equipment, level: $0.level,
                             instructions: $0.instructions, images: $0.images, tags: $0.tags, origin: $0.origin,
                             otherNames: $0.other_names ?? [], role: $0.role, pattern: $0.pattern, durationSeconds: $0.duration_seconds,
                             implement: $0.implement)
                },
                programRuns: (program_runs ?? []).map { run in
                    ProgramRun(
                        id: run.id, programID: run.program_id, startedOn: run.started_on, endedOn: run.ended_on,
                        maxesKg: run.maxes_kg, trainingMaxesKg: run.training_maxes_kg, startWeightsKg: run.start_weights_kg,
                        trainingMaxChanges: run.training_max_changes.map {
                            TrainingMaxChange(exerciseID: $0.exercise_id, kilograms: $0.kilograms, fromDayIndex: $0.from_day_index, setOn: $0.set_on)
                        },
                        estimates: (run.estimates ?? [:]).mapValues {
                            ProgramStartEstimate.Estimate(oneRepMaxKg: $0.one_rep_max_kg, reps: $0.reps, weightKg: $0.weight_kg, date: $0.date)
                        }
                    )
                },
                plans: plans.map { plan in
                    Plan(
                        id: plan.id, name: plan.title, description: plan.description, createdAt: plan.created_at,
                        isActive: plan.active, source: plan.source, estimatedMinutes: plan.duration_minutes,
                        intensity: plan.intensity, forDate: plan.for_date, fallbackReason: plan.fallback_reason,
                        compositionKey: plan.composition_key,
                        program: plan.program.map {
                            PlanProgramLink(runID: $0.run_id, programID: $0.program_id, position: ProgramPosition(
                                dayIndex: $0.day_index, cycle: $0.cycle, week: $0.week, day: $0.day, dayName: $0.day_name
                            ))
                        },
                        exercises: plan.exercises.sorted { $0.position < $1.position }.map {
                            PlanExercise(exerciseID: $0.exercise_id, exerciseName: $0.exercise_name ?? "", sets: $0.sets,
                                         reps: $0.reps, repsMax: $0.reps_max, restSeconds: $0.rest_seconds, notes: $0.notes,
                                         warmupSets: $0.warmup_sets ?? 0, backoffSets: $0.backoff_sets ?? 0, superset: $0.superset,
                                         durationSeconds: $0.duration_seconds)
                        }
                    )
                },
                sessions: sessions.map { session in
                    DataSnapshot.Session(
                        session: WorkoutSession(
                            id: session.id, startedAt: session.started_at, completedAt: session.completed_at,
                            status: session.status, durationMinutes: session.duration_minutes, intensity: session.intensity,
                            planID: session.plan_id, planTitle: session.plan_title, notes: session.notes,
                            sets: session.sets.map {
                                LoggedSet(exerciseID: $0.exercise_id, exerciseName: $0.exercise_name ?? "", setNumber: $0.set_number,
                                          reps: $0.reps, weightKg: $0.weight_kg, rpe: $0.rpe,
                                          kind: $0.kind ?? .working, durationSeconds: $0.duration_seconds, distanceMeters: $0.distance_meters,
                                          swappedFrom: $0.swapped_from)
                            },
                            rpe: session.rpe, readinessHeld: session.readiness_held ?? false
                        ),
                        importKey: session.import_key, setImportKeys: session.sets.map(\.import_key)
                    )
                },
                deloads: (deloads ?? []).map { DeloadPeriod(startedOn: $0.started_on, stoppedOn: $0.stopped_on) },
                bodyMeasurements: (body_measurements ?? []).map {
                    BodyMeasurement(date: $0.date, weightKg: $0.weight_kg, waistCm: $0.waist_cm, bodyFatPercent: $0.body_fat_percent)
                }
            )
        }
    }

    // Field names mirror the file's snake_case keys on purpose: these types exist only to read it.
    private struct ProfileDTO: Decodable {
        var goal: Goal
        var equipment: Equipment
        var level: FitnessLevel
        var methodology: Methodology
        var weekly_frequency: Int
        var conditions: [HealthCondition]
        var health_notes: String
        /// Absent in files written before the language was kept with the profile.
        var locale: String?
        /// Absent in files written before the unit was kept with the profile.
        var weight_unit: String?
    }

    private struct EntitlementDTO: Decodable {
        var is_pro: Bool
        var source: String
        var expires_at: LocalDateTime?
    }

    private struct CheckInDTO: Decodable {
        var date: LocalDate
        /// Null from version 3 on: a check-in that left the day's plan as it was.
        var focus: Focus?
        var soreness: Int
        var sore_region: MuscleGroup?
        // Version 3 on, when answered.
        var sleep: Int?
        var fatigue: Int?
        var stress: Int?
        var mood: Int?
        var sleep_hours: Double?
    }

    private struct BodyMeasurementDTO: Decodable {
        var date: LocalDate
        var weight_kg: Double?
        var waist_cm: Double?
        var body_fat_percent: Double?
    }

    private struct DeloadDTO: Decodable {
        var started_on: LocalDate
        var stopped_on: LocalDate?
    }

    private struct ExerciseDTO: Decodable {
        var id: String
        var name: String
        var origin: ExerciseOrigin
        var muscle_group: MuscleGroup?
        var equipment: Equipment?
        var level: FitnessLevel?
        var instructions: String
        var images: [String]
        var tags: [String]
        /// Only for a library exercise whose names differ between languages.
        var other_names: [String]?
        /// Only for library exercises (issue #30).
        var role: ExerciseRole?
        var pattern: MovementPattern?
        var duration_seconds: Int?
        /// Only for library exercises (issue #52).
        var implement: ExerciseImplement?
    }

    private struct PlanDTO: Decodable {
        var id: Int64
        var title: String
        var description: String
        var created_at: LocalDateTime
        var active: Bool
        var source: PlanSource
        var intensity: Intensity?
        var duration_minutes: Int?
        var for_date: LocalDate?
        var fallback_reason: FallbackReason?
        var composition_key: String?
        /// Only on a program's day.
        var program: ProgramLinkDTO?
        var exercises: [PlanExerciseDTO]
    }

    private struct ProgramLinkDTO: Decodable {
        var run_id: Int64
        var program_id: String
        var day_index: Int
        var cycle: Int
        var week: Int
        var day: Int
        var day_name: String
    }

    private struct PlanExerciseDTO: Decodable {
        var position: Int
        var exercise_id: String
        var exercise_name: String?
        var sets: Int
        var reps: Int
        var rest_seconds: Int
        var notes: String
        // Only on entries that use them (version 2).
        var reps_max: Int?
        var warmup_sets: Int?
        var backoff_sets: Int?
        var superset: String?
        var duration_seconds: Int?
    }

    private struct ProgramRunDTO: Decodable {
        var id: Int64
        var program_id: String
        var started_on: LocalDate
        var ended_on: LocalDate?
        var maxes_kg: [String: Double]
        var training_maxes_kg: [String: Double]
        var start_weights_kg: [String: Double]
        var training_max_changes: [TrainingMaxChangeDTO]
        /// Only on a run a number of which `team assign` took from the history (issue #50).
        var estimates: [String: EstimateDTO]?
    }

    private struct EstimateDTO: Decodable {
        var one_rep_max_kg: Double
        var reps: Int
        var weight_kg: Double
        var date: LocalDate
    }

    private struct TrainingMaxChangeDTO: Decodable {
        var exercise_id: String
        var kilograms: Double
        var from_day_index: Int
        var set_on: LocalDate
    }

    private struct SessionDTO: Decodable {
        var id: Int64
        var started_at: LocalDateTime?
        var completed_at: LocalDateTime
        var status: SessionStatus
        var duration_minutes: Int?
        var intensity: Intensity?
        var plan_id: Int64?
        var plan_title: String
        var notes: String
        var import_key: String?
        /// Version 3 on, when given.
        var rpe: Int?
        var readiness_held: Bool?
        var sets: [SetDTO]
    }

    private struct SetDTO: Decodable {
        var exercise_id: String
        var exercise_name: String?
        var set_number: Int
        var reps: Int
        var weight_kg: Double?
        var rpe: Double?
        /// Absent in exports made before set kinds: working.
        var kind: SetKind?
        var import_key: Int64?
        /// Version 4 on, on cardio and timed sets.
        var duration_seconds: Int?
        var distance_meters: Double?
        /// On a set done in another exercise's place (issue #52): the exercise the plan named.
        var swapped_from: String?
    }
}
