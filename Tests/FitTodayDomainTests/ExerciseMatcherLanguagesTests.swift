import Testing
@testable import FitTodayDomain

/// Issue #29: `log`, imports and programs find a library exercise by its name in either language.
@Suite struct ExerciseMatcherLanguagesTests {
    static let english = [
        Exercise(id: "cadeira-extensora", name: "Leg extension", muscleGroup: .legs, otherNames: ["Cadeira extensora"]),
        Exercise(id: "supino-reto-com-barra", name: "Barbell bench press", muscleGroup: .chest, otherNames: ["Supino reto com barra"]),
        Exercise(id: "meu-supino", name: "Supino reto com barra", muscleGroup: .chest, origin: .custom),
    ]

    @Test func eitherLanguageAndTheAliasesReachTheSameEntry() {
        let matcher = ExerciseMatcher(exercises: Self.english, aliases: ["Leg Extension (Machine)": "Cadeira extensora"])
        #expect(matcher.match("leg extension")?.id == "cadeira-extensora")
        #expect(matcher.match("CADEIRA EXTENSORA")?.id == "cadeira-extensora")
        // Aliases are written against the Portuguese names; they still work when English is shown.
        #expect(matcher.match("Leg Extension (Machine)")?.id == "cadeira-extensora")
        // A shown name wins over another entry's other name, whatever their origins.
        #expect(matcher.match("Supino reto com barra")?.id == "meu-supino")
        #expect(matcher.closestNames(to: "Cadeira extensor").contains("Leg extension"))
    }
}
