import FitTodayDomain
import Testing

/// The rule of alternatives (issue 52, docs/alternatives.md): one test per clause, on a small library of its own.
@Suite struct ExerciseAlternativesTests {
    static func exercise(
        _ id: String, _ group: MuscleGroup, _ equipment: Equipment, _ role: ExerciseRole, _ pattern: MovementPattern,
        _ implement: ExerciseImplement, level: FitnessLevel = .beginner, tags: [String] = []
    ) -> Exercise {
        Exercise(id: id, name: id, muscleGroup: group, equipment: equipment, level: level, tags: tags, role: role, pattern: pattern, implement: implement)
    }

    static let library: [Exercise] = [
        exercise("back-squat", .legs, .fullGym, .main, .squat, .barbell, level: .intermediate, tags: ["stress-knee", "breath-hold"]),
        exercise("front-squat", .legs, .fullGym, .main, .squat, .barbell, level: .intermediate, tags: ["stress-knee", "breath-hold"]),
        exercise("box-squat", .legs, .fullGym, .main, .squat, .barbell, level: .intermediate),
        exercise("pause-squat", .legs, .fullGym, .main, .squat, .barbell, level: .intermediate),
        exercise("leg-press", .legs, .fullGym, .secondary, .squat, .machine),
        exercise("goblet", .legs, .home, .secondary, .squat, .dumbbell),
        exercise("sit-to-stand", .legs, .bodyweight, .secondary, .squat, .bodyweight),
        exercise("leg-extension", .legs, .fullGym, .accessory, .isolation, .machine),
        exercise("goblet-accessory", .legs, .home, .accessory, .squat, .dumbbell),
        exercise("bench", .chest, .fullGym, .main, .horizontalPush, .barbell, tags: ["stress-shoulder"]),
        exercise("dumbbell-bench", .chest, .home, .secondary, .horizontalPush, .dumbbell),
        exercise("push-up", .chest, .bodyweight, .secondary, .horizontalPush, .bodyweight, tags: ["stress-wrist"]),
        exercise("machine-press", .chest, .fullGym, .secondary, .horizontalPush, .machine),
        exercise("curl", .arms, .home, .accessory, .isolation, .dumbbell),
        exercise("cable-curl", .arms, .fullGym, .accessory, .isolation, .cable),
        exercise("lateral-raise", .shoulders, .home, .accessory, .isolation, .dumbbell),
        exercise("band-curl", .arms, .home, .accessory, .isolation, .band),
        exercise("swing", .legs, .home, .power, .hinge, .kettlebell),
        exercise("clean", .shoulders, .fullGym, .power, .hinge, .barbell, level: .advanced),
        exercise("deadlift", .back, .fullGym, .main, .hinge, .barbell, level: .intermediate),
    ]

    let rule = ExerciseAlternatives(library: Self.library)
    let gym = ExerciseEligibility(profile: Profile(goal: .strength, equipment: .fullGym, level: .advanced), soreRegion: nil)

    func planned(_ id: String) -> Exercise { Self.library.first { $0.id == id }! }

    func plan(_ ids: String...) -> Plan {
        Plan(name: "Hoje", createdAt: LocalDateTime("2026-12-02 07:00:00")!, source: .local,
             exercises: ids.map { PlanExercise(exerciseID: $0, exerciseName: $0, sets: 3, reps: 5, restSeconds: 120) })
    }

    func ids(_ offer: AlternativesOffer) -> [String] { offer.exercises.map(\.id) }

    @Test func theSamePatternOnly() {
        let offer = rule.offer(for: planned("bench"), in: plan("bench"), eligibility: gym)
        #expect(!offer.exercises.isEmpty)
        #expect(offer.exercises.allSatisfy { $0.pattern == .horizontalPush })
    }

    @Test func isolationKeepsTheMuscleGroup() {
        let offer = rule.offer(for: planned("curl"), in: plan("curl"), eligibility: gym)
        #expect(Set(ids(offer)) == ["cable-curl", "band-curl"])
        #expect(!ids(offer).contains("lateral-raise"), "a lateral raise is isolation too, for another muscle")
    }

    @Test func noRoleHeavierThanTheSlots() {
        #expect(ExerciseAlternatives.roleWeight(.main)! > ExerciseAlternatives.roleWeight(.secondary)!)
        #expect(ExerciseAlternatives.roleWeight(.secondary)! > ExerciseAlternatives.roleWeight(.accessory)!)
        #expect(ExerciseAlternatives.role(.accessory, fits: .main) && !ExerciseAlternatives.role(.main, fits: .secondary))
        #expect(!ExerciseAlternatives.role(.accessory, fits: .power) && ExerciseAlternatives.role(.power, fits: .power))
        // A secondary squat is never offered a main one (the barbell squats), only its peers and lighter.
        let offer = rule.offer(for: planned("leg-press"), in: plan("leg-press"), eligibility: gym)
        #expect(!offer.exercises.isEmpty)
        #expect(offer.exercises.allSatisfy { $0.role == .secondary || $0.role == .accessory })
        // A power hinge is stood in for by a power hinge alone, not by the main deadlift.
        #expect(ids(rule.offer(for: planned("swing"), in: plan("swing"), eligibility: gym)) == ["clean"])
    }

