import Foundation
import Testing
@testable import FitTodayDomain

@Suite struct ProgramParserTests {
    static let contentPrograms = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "content/programs")

    static func parse(_ text: String, matcher: ExerciseMatcher? = nil) throws(FitTodayError) -> Program {
        try ProgramParser.parse(text, id: "test", file: "programs/test.txt", matcher: matcher)
    }

    static func problems(_ text: String) -> [ProgramProblem] {
        do {
            _ = try parse(text)
            return []
        } catch {
            guard case let .program(_, problems) = error else { return [] }
            return problems
        }
    }

    @Test func everyBuiltInProgramParses() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.contentPrograms.path).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files == ["531-bbb.txt", "531-beginners.txt", "531-fsl.txt", "5x5.txt", "calistenia.txt", "greyskull-lp.txt", "gzclp.txt", "madcow-5x5.txt", "nsuns-5.txt", "phul.txt", "ppl.txt", "smolov-jr.txt", "starting-strength.txt", "texas-method.txt"])
        for file in files {
            let text = try String(contentsOf: Self.contentPrograms.appending(path: file), encoding: .utf8)
            let program = try ProgramParser.parse(text, id: String(file.dropLast(4)), file: file, matcher: nil)
            #expect(!program.weeks.isEmpty && program.daysPerCycle > 0, "\(file)")
            #expect(!program.source.isEmpty && !program.description.isEmpty && !program.audience.isEmpty, "\(file)")
        }
    }

    @Test func fiveThreeOneWeeksReadAsWritten() throws {
        let text = try String(contentsOf: Self.contentPrograms.appending(path: "531-bbb.txt"), encoding: .utf8)
        let program = try ProgramParser.parse(text, id: "531-bbb", file: "531-bbb.txt", matcher: nil)
        #expect(program.trainingMaxPercent == 90)
        #expect(program.weeks.count == 4 && program.daysPerCycle == 16)
        #expect(program.weeks[3].isDeload && !program.weeks[0].isDeload)
        let squat = program.weeks[0].days[3].entries[0]
        #expect(squat.liftKey == "Agachamento livre com barra")
        #expect(squat.sets == [
            ProgramSet(kind: .working, reps: 5, load: .percent(65, of: .trainingMax)),
            ProgramSet(kind: .working, reps: 5, load: .percent(75, of: .trainingMax)),
            ProgramSet(kind: .amrap, reps: 5, load: .percent(85, of: .trainingMax)),
        ])
        #expect(squat.warmup == [ProgramWarmupStep(reps: 5, percent: 60), ProgramWarmupStep(reps: 5, percent: 75), ProgramWarmupStep(reps: 3, percent: 90)])
        let bbb = program.weeks[0].days[3].entries[1]
        #expect(bbb.sets.count == 5 && bbb.sets.allSatisfy { $0.kind == .backoff && $0.reps == 10 && $0.load == .percent(50, of: .trainingMax) })
        #expect(bbb.restSeconds == 90)
        #expect(program.defaultRestSeconds == 180)
        #expect(program.lift(named: "Levantamento terra")?.progression == .trainingMax(step: .automatic))
    }

    @Test func gzclpStagesAndStarts() throws {
        let text = try String(contentsOf: Self.contentPrograms.appending(path: "gzclp.txt"), encoding: .utf8)
        let program = try ProgramParser.parse(text, id: "gzclp", file: "gzclp.txt", matcher: nil)
        #expect(program.weeks.count == 1 && program.weeks[0].days.map(\.name) == ["A1", "B1", "A2", "B2"])
        let t1 = try #require(program.lift(named: "T1 agachamento"))
        #expect(t1.progression == .stages([StageScheme(sets: 5, reps: 3, lastIsAMRAP: true), StageScheme(sets: 6, reps: 2, lastIsAMRAP: true),
                                            StageScheme(sets: 10, reps: 1, lastIsAMRAP: true)], step: .automatic, resetPercent: 85))
        #expect(program.lift(named: "T2 agachamento")?.start == .percentOf(65, liftKey: "T1 agachamento"))
        #expect(program.lift(named: "T3 puxada")?.progression == .amrap([AMRAPStep(minimumReps: 25, step: .kilograms(2.5))]))
        #expect(program.weeks[0].days[0].entries[0].sets.isEmpty)
        #expect(program.weeks[0].days[0].entries[2].sets.last?.kind == .amrap)
    }

    @Test func rangesRPESupersetsAndNotes() throws {
        let program = try Self.parse("""
        program: Teste
        days per week: 2
        equipment: home
        lift Supino: Supino reto com halteres
          progress: linear; add 2 kg; deload 10% after 2 failures
        day Único
          A1 Supino: 3 x 8-12 @ rpe 8; rest 2.5 min; note: Pausa de 1 s; no peito
          A2 Remada unilateral com halter: 2x10 rir 2, 1x10+ @ 20 kg
          Prancha: 1x1 @ 80% 1RM
        """)
        let entries = program.weeks[0].days[0].entries
        #expect(entries[0].superset == "A1" && entries[1].superset == "A2")
        #expect(entries[0].sets == Array(repeating: ProgramSet(reps: 8, repsMax: 12, rpe: 8), count: 3))
        #expect(entries[0].restSeconds == 150 && entries[0].note == "Pausa de 1 s; no peito")
        #expect(entries[1].sets.map(\.rir) == [2, 2, nil] && entries[1].sets[2].load == .kilograms(20) && entries[1].sets[2].kind == .amrap)
        #expect(entries[2].sets[0].load == .percent(80, of: .max))
        #expect(program.lift(named: "Supino")?.progression == .linear(step: .kilograms(2), deloadPercent: 10, failures: 2))
    }

    @Test func everyProblemHasItsLineAndColumn() {
        let problems = Self.problems("""
        program: Quebrado
        days per week: nove
        equipment: full-gym
        lift Agachamento livre com barra
          progress: às vezes
        day A
          Agachamento livre com barra: 5x5; rest 10 min
          Supino: cinco
        """)
        #expect(problems.map { [$0.line, $0.column] } == [[2, 1], [5, 13], [7, 37], [8, 11]])
        #expect(problems.map(\.issue) == [.invalidNumber(field: "days per week", value: "nove"), .invalidProgression("às vezes"),
                                          .restOutOfRange(seconds: 600), .invalidSets("cinco")])
    }

    /// Found by FuzzProgram: a rest of more digits than an Int holds trapped. It is a rest out of range, as 10 min is.
    @Test func aRestOfManyDigitsIsOutOfRangeNotATrap() {
        let digits = String(repeating: "9", count: 60)
        let problems = Self.problems("""
        program: Longo
        days per week: 1
        equipment: full-gym
        rest: \(digits) s
        day A
          Agachamento livre com barra: 5x5; rest \(digits) min
        """)
        #expect(problems.map(\.issue) == [.invalidRest("\(digits) s"), .restOutOfRange(seconds: 86_400)])
    }

    /// A load of 26 digits was read, and every day of the program trapped on it (plates, rounding). A load, a start or
    /// a step past the heaviest load a set may hold (1000 kg) is not understood, in either direction.
    @Test func aLoadPastTheHeaviestASetMayHoldIsNotUnderstood() {
        let digits = String(repeating: "9", count: 26)
        let problems = Self.problems("""
        program: Pesado
        days per week: 1
        equipment: full-gym
        lift Agachamento livre com barra
          progress: linear; add \(digits) kg
          start: 1001 kg
        day A
          Agachamento livre com barra: 5x5 @ \(digits) kg
          Agachamento livre com barra: 5x5 @ 1000 kg
          Agachamento livre com barra: 3x5 @ 1000.5kg
        """)
        #expect(problems.map(\.issue) == [.invalidProgression("linear; add \(digits) kg"), .invalidStart("1001 kg"),
                                          .invalidSets("5x5 @ \(digits) kg"), .invalidSets("3x5 @ 1000.5kg")])
    }

    @Test func problemsReadInBothLanguages() {
        let error = FitTodayError.program(file: "programs/x.txt", problems: [ProgramProblem(line: 3, column: 7, issue: .invalidSets("cinco"))])
        #expect(error.category.exitCode == 13)
        #expect(error.message(.ptBR).hasPrefix("programs/x.txt:3:7: não entendi as séries \"cinco\""))
        #expect(error.message(.en).hasPrefix("programs/x.txt:3:7: the sets \"cinco\" are not understood"))
    }

    @Test func missingPiecesAreNamed() {
        let problems = Self.problems("program: Vazio\n")
        #expect(problems.map(\.issue).contains(.missingHeader("days per week")))
        #expect(problems.map(\.issue).contains(.missingHeader("equipment")))
        #expect(problems.map(\.issue).contains(.noDays))
        #expect(Self.problems("program: X\ndays per week: 3\nequipment: home\nday A\n  Supino: 3x5 @ 80%\n").map(\.issue) == [.percentWithoutBase("Supino")])
        #expect(Self.problems("program: X\ndays per week: 3\nequipment: home\nday A\n  Supino\n").map(\.issue) == [.noSets("Supino")])
        #expect(Self.problems("program: X\ndays per week: 3\nequipment: home\nday A\nday B\n  Supino: 3x5\n").map(\.issue) == [.emptyDay("A")])
        #expect(Self.problems("program: X\ncolor: azul\ndays per week: 3\nequipment: home\nday A\n  Supino: 3x5\n").map(\.issue) == [.unknownHeader("color")])
        #expect(Self.problems("program: X\ndays per week: 3\nequipment: home\nday A\n  Supino: 11x5\n").map(\.issue) == [.tooManySets(11)])
    }
}

/// Every example of docs/program-format.md parses (names are checked against the library in the Data tests).
@Suite struct ProgramFormatDocumentTests {
    static let document = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "docs/program-format.md")

    /// The text of every fenced block marked `program`.
    static func examples() throws -> [String] {
        let text = try String(contentsOf: document, encoding: .utf8)
        var blocks: [String] = [], current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```program" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    @Test func everyExampleParses() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 5, "the reference and the published programs' features each have one")
        for (index, example) in examples.enumerated() {
            let program = try ProgramParser.parse(example, id: "example-\(index)", file: "docs/program-format.md", matcher: nil)
            #expect(program.daysPerCycle >= 1)
        }
    }
}
