import Foundation
import Testing
@testable import FitTodayDomain

@Suite struct ProgramEngineTests {
    static let library: [Exercise] = [
        Exercise(id: "agachamento-livre-barra", name: "Agachamento livre com barra", muscleGroup: .legs, equipment: .fullGym),
        Exercise(id: "supino-reto-com-barra", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym),
        Exercise(id: "desenvolvimento-militar-com-barra", name: "Desenvolvimento militar com barra", muscleGroup: .shoulders, equipment: .fullGym),
        Exercise(id: "levantamento-terra", name: "Levantamento terra", muscleGroup: .back, equipment: .fullGym),
        Exercise(id: "remada-curvada-com-barra", name: "Remada curvada com barra", muscleGroup: .back, equipment: .fullGym),
        Exercise(id: "puxada-frontal", name: "Puxada frontal", muscleGroup: .back, equipment: .fullGym),
        Exercise(id: "remada-unilateral-com-halter", name: "Remada unilateral com halter", muscleGroup: .back, equipment: .home),
        Exercise(id: "flexao-de-bracos", name: "Flexão de braços", muscleGroup: .chest, equipment: .bodyweight),
        Exercise(id: "flexao-com-pes-elevados", name: "Flexão com pés elevados", muscleGroup: .chest, equipment: .bodyweight),
    ]
    static let byID = Dictionary(uniqueKeysWithValues: library.map { ($0.id, $0) })

    static func program(_ file: String) throws -> Program {
        let text = try String(contentsOf: ProgramParserTests.contentPrograms.appending(path: file), encoding: .utf8)
        return try ProgramParser.parse(text, id: String(file.dropLast(4)), file: file, matcher: ExerciseMatcher(exercises: library + [
            Exercise(id: "levantamento-terra-romeno", name: "Levantamento terra romeno", muscleGroup: .legs, equipment: .fullGym),
            Exercise(id: "supino-inclinado-com-halteres", name: "Supino inclinado com halteres", muscleGroup: .chest, equipment: .home),
            Exercise(id: "triceps-pulley", name: "Tríceps pulley", muscleGroup: .arms, equipment: .fullGym),
            Exercise(id: "face-pull", name: "Face pull", muscleGroup: .shoulders, equipment: .fullGym),
            Exercise(id: "rosca-direta-com-barra", name: "Rosca direta com barra", muscleGroup: .arms, equipment: .fullGym),
            Exercise(id: "leg-press-45", name: "Leg press 45°", muscleGroup: .legs, equipment: .fullGym),
            Exercise(id: "elevacao-de-panturrilha-em-pe", name: "Elevação de panturrilha em pé", muscleGroup: .legs, equipment: .fullGym),
        ]))
    }

    static let start = LocalDate(year: 2026, month: 11, day: 2)!

    /// A session of program day `day` logged `daysAfterStart` days in, with `sets` as (exercise, reps, kg).
    static func session(_ id: Int64, day: Int, _ sets: [(String, Int, Double?)], status: SessionStatus = .completed) -> ProgramSession {
        var numbers: [String: Int] = [:]
        let logged = sets.map { exercise, reps, kg -> LoggedSet in
            numbers[exercise, default: 0] += 1
            return LoggedSet(exerciseID: exercise, setNumber: numbers[exercise]!, reps: reps, weightKg: kg)
        }
        let date = LocalDate(daysSinceEpoch: start.daysSinceEpoch + Int(id))
        return ProgramSession(sessionID: id, dayIndex: day, completedAt: LocalDateTime(startOf: date), status: status, sets: logged)
    }

    static func loads(_ exercise: PrescribedExercise, _ kind: PrescribedSetKind...) -> [Double?] {
        exercise.sets.filter { kind.contains($0.kind) }.map(\.weightKg)
    }

