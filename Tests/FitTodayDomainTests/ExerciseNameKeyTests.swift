import FitTodayDomain
import Testing

@Suite struct ExerciseNameKeyTests {
    @Test func ignoresCaseAccentsAndSpacing() {
        #expect(ExerciseNameKey.key(for: "  Flexão  de BRAÇOS ") == "flexao de bracos")
        #expect(ExerciseNameKey.key(for: "Elevação lateral") == ExerciseNameKey.key(for: "elevacao LATERAL"))
    }

    @Test func slugsAreURLSafe() {
        #expect(ExerciseNameKey.slug(for: "Supino reto (barra)") == "supino-reto-barra")
        #expect(ExerciseNameKey.slug(for: "Leg press 45°") == "leg-press-45")
        #expect(ExerciseNameKey.slug(for: "90/90 Hamstring") == "90-90-hamstring")
        #expect(ExerciseNameKey.slug(for: "???") == "exercicio")
    }
}