    @Test func atLeastOneWithAnotherImplement() {
        // The three nearest to a barbell back squat are barbell squats: the third gives its place to another implement.
        let offer = rule.offer(for: planned("back-squat"), in: plan("back-squat"), eligibility: gym)
        #expect(offer.exercises.count == 3)
        #expect(offer.exercises.contains { $0.implement != .barbell })
        #expect(ids(offer) == ["box-squat", "front-squat", "leg-press"])
    }

    @Test func onlyTheEquipmentThePersonHas() {
        let home = ExerciseEligibility(profile: Profile(goal: .strength, equipment: .home, level: .advanced), soreRegion: nil)
        let offer = rule.offer(for: planned("back-squat"), in: plan("back-squat"), eligibility: home)
        #expect(ids(offer) == ["goblet", "goblet-accessory", "sit-to-stand"])
        #expect(offer.exercises.allSatisfy { $0.equipment!.fits(in: .home) })
    }

    @Test func nothingASorenessOrAConditionRulesOut() {
        let sore = ExerciseEligibility(profile: Profile(goal: .strength, equipment: .fullGym, level: .advanced), soreRegion: .legs)
        let offer = rule.offer(for: planned("back-squat"), in: plan("back-squat"), eligibility: sore)
        #expect(offer.exercises.isEmpty)
        #expect(offer.gap == .noneFits)
        let knee = ExerciseEligibility(profile: Profile(goal: .strength, equipment: .fullGym, level: .advanced, conditions: [.knee]), soreRegion: nil)
        #expect(!ids(rule.offer(for: planned("box-squat"), in: plan("box-squat"), eligibility: knee)).contains("front-squat"))
        let hypertension = ExerciseEligibility(
            profile: Profile(goal: .strength, equipment: .fullGym, level: .advanced, conditions: [.hypertension]), soreRegion: nil)
        #expect(!ids(rule.offer(for: planned("box-squat"), in: plan("box-squat"), eligibility: hypertension)).contains("front-squat"))
        let wrist = ExerciseEligibility(profile: Profile(goal: .strength, equipment: .fullGym, level: .advanced, conditions: [.wrist]), soreRegion: nil)
        #expect(!ids(rule.offer(for: planned("bench"), in: plan("bench"), eligibility: wrist)).contains("push-up"))
    }

    @Test func noneAlreadyInTodaysPlan() {
        let offer = rule.offer(for: planned("back-squat"), in: plan("back-squat", "box-squat", "leg-press"), eligibility: gym)
        #expect(!ids(offer).contains("box-squat") && !ids(offer).contains("leg-press"))
        #expect(!ids(offer).contains("back-squat"))
    }

    @Test func namesInCommonComeFirstWithinAMuscleGroup() {
        // Both are arms isolation work; the curl's alternatives are curls before anything else of the group.
        let library = Self.library + [Self.exercise("cable-triceps", .arms, .fullGym, .accessory, .isolation, .cable)]
        let offer = ExerciseAlternatives(library: library).offer(for: planned("curl"), in: plan("curl"), eligibility: gym)
        #expect(Array(ids(offer).prefix(2)).sorted() == ["band-curl", "cable-curl"])
        #expect(ids(offer).last == "cable-triceps")
    }

    @Test func theSameInputsGiveTheSameListWhateverTheLibrarysOrder() {
        let shuffled = ExerciseAlternatives(library: Self.library.reversed())
        for exercise in Self.library {
            #expect(ids(shuffled.offer(for: exercise, in: plan(exercise.id), eligibility: gym)) == ids(rule.offer(for: exercise, in: plan(exercise.id), eligibility: gym)))
            #expect(ids(shuffled.offer(for: exercise)) == ids(rule.offer(for: exercise)))
        }
    }

    @Test func aProgramsListReplacesTheRuleAndIsStillFiltered() {
        let offer = rule.offer(for: planned("back-squat"), in: plan("back-squat"), eligibility: gym, allowed: ["curl", "leg-press", "unknown"])
        #expect(ids(offer) == ["curl", "leg-press"], "the program's own choice, in its order, even off the pattern")
        let home = ExerciseEligibility(profile: Profile(goal: .strength, equipment: .home, level: .advanced), soreRegion: nil)
        #expect(ids(rule.offer(for: planned("back-squat"), in: plan("back-squat"), eligibility: home, allowed: ["leg-press", "goblet"])) == ["goblet"])
        #expect(rule.offer(for: planned("back-squat"), in: plan("back-squat", "leg-press"), eligibility: gym, allowed: ["leg-press"]).gap == .noneFits)
    }

    @Test func anExerciseOfOnesOwnHasNoPattern() {
        let own = Exercise(id: "my-machine", name: "Minha máquina", muscleGroup: nil, equipment: nil, level: nil, origin: .custom)
        let offer = rule.offer(for: own, in: plan("my-machine"), eligibility: gym)
        #expect(offer.exercises.isEmpty && offer.gap == .ownExercise)
        #expect(rule.offer(for: nil, in: plan("gone"), eligibility: gym).gap == .ownExercise)
        #expect(AlternativesGap.ownExercise.sentence(.ptBR) != AlternativesGap.noneFits.sentence(.ptBR))
        #expect(AlternativesGap.noneFits.sentence(.en) == "No exercise of the library fits as an alternative.")
    }

    @Test func theLibraryPageVariantIgnoresEquipmentAndSoreness() {
        // A lifter at home would not get the leg press; the page lists it anyway.
        #expect(ids(rule.offer(for: planned("back-squat"))) == ["box-squat", "front-squat", "leg-press"])
        #expect(ids(rule.offer(for: planned("goblet"))).contains("leg-press"))
    }
}
