import FitTodayDomain
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
    /// before, so that an older FitToday still reads it.
    public static let version = 2

    /// The version `snapshot` is written as: 2 when it holds anything only version 2 can say, else 1.
    public static func version(of snapshot: DataSnapshot) -> Int {
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
        return Data(OrderedJSON.object(members).rendered().utf8)
    }

    private static func profile(_ profile: Profile) -> OrderedJSON {
        .object([
            ("goal", .string(profile.goal.rawValue)),
            ("equipment", .string(profile.equipment.rawValue)),
            ("level", .string(profile.level.rawValue)),
            ("methodology", .string(profile.methodology.rawValue)),
            ("weekly_frequency", .int(profile.weeklyFrequency)),
            ("conditions", .array(profile.conditions.map { .string($0.rawValue) })),
            ("health_notes", .string(profile.healthNotes)),
        ] + (profile.locale.map { [("locale", OrderedJSON.string($0.rawValue))] } ?? []))
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
            ("focus", .string(checkIn.focus.rawValue)),
            ("soreness", .int(checkIn.soreness)),
            ("sore_region", .optional(checkIn.soreRegion?.rawValue)),
        ])
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
          + (exercise.durationSeconds.map { [("duration_seconds", OrderedJSON.int($0))] } ?? []))
    }

    private static func plan(_ plan: Plan) -> OrderedJSON {
        .plan(plan, includingCompositionKey: true)
    }

    private static func session(_ entry: DataSnapshot.Session) -> OrderedJSON {
        let session = entry.session
        return .object([
            ("id", .optional(session.id)),
            ("started_at", .optional(session.startedAt?.description)),
            ("completed_at", .string(session.completedAt.description)),
            ("status", .string(session.status.rawValue)),
            ("duration_minutes", .optional(session.durationMinutes)),
            ("intensity", .optional(session.intensity?.rawValue)),
            ("plan_id", .optional(session.planID)),
            ("plan_title", .string(session.planTitle)),
            ("notes", .string(session.notes)),
            ("import_key", .optional(entry.importKey)),
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
    /// ``FitTodayError/importFile(reason:)`` and the detail in the log.
    public static func decode(_ data: Data, logger: Logger? = nil) throws(FitTodayError) -> DataSnapshot {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: data), header.format == name else {
            throw .importFile(reason: .notFitTodayExport)
        }
        guard let found = header.version, found >= 1 else { throw .importFile(reason: .exportDamaged) }
        guard found <= version else { throw .importFile(reason: .exportTooNew(found: found, supported: version)) }
        do {
            let file = try decoder.decode(FileDTO.self, from: data)
            // A version 2 file always lists its runs; a version 1 file has none to list.
            guard (found >= 2) == (file.program_runs != nil) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "program_runs and version \(found) disagree"))
            }
            // The database refuses a duration the library could not have written; say so as a damaged file.
            if let timed = file.exercises.first(where: { $0.duration_seconds.map { !ContentLibraryLoader.durationSeconds.contains($0) } ?? false }) {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "duration_seconds of \(timed.id) out of range"))
            }
            return file.snapshot
        } catch {
            logger?.error("Export file does not match format \(version): \(error)")
            throw .importFile(reason: .exportDamaged)
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

        var snapshot: DataSnapshot {
            DataSnapshot(
                profile: profile.map {
                    Profile(goal: $0.goal, equipment: $0.equipment, level: $0.level, methodology: $0.methodology,
                            healthNotes: $0.health_notes, conditions: $0.conditions, weeklyFrequency: $0.weekly_frequency, locale: $0.locale.flatMap(AppLocale.init(rawValue:)))
                },
                entitlement: Entitlement(isPro: entitlement.is_pro, source: entitlement.source, expiresAt: entitlement.expires_at),
                checkIns: check_ins.map { CheckIn(date: $0.date, focus: $0.focus, soreness: $0.soreness, soreRegion: $0.sore_region) },
                exercises: exercises.map {
                    Exercise(id: $0.id, name: $0.name, muscleGroup: $0.muscle_group, equipment: $0.equipment, level: $0.level,
                             instructions: $0.instructions, images: $0.images, tags: $0.tags, origin: $0.origin,
                             otherNames: $0.other_names ?? [], role: $0.role, pattern: $0.pattern, durationSeconds: $0.duration_seconds)
                },
                programRuns: (program_runs ?? []).map { run in
                    ProgramRun(
                        id: run.id, programID: run.program_id, startedOn: run.started_on, endedOn: run.ended_on,
                        maxesKg: run.maxes_kg, trainingMaxesKg: run.training_maxes_kg, startWeightsKg: run.start_weights_kg,
                        trainingMaxChanges: run.training_max_changes.map {
                            TrainingMaxChange(exerciseID: $0.exercise_id, kilograms: $0.kilograms, fromDayIndex: $0.from_day_index, setOn: $0.set_on)
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
                                          kind: $0.kind ?? .working)
                            }
                        ),
                        importKey: session.import_key, setImportKeys: session.sets.map(\.import_key)
                    )
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
    }

    private struct EntitlementDTO: Decodable {
        var is_pro: Bool
        var source: String
        var expires_at: LocalDateTime?
    }

    private struct CheckInDTO: Decodable {
        var date: LocalDate
        var focus: Focus
        var soreness: Int
        var sore_region: MuscleGroup?
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
    }
}
