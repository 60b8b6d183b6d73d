import Testing
@testable import FitTodayDomain

/// Issue #29: a program file gives its text in Portuguese and English.
@Suite struct ProgramTranslationTests {
    static let text = """
    program: Meu A/B
    program en: My A/B
    about: Dois treinos.
    about en: Two workouts.
    for: Quem treina em casa.
    days per week: 3
    equipment: home
    day Empurrar; en: Push
      Supino: 3x5
    day B
      Remada: 3x5
    """

    static func parse(_ text: String, locale: AppLocale) throws(FitTodayError) -> Program {
        try ProgramParser.parse(text, id: "ab", file: "programs/ab.txt", matcher: nil, locale: locale)
    }

    @Test func eachLanguageReadsItsOwnTextAndAMissingOneFallsBackVisibly() throws {
        let english = try Self.parse(Self.text, locale: .en)
        #expect(english.name == "My A/B" && english.description == "Two workouts.")
        #expect(english.weeks[0].days.map(\.name) == ["Push", "B"])
        // `for` has no English: the Portuguese stands in, and the program says so.
        #expect(english.audience == "Quem treina em casa." && english.untranslated)
        let portuguese = try Self.parse(Self.text, locale: .ptBR)
        #expect(portuguese.name == "Meu A/B" && portuguese.weeks[0].days.map(\.name) == ["Empurrar", "B"])
        #expect(!portuguese.untranslated)
        let complete = Self.text.replacingOccurrences(of: "for: Quem treina em casa.", with: "for: Quem treina em casa.\nfor en: People training at home.")
        #expect(try !Self.parse(complete, locale: .en).untranslated)
    }

    @Test func anEnglishOnlyHeaderIsEnoughAndALongDayNameWantsItsTranslation() throws {
        let english = "program en: Solo\ndays per week: 2\nequipment: home\nday Pernas\n  Agachamento: 3x5\n"
        #expect(try Self.parse(english, locale: .en).name == "Solo")
        #expect(try Self.parse(english, locale: .en).untranslated)
        #expect(try Self.parse(english, locale: .ptBR).name == "Solo")
    }

    @Test func aMalformedDayTranslationIsAProblemAtItsLine() {
        let problems: [ProgramProblem]
        do {
            _ = try Self.parse(Self.text.replacingOccurrences(of: "; en: Push", with: "; fr: Pousser"), locale: .en)
            problems = []
        } catch {
            guard case let .program(_, found) = error else { return #expect(Bool(false)) }
            problems = found
        }
        // The day is not opened, so its exercise has no day either.
        #expect(problems.map { [$0.line, $0.column] } == [[8, 1], [9, 3]])
        #expect(problems.map(\.issue) == [.unexpectedLine("day Empurrar; fr: Pousser"), .unexpectedLine("Supino: 3x5")])
    }
}
