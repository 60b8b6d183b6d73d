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
}
