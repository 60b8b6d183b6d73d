import FitTodayDomain
import Testing

@Suite struct SetSpecificationTests {
    @Test func repsAndWeight() throws {
        let set = try SetSpecification(parsing: "Supino reto:10x60")
        #expect(set == SetSpecification(exerciseName: "Supino reto", reps: 10, weightKg: 60))
    }

    @Test func decimalCommaUnitAndRPE() throws {
        #expect(try SetSpecification(parsing: "Agachamento:8x62,5@8") == SetSpecification(exerciseName: "Agachamento", reps: 8, weightKg: 62.5, rpe: 8))
        #expect(try SetSpecification(parsing: "Agachamento : 8 x 62.5kg") == SetSpecification(exerciseName: "Agachamento", reps: 8, weightKg: 62.5))
        #expect(try SetSpecification(parsing: "Remada 1:2:12X20").exerciseName == "Remada 1:2")
    }

    @Test func bodyweightSetHasNoWeight() throws {
        #expect(try SetSpecification(parsing: "Flexão de braços:15") == SetSpecification(exerciseName: "Flexão de braços", reps: 15))
    }

    @Test(arguments: ["Supino", ":10x60", "Supino:", "Supino:dez", "Supino:10x", "Supino:10x60x3", "Supino:10x-5", "Supino:10@", "Supino:10x6O"])
    func malformedSetsAreRefused(_ text: String) {
        #expect(throws: FitTodayError.invalid(.setSpec(text))) { try SetSpecification(parsing: text) }
    }
}
