import FitTodayDomain
import Testing

@Suite struct SlugValueTests {
    @Test func commandLineSlugsParse() throws {
        #expect(try Goal.parse("weight-loss") == .weightLoss)
        #expect(try Goal.parse("WEIGHT_LOSS") == .weightLoss)
        #expect(try Equipment.parse("full-gym") == .fullGym)
        #expect(try Focus.parse("full-body") == .fullBody)
        #expect(try MuscleGroup.parse("core") == .core)
        #expect(Goal.allSlugs == ["hypertrophy", "weight-loss", "conditioning", "strength", "general"])
        #expect(Equipment.allSlugs == ["bodyweight", "home", "full-gym"])
        #expect(Focus.allSlugs == ["upper", "lower", "full-body", "cardio", "core", "rest"])
        #expect(MuscleGroup.allSlugs == ["chest", "back", "legs", "shoulders", "arms", "core", "cardio"])
    }

    @Test func unknownSlugNamesTheOptionAndTheChoices() {
        #expect(throws: FitTodayError.invalidValue(option: "--level", value: "pro", allowed: ["beginner", "intermediate", "advanced"])) {
            try FitnessLevel.parse("pro")
        }
    }

    @Test func equipmentFitsWhereThereIsAtLeastAsMuch() {
        #expect(Equipment.bodyweight.fits(in: .home))
        #expect(Equipment.home.fits(in: .fullGym))
        #expect(!Equipment.fullGym.fits(in: .home))
        #expect(FitnessLevel.beginner < .advanced)
    }

    @Test func profileDefaultsFollowProgressiveOnboarding() {
        let profile = Profile(goal: .hypertrophy, equipment: .fullGym)
        #expect(profile.level == .intermediate)
        #expect(profile.methodology == .mixed)
        #expect(profile.weeklyFrequency == 3)
        let changed = ProfileChanges(level: .advanced, conditions: [.wrist, .knee, .knee]).applied(to: profile)
        #expect(changed.level == .advanced && changed.goal == .hypertrophy)
        #expect(changed.conditions == [.knee, .wrist])
    }

    @Test func conditionsExcludeTheirTags() {
        #expect(HealthCondition.knee.excludedTags.contains("stress-knee"))
        #expect(HealthCondition.lowerBack.excludedTags == ["stress-lower-back"])
    }
}