    @Test func fiveThreeOneWeeksFromTheTrainingMax() throws {
        let program = try Self.program("531-bbb.txt")
        let run = ProgramRun(programID: "531-bbb", startedOn: Self.start, trainingMaxesKg: [
            "agachamento-livre-barra": 100, "supino-reto-com-barra": 70, "desenvolvimento-militar-com-barra": 45, "levantamento-terra": 120,
        ])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let state = engine.initialState()
        let week1 = engine.prescribe(program.position(ofDay: 3), state: state)
        #expect(week1[0].exerciseID == "agachamento-livre-barra")
        #expect(Self.loads(week1[0], .working, .amrap) == [65, 75, 85])
        #expect(week1[0].sets.last?.kind == .amrap && week1[0].sets.last?.reps == 5)
        #expect(week1[0].sets.last?.reason == "85% do TM de 100 kg")
        #expect(week1[0].sets.last?.platesPerSideKg == [25, 5, 2.5])
        #expect(Self.loads(week1[1], .backoff) == Array(repeating: 50, count: 5))
        let week2 = engine.prescribe(program.position(ofDay: 7), state: state)
        #expect(Self.loads(week2[0], .working, .amrap) == [70, 80, 90])
        let week4 = engine.prescribe(program.position(ofDay: 15), state: state)
        #expect(Self.loads(week4[0], .working) == [40, 50, 60])
        #expect(week4[0].reason == "semana de descarga")

        // A whole cycle logged: the next squat day uses a TM of 105 (+5 kg lower body; bench +2.5).
        let sessions = (0..<16).map { day in Self.session(Int64(day + 1), day: day, [("agachamento-livre-barra", 5, 60)]) }
        let after = engine.state(after: sessions)
        #expect(after.next.cycle == 2 && after.next.week == 1 && after.next.day == 1)
        #expect(after.lifts["Agachamento livre com barra"]?.trainingMaxKg == 105)
        #expect(after.lifts["Supino reto com barra"]?.trainingMaxKg == 72.5)
        #expect(after.lifts["Levantamento terra"]?.trainingMaxKg == 125)
        let nextSquat = engine.prescribe(program.position(ofDay: 19), state: after)
        #expect(Self.loads(nextSquat[0], .working, .amrap) == [67.5, 80, 90])
        #expect(nextSquat[0].sets.first { $0.kind == .working }?.reason == "65% do TM de 105 kg; 68,25 kg arredondado para 67,5 kg")
    }

