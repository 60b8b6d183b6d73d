import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation

/// Programs built by hand as the lead's engine hands them to the site: a 5/3/1 squat day (TM 100 kg: 65, 75 and
/// 85 kg, warm-ups, five back-off sets), a GZCLP day (T1, T2, T3, staged) and a PPL day with an A1/A2 superset.
enum ProgramFixtures {
    static let plates = PlateMath(barKg: 20, platesKg: LoadSettings.defaultPlatesKg)

    static func set(_ kind: PrescribedSetKind, _ reps: Int, _ kg: Double?, percent: Double? = nil, repsMax: Int? = nil,
                    rpe: Double? = nil, rir: Int? = nil, barbell: Bool = true) -> PrescribedSet {
        PrescribedSet(kind: kind, reps: reps, repsMax: repsMax, weightKg: kg, percent: percent, of: percent == nil ? nil : .trainingMax,
                      rpe: rpe, rir: rir, platesPerSideKg: barbell ? kg.map { plates.platesPerSide(for: $0) } ?? [] : [])
    }

    /// 5/3/1 week 1 squat day: 40/50/60% warm-ups, 65/75/85% of TM 100 (the last 5+), 5 × 10 at 50%, then
    /// two accessories of three sets.
    static let squatDay: [PrescribedExercise] = [
        PrescribedExercise(liftKey: "Agachamento livre com barra", exerciseID: "agachamento-livre-barra",
                           sets: [set(.warmup, 5, 40, percent: 40), set(.warmup, 5, 50, percent: 50), set(.warmup, 3, 60, percent: 60),
                                  set(.working, 5, 65, percent: 65), set(.working, 5, 75, percent: 75), set(.amrap, 5, 85, percent: 85)]
                               + Array(repeating: set(.backoff, 10, 50, percent: 50), count: 5),
                           restSeconds: 180, reason: "85% do TM de 100 kg"),
        PrescribedExercise(liftKey: "Supino reto com barra", exerciseID: "supino-reto-barra",
                           sets: Array(repeating: set(.working, 8, 40, repsMax: 12, rpe: 8), count: 3), restSeconds: 90),
        PrescribedExercise(liftKey: "Prancha", exerciseID: "prancha",
                           sets: Array(repeating: set(.working, 1, nil, barbell: false), count: 3), restSeconds: 60),
    ]

    /// GZCLP day A1: T1 squat 5x3+ at 100 kg, T2 bench 3x10 at 50 kg, T3 push-ups 3x15+; no superset.
    static let gzclpDay: [PrescribedExercise] = [
        PrescribedExercise(liftKey: "T1 squat", exerciseID: "agachamento-livre-barra",
                           sets: Array(repeating: set(.working, 3, 100), count: 4) + [set(.amrap, 3, 100)], restSeconds: 180,
                           reason: "+5 kg: 5×3 e 8 no último em 19/11", stage: "5x3+"),
        PrescribedExercise(liftKey: "T2 bench", exerciseID: "supino-reto-barra",
                           sets: Array(repeating: set(.working, 10, 50), count: 3), restSeconds: 120, stage: "3x10"),
        PrescribedExercise(liftKey: "T3 push-ups", exerciseID: "flexao-de-bracos",
                           sets: Array(repeating: set(.working, 15, nil, barbell: false), count: 2) + [set(.amrap, 15, nil, barbell: false)],
                           restSeconds: 60),
    ]

    /// PPL push day: bench, then push-ups and plank as superset A1/A2.
    static let pushDay: [PrescribedExercise] = [
        PrescribedExercise(liftKey: "Supino reto com barra", exerciseID: "supino-reto-barra",
                           sets: Array(repeating: set(.working, 8, 60, repsMax: 12, rir: 2), count: 3), restSeconds: 120),
        PrescribedExercise(liftKey: "Flexão de braços", exerciseID: "flexao-de-bracos", superset: "A1",
                           sets: Array(repeating: set(.working, 12, nil, barbell: false), count: 3), restSeconds: 60),
        PrescribedExercise(liftKey: "Prancha", exerciseID: "prancha", superset: "A2",
                           sets: Array(repeating: set(.working, 1, nil, barbell: false), count: 3), restSeconds: 60),
    ]

    /// The loads the site gets for a program day's exercises (what ``PrescribeLoads`` and the engine hand over).
    static func loads(_ day: [PrescribedExercise]) -> [LoadPrescription] {
        day.map { LoadPrescription(targetWeightKg: $0.mainSets.compactMap(\.weightKg).max(), reason: $0.reason, sets: $0.sets,
                                   superset: $0.superset, stage: $0.stage) }
    }

