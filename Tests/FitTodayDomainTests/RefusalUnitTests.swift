import FitTodayDomain
import Testing

/// A refusal that quotes a load says it, and the limit it broke, in the person's unit, in either language
/// (issue 29): a pounds lifter never reads kilograms there.
@Suite struct RefusalUnitTests {
    /// 1200 lb as `log` keeps it: in kilograms, unrounded.
    static let twelveHundredPounds = WeightUnit.lb.kilograms(1200)

    @Test func aTypoIsRefusedInPoundsForAPoundsLifter() {
        let issue = ValidationIssue.implausibleWeight(Self.twelveHundredPounds)
        #expect(issue.message(.en, unit: .lb) == "1200 lb looks like a typo: log up to 1100 lb a set (check for an extra zero).")
        #expect(issue.message(.ptBR, unit: .lb) == "1200 lb parece engano: registre até 1100 lb por série (confira se não sobrou um zero).")
    }

    @Test func aTypoIsRefusedInKilogramsForAKilogramsLifter() {
        let issue = ValidationIssue.implausibleWeight(600)
        #expect(issue.message(.en, unit: .kg) == "600 kg looks like a typo: log up to 500 kg a set (check for an extra zero).")
        #expect(issue.message(.ptBR, unit: .kg) == "600 kg parece engano: registre até 500 kg por série (confira se não sobrou um zero).")
        // Kilograms stay the default, for callers that know no person.
        #expect(issue.message(.ptBR) == issue.message(.ptBR, unit: .kg))
    }

    @Test func theStoredBoundIsQuotedInTheUnitToo() {
        #expect(ValidationIssue.weight(-5).message(.en, unit: .kg) == "Weight must be between 0 and 1000 kg (you gave -5 kg).")
        #expect(ValidationIssue.weight(1100).message(.ptBR, unit: .kg) == "O peso precisa ficar entre 0 e 1000 kg (você informou 1100 kg).")
        let pounds = WeightUnit.lb.kilograms(2500)
        #expect(ValidationIssue.weight(pounds).message(.en, unit: .lb) == "Weight must be between 0 and 2200 lb (you gave 2500 lb).")
        #expect(ValidationIssue.weight(pounds).message(.ptBR, unit: .lb) == "O peso precisa ficar entre 0 e 2200 lb (você informou 2500 lb).")
    }

    @Test func aDecimalLoadFollowsTheLanguage() {
        #expect(ValidationIssue.implausibleWeight(600.5).message(.ptBR, unit: .kg).hasPrefix("600,5 kg parece engano"))
        #expect(ValidationIssue.implausibleWeight(600.5).message(.en, unit: .kg).hasPrefix("600.5 kg looks like a typo"))
    }

    /// An RPE or hours of sleep quoted back read as the language writes decimals, and one of 26 digits (a hostile
    /// Hevy file) no longer traps.
    @Test func anRPEOrHoursOfSleepQuotedBackFollowTheLanguageAndNeverTrap() {
        #expect(ValidationIssue.rpe(10.5).message(.ptBR) == "O esforço percebido (RPE) vai de 1 a 10 (você informou 10,5).")
        #expect(ValidationIssue.rpe(11).message(.en).contains("(you gave 11)"))
        #expect(ValidationIssue.sleepHours(25.5).message(.en).contains("25.5"))
        #expect(ValidationIssue.rpe(1e26).message(.ptBR).contains("(você informou 1e+26)"))
    }

    /// Every limit quoted in pounds is a load that is accepted: the kilogram bound, rounded down.
    @Test func theQuotedPoundLimitsAreTaken() {
        for bound in [PlanRules.typedWeightKg.upperBound, PlanRules.weightKg.upperBound] {
            let quoted = WeightText.limit(bound, .lb, .en)
            let pounds = Double(quoted.dropLast(3)) ?? .nan
            #expect(pounds.truncatingRemainder(dividingBy: 10) == 0, "\(quoted)")
            #expect(WeightUnit.lb.kilograms(pounds) <= bound && WeightUnit.lb.kilograms(pounds + 10) > bound, "\(quoted)")
        }
        #expect(WeightText.limit(500, .kg, .ptBR) == "500 kg")
    }

    @Test func theUnitReachesRefusalsInsideOtherErrors() {
        let row = FitTodayError.importRow(file: "strong.csv", line: 7, reason: .rule(.weight(WeightUnit.lb.kilograms(2500))))
        #expect(row.message(.en, unit: .lb).contains("between 0 and 2200 lb (you gave 2500 lb)"), "\(row.message(.en, unit: .lb))")
        #expect(FitTodayError.invalid(.implausibleWeight(Self.twelveHundredPounds)).message(.en, unit: .lb).hasPrefix("1200 lb looks"))
        #expect(FitTodayError.invalid(.setSpec("Bench press:5xx")).message(.en, unit: .lb).hasSuffix("(exercise:reps x lb)."))
        #expect(FitTodayError.invalid(.setSpec("Supino:5xx")).message(.ptBR).hasSuffix("(exercício:repetições x kg)."))
        let numbers = FitTodayError.programNeedsNumbers(option: "--tm", lifts: ["Deadlift"])
        #expect(numbers.message(.en, unit: .lb).contains("--tm \"Name=LB\""))
        #expect(numbers.message(.ptBR).contains("--tm \"Nome=KG\""))
    }
}