    @Test func trainingMaxFromTheMax() throws {
        let program = try Self.program("531-bbb.txt")
        let run = ProgramRun(programID: "531-bbb", startedOn: Self.start, maxesKg: ["agachamento-livre-barra": 150])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .en)
        let state = engine.initialState()
        #expect(state.lifts["Agachamento livre com barra"]?.trainingMaxKg == 135)
        let day = engine.prescribe(program.position(ofDay: 0), state: state)
        #expect(day[0].hint == "Your training max is missing: give it with fittoday program tm \"Desenvolvimento militar com barra=KG\".")
    }

    @Test func gzclpStagesFollowTheLoggedReps() throws {
        let program = try Self.program("gzclp.txt")
        let run = ProgramRun(programID: "gzclp", startedOn: Self.start, startWeightsKg: ["agachamento-livre-barra": 100, "supino-reto-com-barra": 60])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let first = engine.prescribe(program.position(ofDay: 0), state: engine.initialState())
        #expect(first[0].stage == "5x3+" && Self.loads(first[0], .working, .amrap) == [100, 100, 100, 100, 100])
        #expect(first[1].stage == "3x10" && Self.loads(first[1], .working) == [40, 40, 40], "T2 bench at 65% of 60, rounded")
        #expect(first[2].hint != nil && first[2].sets.allSatisfy { $0.weightKg == nil })

        let squat = "agachamento-livre-barra"
        let success = engine.state(after: [Self.session(1, day: 0, [(squat, 3, 100), (squat, 3, 100), (squat, 3, 100), (squat, 3, 100), (squat, 6, 100)])])
        #expect(success.lifts["T1 agachamento"]?.weightKg == 105 && success.lifts["T1 agachamento"]?.stage == 0)
        #expect(success.lifts["T1 agachamento"]?.reason == "+5 kg: 4×3 e 6 no último em 03/11")
        let nextA1 = engine.prescribe(program.position(ofDay: 4), state: success)
        #expect(nextA1[0].stage == "5x3+" && Self.loads(nextA1[0], .working, .amrap) == Array(repeating: 105, count: 5))

        let failure = engine.state(after: [Self.session(1, day: 0, [(squat, 3, 100), (squat, 3, 100), (squat, 3, 100), (squat, 2, 100), (squat, 2, 100)])])
        #expect(failure.lifts["T1 agachamento"]?.weightKg == 100 && failure.lifts["T1 agachamento"]?.stage == 1)
        #expect(failure.lifts["T1 agachamento"]?.reason == "6×2+: o 5×3+ falhou em 03/11 (13 de 15)")
        let again = engine.prescribe(program.position(ofDay: 4), state: failure)
        #expect(again[0].stage == "6x2+" && Self.loads(again[0], .working, .amrap) == Array(repeating: 100, count: 6))

        // 6x2+ and 10x1+ fail too: back to 5x3+ at 85% of 100.
        let fiveByThree: [(String, Int, Double?)] = [(squat, 3, 100), (squat, 3, 100), (squat, 3, 100), (squat, 2, 100), (squat, 2, 100)]
        let sixByTwo: [(String, Int, Double?)] = Array(repeating: (squat, 1, 100), count: 6)
        let tenByOne: [(String, Int, Double?)] = Array(repeating: (squat, 0, 100), count: 10)
        let sessions: [ProgramSession] = [Self.session(1, day: 0, fiveByThree), Self.session(2, day: 4, sixByTwo), Self.session(3, day: 8, tenByOne)]
        let reset = engine.state(after: sessions)
        #expect(reset.lifts["T1 agachamento"]?.stage == 0 && reset.lifts["T1 agachamento"]?.weightKg == 85)
    }

    @Test func missedAndSkippedDaysDoNotMoveTheProgram() throws {
        let program = try Self.program("5x5.txt")
        let run = ProgramRun(programID: "5x5", startedOn: Self.start, startWeightsKg: ["agachamento-livre-barra": 60])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let squat = "agachamento-livre-barra"
        let done = Self.session(1, day: 0, Array(repeating: (squat, 5, 60.0), count: 5))
        let skipped = Self.session(5, day: 1, [], status: .skipped)
        let state = engine.state(after: [done, skipped])
        #expect(state.next.dayIndex == 1 && state.next.dayName == "B" && state.daysDone == 1)
        #expect(state.lifts["Agachamento livre com barra"]?.weightKg == 62.5)
    }

    @Test func threeFailuresAtOneWeightDeloadTenPercent() throws {
        let program = try Self.program("5x5.txt")
        let run = ProgramRun(programID: "5x5", startedOn: Self.start, startWeightsKg: ["agachamento-livre-barra": 100])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let squat = "agachamento-livre-barra"
        let short = [(squat, 5, 100.0), (squat, 5, 100.0), (squat, 5, 100.0), (squat, 4, 100.0), (squat, 3, 100.0)]
        let two = engine.state(after: [Self.session(1, day: 0, short), Self.session(2, day: 1, short)])
        #expect(two.lifts["Agachamento livre com barra"]?.weightKg == 100 && two.lifts["Agachamento livre com barra"]?.failures == 2)
        let three = engine.state(after: [Self.session(1, day: 0, short), Self.session(2, day: 1, short), Self.session(3, day: 2, short)])
        #expect(three.lifts["Agachamento livre com barra"]?.weightKg == 90)
        #expect(three.lifts["Agachamento livre com barra"]?.reason == "−10%: 3 falhas seguidas em 100 kg")
    }

    @Test func progressionCountsTheWeightActuallyLifted() throws {
        let program = try Self.program("5x5.txt")
        let run = ProgramRun(programID: "5x5", startedOn: Self.start, startWeightsKg: ["agachamento-livre-barra": 100])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let squat = "agachamento-livre-barra"
        // Every rep, but at 90 kg instead of 100: the next weight grows from 90.
        let lighter = engine.state(after: [Self.session(1, day: 0, Array(repeating: (squat, 5, 90.0), count: 5))])
        #expect(lighter.lifts["Agachamento livre com barra"]?.weightKg == 92.5)
    }

    @Test func doubleProgressionAddsWeightAtTheTopOfTheRange() throws {
        let program = try Self.program("ppl.txt")
        let run = ProgramRun(programID: "ppl", startedOn: Self.start, startWeightsKg: ["supino-reto-com-barra": 60, "agachamento-livre-barra": 80])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let bench = "supino-reto-com-barra"
        let notYet = engine.state(after: [Self.session(1, day: 0, [(bench, 12, 60), (bench, 11, 60), (bench, 10, 60)])])
        #expect(notYet.lifts["Supino reto com barra"]?.weightKg == 60)
        let top = engine.state(after: [Self.session(1, day: 0, [(bench, 12, 60), (bench, 12, 60), (bench, 12, 60)])])
        #expect(top.lifts["Supino reto com barra"]?.weightKg == 62.5)
        let day = engine.prescribe(program.position(ofDay: 3), state: top)
        #expect(day[0].sets.filter { $0.kind == .working }.allSatisfy { $0.reps == 8 && $0.repsMax == 12 && $0.weightKg == 62.5 })
        let squat = "agachamento-livre-barra"
        let legs = engine.state(after: [Self.session(1, day: 2, [(squat, 12, 80), (squat, 12, 80), (squat, 12, 80)])])
        #expect(legs.lifts["Agachamento livre com barra"]?.weightKg == 85, "lower-body barbell: +5 kg")
        let pull = engine.prescribe(program.position(ofDay: 1), state: top)
        #expect(pull[2].superset == "A1" && pull[3].superset == "A2")
    }

    /// The library as English shows it: each exercise's English name first, the Portuguese one among its other names.
    /// "Overhead press" says no bar; the loads must still be a barbell's, the same as in Portuguese.
    @Test func theLoadsAreTheSameWhicheverLanguageTheLibraryIsShownIn() throws {
        let program = try Self.program("531-bbb.txt")
        let run = ProgramRun(programID: "531-bbb", startedOn: Self.start, trainingMaxesKg: ["desenvolvimento-militar-com-barra": 45, "levantamento-terra": 120])
        let english = ["desenvolvimento-militar-com-barra": "Overhead press", "levantamento-terra": "Deadlift", "agachamento-livre-barra": "Back squat"]
        var shownInEnglish = Self.byID
        for (id, name) in english { shownInEnglish[id]?.otherNames = [Self.byID[id]!.name]; shownInEnglish[id]?.name = name }
        for day in [0, 1, 3] {
            let position = program.position(ofDay: day)
            let portuguese = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
            let inEnglish = ProgramEngine(program: program, run: run, exercises: shownInEnglish, settings: LoadSettings(), locale: .en)
            let pt = portuguese.prescribe(position, state: portuguese.initialState())
            let en = inEnglish.prescribe(position, state: inEnglish.initialState())
            #expect(pt.map { $0.sets.map(\.weightKg) } == en.map { $0.sets.map(\.weightKg) }, "day \(day)")
            #expect(pt.map { $0.sets.map(\.platesPerSideKg) } == en.map { $0.sets.map(\.platesPerSideKg) }, "day \(day)")
        }
        // The press's first warm-up is the empty bar, not 17.5 kg.
        let press = ProgramEngine(program: program, run: run, exercises: shownInEnglish, settings: LoadSettings(), locale: .en)
            .prescribe(program.position(ofDay: 0), state: ProgramEngine(program: program, run: run, exercises: shownInEnglish,
                                                                           settings: LoadSettings(), locale: .en).initialState())
        #expect(press[0].sets.first?.weightKg == 20)
        #expect(LoadImplement(exercise: shownInEnglish["desenvolvimento-militar-com-barra"]!) == .barbell)
    }

    @Test func sorenessKeepsLoadsAndDropsBackoffSets() throws {
        let program = try Self.program("531-bbb.txt")
        let run = ProgramRun(programID: "531-bbb", startedOn: Self.start, trainingMaxesKg: ["desenvolvimento-militar-com-barra": 50])
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let sore = engine.prescribe(program.position(ofDay: 0), state: engine.initialState(), soreness: 6)
        #expect(Self.loads(sore[0], .working) == [32.5, 37.5, 42.5])
        #expect(sore[0].sets.allSatisfy { $0.kind != PrescribedSetKind.amrap })
        #expect(sore[1].sets.isEmpty)
    }

    @Test func trainingMaxChangesApplyFromTheirDayOn() throws {
        let program = try Self.program("531-bbb.txt")
        var run = ProgramRun(programID: "531-bbb", startedOn: Self.start, trainingMaxesKg: ["agachamento-livre-barra": 100])
        run.trainingMaxChanges = [TrainingMaxChange(exerciseID: "agachamento-livre-barra", kilograms: 110, fromDayIndex: 2, setOn: Self.start)]
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        #expect(engine.state(after: [Self.session(1, day: 0, [])]).lifts["Agachamento livre com barra"]?.trainingMaxKg == 100)
        let later = engine.state(after: [Self.session(1, day: 0, []), Self.session(2, day: 1, [])])
        #expect(later.lifts["Agachamento livre com barra"]?.trainingMaxKg == 110)
    }

    @Test func platesPerSideAndRoundingToThePlates() {
        let plates = PlateMath(barKg: 20, platesKg: LoadSettings.defaultPlatesKg)
        #expect(plates.platesPerSide(for: 85) == [25, 5, 2.5])
        #expect(plates.platesPerSide(for: 20).isEmpty)
        #expect(plates.nearestLoad(to: 68.25) == 67.5)
        #expect(plates.nearestLoad(to: 68.75) == 70, "a tie goes up")
        let big = PlateMath(barKg: 20, platesKg: [20, 10, 5])
        #expect(big.nearestLoad(to: 64) == 60 && big.nearestLoad(to: 66) == 70)
        #expect(big.platesPerSide(for: 70) == [20, 5])
        #expect(big.nearestLoad(to: 10) == 20, "never under the bar")
    }

    @Test func bodyweightLiftsMoveToAHarderVariation() throws {
        let program = try ProgramParser.parse("""
        program: Flexões
        days per week: 3
        equipment: bodyweight
        lift Flexões: Flexão de braços
          progress: double
          variations: Flexão com pés elevados
        day A
          Flexões: 3x8-12
        """, id: "f", file: "f.txt", matcher: ExerciseMatcher(exercises: Self.library))
        let run = ProgramRun(programID: "f", startedOn: Self.start)
        let engine = ProgramEngine(program: program, run: run, exercises: Self.byID, settings: LoadSettings(), locale: .ptBR)
        let state = engine.state(after: [Self.session(1, day: 0, Array(repeating: ("flexao-de-bracos", 12, nil), count: 3))])
        let next = engine.prescribe(state.next, state: state)
        #expect(next[0].exerciseID == "flexao-com-pes-elevados" && next[0].hint == nil)
        #expect(next[0].sets.allSatisfy { $0.weightKg == nil && $0.reps == 8 })
    }
}
