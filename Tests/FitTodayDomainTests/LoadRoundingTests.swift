@testable import FitTodayDomain
import Testing

/// The one rounding of loads to a step, which program loads and today's targets share.
@Suite struct LoadRoundingTests {
    @Test func roundsToTheNearestStepWithTiesUp() {
        #expect(LoadRounding.nearest(61, step: 2.5) == 60)
        #expect(LoadRounding.nearest(61.25, step: 2.5) == 62.5)
        #expect(LoadRounding.nearest(63.7, step: 2.5) == 62.5 && LoadRounding.nearest(63.8, step: 2.5) == 65)
        #expect(LoadRounding.nearest(23, step: 2) == 24)
        // A hair under a tie from floating point is the tie.
        #expect(LoadRounding.nearest(61.249_999_999, step: 2.5) == 62.5)
        #expect(LoadRounding.nearest(42, step: 0) == 42)
        #expect(LoadRounding.nearest(-1, step: 2.5) == 0)
    }

    /// Today's targets and a program's loads both go through the one load policy: a barbell's floor is the bar.
    @Test func targetsAndProgramLoadsAgree() {
        let prescriber = LoadPrescriber(settings: LoadSettings(), locale: .ptBR)
        #expect(prescriber.rounded(61.25, .barbell) == 62.5)
        #expect(prescriber.rounded(0.5, .barbell) == 20)
        #expect(prescriber.rounded(0.5, .dumbbell) == 2)
        #expect(prescriber.rounded(61.25, .barbell) == LoadRounding.nearest(61.25, step: LoadSettings().barbellIncrementKg))
    }
}