    /// The plan of a program day, with its link to the program.
    static func plan(_ day: [PrescribedExercise], name: String, programID: String, dayIndex: Int) -> Plan {
        Plan(id: 9, name: name, createdAt: LocalDateTime("2026-11-22 06:00:00")!, isActive: true, source: .program,
             forDate: SiteFixtures.today,
             program: PlanProgramLink(runID: 1, programID: programID, position: ProgramPosition(dayIndex: dayIndex, cycle: 1, week: 1, day: 1, dayName: "Agachamento")),
             exercises: day.map { exercise in
                 PlanExercise(exerciseID: exercise.exerciseID, sets: max(exercise.mainSets.count, 1), reps: exercise.mainSets.first?.reps ?? 1,
                              restSeconds: exercise.restSeconds, warmupSets: exercise.sets.filter { $0.kind == .warmup }.count,
                              backoffSets: exercise.sets.filter { $0.kind == .backoff }.count, superset: exercise.superset)
             })
    }

    /// 5/3/1 as its page shows it: two weeks of one day (the second a deload), the person in week 1, day 1 next,
    /// a name and notes that need escaping.
    static func fiveThreeOne(followed: Bool = true, name: String = "5/3/1 <BBB> & \"amigos\"") -> ProgramOverview {
        let program = Program(id: "531-bbb", name: name, description: "Quatro semanas; o último set é 5+ <b>sempre</b>.",
                              audience: "Intermediários com 1 ano de barra", daysPerWeek: 3, equipment: .fullGym, source: "Jim Wendler, 5/3/1",
                              trainingMaxPercent: 90, weeks: [ProgramWeek(number: 1, days: [ProgramDay(name: "Agachamento", entries: [])]),
                                                               ProgramWeek(number: 2, isDeload: true, days: [ProgramDay(name: "Agachamento", entries: [])])])
        let next = ProgramPosition(dayIndex: 0, cycle: 1, week: 1, day: 1, dayName: "Agachamento")
        let deload = [PrescribedExercise(liftKey: "Agachamento livre com barra", exerciseID: "agachamento-livre-barra",
                                         sets: [set(.working, 5, 40, percent: 40), set(.working, 5, 50, percent: 50), set(.working, 5, 60, percent: 60)],
                                         restSeconds: 120, reason: "semana de descarga")]
        return ProgramOverview(
            program: program,
            run: followed ? ProgramRun(id: 1, programID: program.id, startedOn: LocalDate("2026-11-01")!, trainingMaxesKg: ["agachamento-livre-barra": 100]) : nil,
            state: followed ? ProgramState(next: next, daysDone: 0, lifts: ["Agachamento livre com barra": LiftState(trainingMaxKg: 100, reason: "TM <inicial> de 100 kg", byCycle: [95, 100])]) : nil,
            cycle: [[ProgramDayOverview(position: next, isDeload: false, exercises: squatDay, isNext: followed, isDone: false)],
                    [ProgramDayOverview(position: ProgramPosition(dayIndex: 1, cycle: 1, week: 2, day: 1, dayName: "Agachamento"), isDeload: true,
                                        exercises: deload, isNext: false, isDone: false)]],
            progression: [LiftProgression(liftKey: "Agachamento livre com barra", exerciseID: "agachamento-livre-barra", isTrainingMax: true,
                                          kilogramsByCycle: [95, 100])]
        )
    }

    /// GZCLP, not followed: its page shows the cycle without a position.
    static func gzclp() -> ProgramOverview {
        let position = ProgramPosition(dayIndex: 0, cycle: 1, week: 1, day: 1, dayName: "A1")
        return ProgramOverview(
            program: Program(id: "gzclp", name: "GZCLP", daysPerWeek: 3, equipment: .fullGym,
                             lifts: [ProgramLift(key: "T1 squat", exerciseName: "Agachamento livre com barra", exerciseID: "agachamento-livre-barra")],
                             weeks: [ProgramWeek(number: 1, days: [ProgramDay(name: "A1", entries: [])])]),
            run: nil, state: nil,
            cycle: [[ProgramDayOverview(position: position, isDeload: false, exercises: gzclpDay, isNext: false, isDone: false)]],
            progression: [LiftProgression(liftKey: "T1 squat", exerciseID: "agachamento-livre-barra", isTrainingMax: false,
                                          kilogramsByCycle: [100], stage: "5x3+")]
        )
    }
}
