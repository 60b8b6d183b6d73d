import FitTodayDomain
import Testing

/// A program's lift may name the alternatives it allows (`alternatives:`), which replace the library's rule for it
/// (issue 52, docs/program-format.md).
@Suite struct ProgramAlternativesTests {
    static let library = [
        Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym,
                 level: .beginner, role: .main, pattern: .squat, implement: .barbell),
        Exercise(id: "leg-press-45", name: "Leg press 45°", muscleGroup: .legs, equipment: .fullGym, level: .beginner,
                 role: .secondary, pattern: .squat, implement: .machine),
        Exercise(id: "agachamento-bulgaro", name: "Agachamento búlgaro", muscleGroup: .legs, equipment: .bodyweight, level: .beginner,
                 role: .secondary, pattern: .lunge, implement: .bodyweight),
        Exercise(id: "agachamento-goblet", name: "Agachamento goblet", muscleGroup: .legs, equipment: .home, level: .beginner,
                 role: .secondary, pattern: .squat, implement: .dumbbell),
    ]

    static func text(_ alternatives: String) -> String {
        """
        program: Teste
        days per week: 3
        equipment: full-gym

        lift Agachamento livre com barra
          progress: linear; add 5 kg
          \(alternatives)

        week 1
        day A
          Agachamento livre com barra: 3x5
        """
    }

    static func parse(_ text: String) throws(FitTodayError) -> Program {
        try ProgramParser.parse(text, id: "teste", file: "programs/teste.txt", matcher: ExerciseMatcher(exercises: library))
    }

    @Test func theLiftsLineNamesItsAlternativesResolvedLikeItsOwnName() throws {
        let program = try Self.parse(Self.text("alternatives: Leg press 45, agachamento bulgaro"))
        let lift = try #require(program.lifts.first)
        #expect(lift.alternatives.map(\.exerciseID) == ["leg-press-45", "agachamento-bulgaro"])
        #expect(lift.alternatives.map(\.exerciseName) == ["Leg press 45", "agachamento bulgaro"])
        #expect(try Self.parse(Self.text("")).lifts.first?.alternatives.isEmpty == true)
    }

    @Test func anUnknownNameIsAProblemWithItsLine() {
        #expect {
            try Self.parse(Self.text("alternatives: Leg press 45, Agachamento na lua"))
        } throws: { error in
            guard case let .program(_, problems) = error as? FitTodayError, let problem = problems.first else { return false }
            guard case let .unknownExercise(name, _) = problem.issue else { return false }
            return name == "Agachamento na lua" && problem.line == 7 && problem.column == 31
        }
    }

    @Test func theyReplaceTheLibrarysRuleForThatLift() throws {
        let program = try Self.parse(Self.text("alternatives: Agachamento búlgaro, Leg press 45°"))
        let plan = Plan(name: "A", createdAt: LocalDateTime("2026-12-02 07:00:00")!, source: .program,
                        exercises: [PlanExercise(exerciseID: "agachamento-livre-barra", exerciseName: "Agachamento livre com barra", sets: 3, reps: 5, restSeconds: 180)])
        let day = ReadinessDay(plan: plan, loads: [LoadPrescription(targetWeightKg: 100)])
        struct NoHistory: ExercisePerformanceRepository {
            func recentPerformances(of exerciseIDs: [String], before date: LocalDate, limit: Int) throws(FitTodayError) -> [String: [ExerciseLogEntry]] { [:] }
        }
        let alternatives = TodaysAlternatives(library: Self.library, performances: NoHistory(), settings: LoadSettings(), locale: .ptBR)
        let gym = Profile(goal: .strength, equipment: .fullGym)
        let offered = try alternatives(day, on: LocalDate("2026-12-02")!, profile: gym, checkIn: nil, program: program)
        // The program's two, in its order: the lunge although the library's rule would want a squat, and no goblet.
        #expect(offered.first?.alternatives.map(\.exercise.id) == ["agachamento-bulgaro", "leg-press-45"])
        // Leg press from today's 100 kg squat: 1.5 × 100 kg.
        #expect(offered.first?.alternatives.last?.load.targetWeightKg == 150)
        #expect(offered.first?.alternatives.last?.load.kind == .estimate)
        // Without the program, the library's rule.
        let library = try alternatives(day, on: LocalDate("2026-12-02")!, profile: gym, checkIn: nil, program: nil)
        #expect(library.first?.alternatives.map(\.exercise.id) == ["agachamento-goblet", "leg-press-45"], "the name in common first")
        // Still held to equipment: at home the leg press is gone.
        let home = try alternatives(day, on: LocalDate("2026-12-02")!, profile: Profile(goal: .strength, equipment: .home), checkIn: nil, program: program)
        #expect(home.first?.alternatives.map(\.exercise.id) == ["agachamento-bulgaro"])
    }
}
