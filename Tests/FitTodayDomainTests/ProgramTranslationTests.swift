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

    static let keyed = """
    program: Tiers
    program en: Tiers
    days per week: 3
    equipment: full-gym
    lift T1 agachamento: Agachamento livre com barra; en: T1 squat
    lift T2 supino: Supino reto com barra
    lift T3: Puxada frontal
    lift Remada curvada com barra
    day A
      T1 agachamento: 5x3
      T2 supino: 3x10
      T3: 3x15
      Remada curvada com barra: 3x8
    day B
      T1 squat: 5x3
    """

    @Test func aLiftKeyReadsInEachLanguageAndStaysTheId() throws {
        let english = try Self.parse(Self.keyed, locale: .en)
        #expect(english.lifts.map(\.key) == ["T1 agachamento", "T2 supino", "T3", "Remada curvada com barra"])
        #expect(english.lifts.map(\.shownKey) == ["T1 squat", "T2 supino", "T3", "Remada curvada com barra"])
        #expect(english.lifts.map(\.isNamedAfterItsExercise) == [false, false, false, true])
        // A day may name the lift in English: it is the same lift.
        #expect(english.weeks[0].days[1].entries.map(\.liftKey) == ["T1 agachamento"])
        // "T2 supino" has no English: the Portuguese key stands in, visibly; a code ("T3") needs none.
        #expect(english.untranslated)
        let portuguese = try Self.parse(Self.keyed, locale: .ptBR)
        #expect(portuguese.lifts.map(\.shownKey) == portuguese.lifts.map(\.key) && !portuguese.untranslated)
        #expect(portuguese.weeks[0].days[1].entries.map(\.liftKey) == ["T1 agachamento"])
        let translated = Self.keyed.replacingOccurrences(of: "Supino reto com barra\n", with: "Supino reto com barra; en: T2 bench\n")
        #expect(try !Self.parse(translated, locale: .en).untranslated)
        #expect(try Self.parse(translated, locale: .en).lift(named: "T2 supino")?.shownKey == "T2 bench")
    }

    @Test func aMalformedLiftTranslationIsAProblemAtItsLine() {
        var problems: [ProgramProblem] = []
        do {
            _ = try Self.parse(Self.keyed.replacingOccurrences(of: "; en: T1 squat", with: "; fr: T1 squat"), locale: .en)
        } catch {
            if case let .program(_, found) = error { problems = found }
        }
        #expect(problems.first.map { [$0.line, $0.column] } == [5, 5])
        #expect(problems.first?.issue == .unexpectedLine("lift T1 agachamento: Agachamento livre com barra; fr: T1 squat"))
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
