import Testing
@testable import FitTodayDomain

/// The program language's features for issue 44's programs: each read as docs/program-format.md writes it, and a
/// mistake in it named by line and column.
@Suite struct ProgramFeatureTests {
    static let header = """
    program: Teste
    days per week: 3
    equipment: full-gym

    """

    @Test func anAMRAPRowMayDeloadByAShare() throws {
        let program = try ProgramParser.parse(Self.header + """
        lift Supino reto com barra
          progress: amrap; 0-4 deload 10%; 5-9 add 1.25 kg; 10+ add 2.5 kg
        day A
          Supino reto com barra: 3x5+
        """, id: "t", file: "t.txt", matcher: nil)
        #expect(program.lifts[0].progression == .amrap([
            AMRAPStep(minimumReps: 0, maximumReps: 4, step: .kilograms(0), deloadPercent: 10),
            AMRAPStep(minimumReps: 5, maximumReps: 9, step: .kilograms(1.25)),
            AMRAPStep(minimumReps: 10, step: .kilograms(2.5)),
        ]))
        let problems = ProgramParserTests.problems(Self.header + """
        lift Supino reto com barra
          progress: amrap; 0-4 deload 80%; 5+ add 1.25 kg
        day A
          Supino reto com barra: 3x5+
        """)
        #expect(problems.map { [$0.line, $0.column] } == [[5, 13]])
        #expect(problems.map(\.issue) == [.invalidProgression("amrap; 0-4 deload 80%; 5+ add 1.25 kg")])
    }

    @Test func aProgramThatEndsAChosenLiftAndKilogramsOnAPercentage() throws {
        let text = Self.header + """
        cycles: 1
        lift Levantamento: any; en: Lift
        week 1
        day A
          Levantamento: 6x6 @ 70% 1RM
        week 2
        day A
          Levantamento: 6x6 @ 70% 1RM + 2.5 kg
        """
        let program = try ProgramParser.parse(text, id: "t", file: "t.txt", matcher: nil)
        #expect(program.cycles == 1 && program.lifts[0].isChosenAtStart)
        #expect(program.weeks[1].days[0].entries[0].sets.allSatisfy { $0.addedKg == 2.5 && $0.load == .percent(70, of: .max) })
        let squat = Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym)
        let run = ProgramRun(programID: "t", startedOn: LocalDate("2026-11-02")!, maxesKg: [squat.id: 140])
        let engine = ProgramEngine(program: program, run: run, exercises: [squat.id: squat], settings: LoadSettings(), locale: .ptBR)
        #expect(engine.program.lifts[0].exerciseID == squat.id)
        let day = { (index: Int, date: String) in
            ProgramSession(sessionID: Int64(index + 1), dayIndex: index, completedAt: LocalDateTime("\(date) 07:00:00")!, status: .completed,
                           sets: [LoggedSet(exerciseID: squat.id, setNumber: 1, reps: 6, weightKg: 97.5)])
        }
        let week2 = engine.prescribe(program.position(ofDay: 1), state: engine.state(after: [day(0, "2026-11-02")]))
        let loads: [Double?] = week2[0].mainSets.map(\.weightKg)
        #expect(week2[0].exerciseID == squat.id && loads == Array(repeating: 100, count: 6)) // 98 + 2.5, rounded
        let over = engine.state(after: [day(0, "2026-11-02"), day(1, "2026-11-04"), day(2, "2026-11-06")])
        #expect(over.finished && over.daysDone == 2, "a day logged past the end does not count")
        #expect(!engine.state(after: [day(0, "2026-11-02")]).finished)

        let problems = ProgramParserTests.problems(text.replacingOccurrences(of: "cycles: 1", with: "cycles: zero")
            .replacingOccurrences(of: "+ 2.5 kg", with: "+ muito"))
        #expect(problems.map { [$0.line, $0.column] } == [[4, 1], [11, 17]])
        #expect(problems.map(\.issue) == [.invalidNumber(field: "cycles", value: "zero"), .invalidSets("6x6 @ 70% 1RM + muito")])
    }

    @Test func aLoadMayReferToAnotherDaysLoad() throws {
        let text = Self.header + """
        lift Agachamento livre com barra
          progress: linear; add 2.5 kg
        day Volume
          Agachamento livre com barra: 5x5 @ 90% of Intensidade
        day Recuperação; en: Recovery
          Agachamento livre com barra: 2x5 @ 80% of Volume
        day Intensidade; en: Intensity
          Agachamento livre com barra: 1x5
        """
        let squat = Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym)
        let program = try ProgramParser.parse(text, id: "t", file: "t.txt", matcher: ExerciseMatcher(exercises: [squat]), locale: .en)
        #expect(program.weeks[0].days[0].entries[0].sets.allSatisfy { $0.ofDay == 2 && $0.load == .percent(90, of: .day) })
        #expect(program.weeks[0].days[1].entries[0].sets.allSatisfy { $0.ofDay == 0 })
        let run = ProgramRun(programID: "t", startedOn: LocalDate("2026-11-02")!, startWeightsKg: [squat.id: 140])
        let engine = ProgramEngine(program: program, run: run, exercises: [squat.id: squat], settings: LoadSettings(), locale: .en)
        let state = engine.initialState()
        let monday = engine.prescribe(program.position(ofDay: 0), state: state)[0]
        #expect(monday.mainSets.map(\.weightKg) == Array(repeating: 125.0, count: 5)) // 90% of 140 = 126 → 125
        #expect(monday.mainSets.first?.reason == "90% of 140 kg (Intensity); 126 kg rounded to 125 kg")
        let wednesday = engine.prescribe(program.position(ofDay: 1), state: state)[0]
        #expect(wednesday.mainSets.map(\.weightKg) == [100.0, 100]) // 80% of Monday's 125
        // Monday and Wednesday are no test: a short Monday moves nothing.
        let short = ProgramSession(sessionID: 1, dayIndex: 0, completedAt: LocalDateTime("2026-11-02 07:00:00")!, status: .completed,
                                   sets: [LoggedSet(exerciseID: squat.id, setNumber: 1, reps: 2, weightKg: 125)])
        #expect(engine.state(after: [short]).lifts["Agachamento livre com barra"]?.weightKg == 140)
        // An unknown day, or a day without the lift, is named by line and column.
        let problems = ProgramParserTests.problems(text.replacingOccurrences(of: "80% of Volume", with: "80% of Domingo"))
        #expect(problems.map { [$0.line, $0.column] } == [[9, 32]])
        #expect(problems.map(\.issue) == [.unknownLift("domingo")])
    }

    @Test func rampsOfTheTopSetAndAWeekRepeatedOnAMiss() throws {
        let text = Self.header + """
        lift Agachamento livre com barra
          progress: weekly; add 2.5%
        day A
          Agachamento livre com barra: 5 @ 50% of top, 5 @ 75% of top, 5
        day B
          Agachamento livre com barra: 3 @ 102.5% of top
        """
        let squat = Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym)
        let program = try ProgramParser.parse(text, id: "t", file: "t.txt", matcher: ExerciseMatcher(exercises: [squat]))
        #expect(program.lifts[0].progression == .weekly(percent: 2.5))
        let run = ProgramRun(programID: "t", startedOn: LocalDate("2026-11-02")!, startWeightsKg: [squat.id: 100])
        let engine = ProgramEngine(program: program, run: run, exercises: [squat.id: squat], settings: LoadSettings(), locale: .ptBR)
        func session(_ index: Int, _ sets: [(Int, Double)]) -> ProgramSession {
            ProgramSession(sessionID: Int64(index + 1), dayIndex: index, completedAt: LocalDateTime("2026-11-0\(index + 2) 07:00:00")!,
                           status: .completed, sets: sets.enumerated().map { LoggedSet(exerciseID: squat.id, setNumber: $0.offset + 1, reps: $0.element.0, weightKg: $0.element.1) })
        }
        let first = engine.prescribe(program.position(ofDay: 0), state: engine.initialState())[0]
        #expect(first.mainSets.map(\.weightKg) == [50, 75, 100])
        #expect(first.mainSets[0].reason == "50% da série mais pesada (100 kg)")
        let done = [session(0, [(5, 50), (5, 75), (5, 100)]), session(1, [(3, 102.5)])]
        #expect(engine.state(after: done).lifts["Agachamento livre com barra"]?.weightKg == 102.5)
        // The triple fell short: the week again, at 100.
        let missed = [session(0, [(5, 50), (5, 75), (5, 100)]), session(1, [(2, 102.5)])]
        let again = engine.state(after: missed).lifts["Agachamento livre com barra"]
        #expect(again?.weightKg == 100 && again?.reason?.hasPrefix("mesma semana de novo") == true)
        // Half a week moves nothing yet.
        #expect(engine.state(after: [done[0]]).lifts["Agachamento livre com barra"]?.weightKg == 100)

        let problems = ProgramParserTests.problems(text.replacingOccurrences(of: "add 2.5%", with: "add 50%"))
        #expect(problems.map { [$0.line, $0.column] } == [[5, 13]])
        #expect(problems.map(\.issue) == [.invalidProgression("weekly; add 50%")])
    }

    @Test func anAMRAPTableMovesATrainingMaxByTheHeavyDaysOnePlusSet() throws {
        let text = Self.header + """
        training max: 90%
        lift Agachamento livre com barra
          progress: amrap; 0-1 add 0 kg; 2-5 add 2.5 kg; 6+ add 5 kg
        day Volume
          Agachamento livre com barra: 8 @ 65%, 8+ @ 65%; no test
        day Pesado
          Agachamento livre com barra: 3 @ 85%, 1+ @ 95%, 5+ @ 65%
        day Frontal
          Agachamento livre com barra: 3x5 @ 55%; exercise: Agachamento frontal com barra
        """
        let squat = Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym)
        let front = Exercise(id: "agachamento-frontal-com-barra", name: "Agachamento frontal com barra", muscleGroup: .legs, equipment: .fullGym)
        let program = try ProgramParser.parse(text, id: "t", file: "t.txt", matcher: ExerciseMatcher(exercises: [squat, front]))
        #expect(!program.weeks[0].days[0].entries[0].isTest && program.weeks[0].days[1].entries[0].isTest)
        #expect(program.weeks[0].days[2].entries[0].exerciseID == front.id && program.weeks[0].days[2].entries[0].liftKey == "Agachamento livre com barra")
        let run = ProgramRun(programID: "t", startedOn: LocalDate("2026-11-02")!, trainingMaxesKg: [squat.id: 100])
        let engine = ProgramEngine(program: program, run: run, exercises: [squat.id: squat, front.id: front], settings: LoadSettings(), locale: .ptBR)
        func session(_ index: Int, _ id: String, _ sets: [(Int, Double)]) -> ProgramSession {
            ProgramSession(sessionID: Int64(index + 1), dayIndex: index, completedAt: LocalDateTime("2026-11-0\(index + 2) 07:00:00")!, status: .completed,
                           sets: sets.enumerated().map { LoggedSet(exerciseID: id, setNumber: $0.offset + 1, reps: $0.element.0, weightKg: $0.element.1) })
        }
        // 12 on the volume day's 8+ moves nothing; 4 on the 1+ (not the 10 on the 5+ after it) is +2.5 kg, at the week's end.
        let week = [session(0, squat.id, [(8, 65), (12, 65)]), session(1, squat.id, [(3, 85), (4, 95), (10, 65)])]
        let before = engine.state(after: week)
        #expect(before.lifts["Agachamento livre com barra"]?.trainingMaxKg == 100)
        let frontDay = engine.prescribe(program.position(ofDay: 2), state: before)[0]
        #expect(frontDay.exerciseID == front.id && frontDay.mainSets.map(\.weightKg) == [55.0, 55, 55]) // the week's TM of 100
        let after = engine.state(after: week + [session(2, front.id, [(5, 55), (5, 55), (5, 55)])])
        #expect(after.lifts["Agachamento livre com barra"]?.trainingMaxKg == 102.5)

        let problems = ProgramParserTests.problems(text.replacingOccurrences(of: "exercise: Agachamento frontal com barra", with: "exercise:"))
        #expect(problems.map { [$0.line, $0.column] } == [[12, 43]])
        #expect(problems.map(\.issue) == [.invalidOption("exercise:")])
    }
}
