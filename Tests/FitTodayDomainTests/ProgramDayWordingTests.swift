import FitTodayDomain
import Testing

/// A program day is stored with the words of the language it was planned in, and shown in the language of the
/// command or the site (issue 29): its position is stored, so it is worded again at display.
@Suite struct ProgramDayWordingTests {
    static let text = """
    program: Empurra e puxa
    program en: Push and pull
    days per week: 2
    equipment: home
    day Empurrar; en: Push
      Supino: 3x5
    day B
      Remada: 3x5
    """

    static func program(_ locale: AppLocale) throws -> Program {
        try ProgramParser.parse(text, id: "ep", file: "programs/ep.txt", matcher: nil, locale: locale)
    }

    /// The day as `plan generate` stores it when the person speaks Portuguese.
    static func storedInPortuguese(day index: Int) throws -> Plan {
        let portuguese = try program(.ptBR)
        let position = portuguese.position(ofDay: index)
        return FollowProgram.plan(for: [], program: portuguese, runID: 1, position: position, date: LocalDate(daysSinceEpoch: 20_418),
                                  now: LocalDateTime(startOf: LocalDate(daysSinceEpoch: 20_418)), locale: .ptBR)
    }

    @Test func aDayPlannedInPortugueseReadsInEnglish() throws {
        let stored = try Self.storedInPortuguese(day: 2)
        #expect(stored.name == "Empurra e puxa · Empurrar" && stored.description == "Ciclo 2, semana 1, dia Empurrar")
        let english = stored.worded(.en, program: try Self.program(.en))
        #expect(english.name == "Push and pull · Push")
        #expect(english.description == "Cycle 2, week 1, day Push")
        #expect(english.program?.position.dayName == "Push")
        // What makes it the program's day is untouched.
        #expect(english.program?.position.dayIndex == 2 && english.exercises == stored.exercises && english.id == stored.id)
        // Back in Portuguese, it reads as it was stored.
        let portuguese = stored.worded(.ptBR, program: try Self.program(.ptBR))
        #expect(portuguese.name == stored.name && portuguese.description == stored.description)
    }

    @Test func withoutItsProgramTheStoredNamesStayAndThePositionIsWorded() throws {
        let stored = try Self.storedInPortuguese(day: 1)
        let english = stored.worded(.en, program: nil)
        #expect(english.name == stored.name)
        #expect(english.description == "Cycle 1, week 1, day B")
        // A program whose file lost that day keeps the stored day name.
        let shrunk = try ProgramParser.parse("program en: Push\ndays per week: 1\nequipment: home\nday A\n  Supino: 3x5\n",
                                             id: "ep", file: "programs/ep.txt", matcher: nil, locale: .en)
        #expect(stored.worded(.en, program: shrunk).name == stored.name)
    }

    @Test func aPlanOfNoProgramKeepsItsStoredText() {
        let plan = Plan(name: "Treino A", description: "Peito e costas", createdAt: LocalDateTime(startOf: LocalDate(daysSinceEpoch: 20_418)),
                        source: .manual)
        #expect(plan.worded(.en, program: nil) == plan)
    }
}
