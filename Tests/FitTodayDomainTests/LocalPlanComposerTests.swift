import FitTodayDomain
import Testing

@Suite struct LocalPlanComposerTests {
    let composer = LocalPlanComposer()
    let now = LocalDateTime("2026-11-22 07:00:00")!

    private func plan(_ request: CompositionRequest) throws -> Plan {
        try #require(try composer.compose(request, createdAt: now))
    }

    @Test(arguments: Focus.allCases.filter { $0 != .rest }, [Equipment.bodyweight, .home, .fullGym])
    func onlyLibraryExercisesThatFitEquipmentAndLevel(_ focus: Focus, _ equipment: Equipment) throws {
        var plans = 0
        for level in FitnessLevel.allCases {
            let request = LibraryFixture.request(equipment: equipment, level: level, focus: focus)
            guard let plan = try? composer.compose(request, createdAt: now) else { continue }
            plans += 1
            #expect(!plan.exercises.isEmpty)
            for item in plan.exercises {
                let exercise = try #require(LibraryFixture.library.exercise(id: item.exerciseID), "\(item.exerciseID) is not in the library")
                #expect(exercise.equipment?.fits(in: equipment) == true, "\(exercise.id) needs \(String(describing: exercise.equipment))")
                #expect(exercise.level.map { $0 <= level } == true, "\(exercise.id) is \(String(describing: exercise.level))")
                try PlanRules.validateComposed(item)
            }
            #expect(try PlanRules.validated(plan) == plan)
        }
        #expect(plans > 0, "no level gave a plan to check")
    }

    @Test func plansFitTheDaysFocus() throws {
        func group(_ item: PlanExercise) -> MuscleGroup? { LibraryFixture.library.exercise(id: item.exerciseID)?.muscleGroup }
        // A lower day trains legs, with core as its last, optional slot.
        let lower = try plan(LibraryFixture.request(focus: .lower))
        #expect(lower.exercises.allSatisfy { [.legs, .core].contains(group($0)) })
        #expect(lower.exercises.filter { group($0) == .legs }.count >= 4)
        let core = try plan(LibraryFixture.request(focus: .core))
        #expect(core.exercises.allSatisfy { group($0) == .core })
        let upper = try plan(LibraryFixture.request(focus: .upper))
        #expect(upper.exercises.allSatisfy { Focus.upper.muscleGroups.union([.core]).contains(group($0)!) })
        #expect(upper.source == .local)
        #expect(upper.forDate == LocalDate("2026-11-22"))
        #expect(upper.name.hasPrefix("Membros superiores"))
    }

    @Test func restDayHasNoPlan() throws {
        #expect(try composer.compose(LibraryFixture.request(focus: .rest), createdAt: now) == nil)
    }

    @Test(arguments: [Focus.upper, .lower, .fullBody, .core, .cardio])
    func sorenessReducesTotalSetsMonotonically(_ focus: Focus) throws {
        var previous = Int.max
        var previousIntensity = Intensity.high
        for soreness in 0...10 {
            let plan = try plan(LibraryFixture.request(focus: focus, soreness: soreness))
            let total = plan.exercises.reduce(0) { $0 + $1.sets }
            #expect(total <= previous, "soreness \(soreness): \(total) sets after \(previous)")
            #expect(plan.intensity! <= previousIntensity)
            previous = total
            previousIntensity = plan.intensity!
        }
        let none = try plan(LibraryFixture.request(focus: focus, soreness: 0)).exercises.reduce(0) { $0 + $1.sets }
        let moderate = try plan(LibraryFixture.request(focus: focus, soreness: 6)).exercises.reduce(0) { $0 + $1.sets }
        #expect(moderate < none)
    }

    @Test func severeSorenessGivesARecoverySession() throws {
        let plan = try plan(LibraryFixture.request(focus: .upper, soreness: 9))
        #expect(plan.intensity == .low)
        #expect(plan.name.hasPrefix("Recuperação"))
        #expect(plan.exercises.allSatisfy { LibraryFixture.library.exercise(id: $0.exerciseID)!.tags.contains("mobility") })
    }

    @Test func soreRegionIsAvoided() throws {
        for soreness in [1, 4, 6] {
            let plan = try plan(LibraryFixture.request(focus: .fullBody, soreness: soreness, region: .legs))
            #expect(!plan.exercises.isEmpty)
            #expect(plan.exercises.allSatisfy { LibraryFixture.library.exercise(id: $0.exerciseID)?.muscleGroup != .legs })
        }
        // Legs day with sore legs: recover instead of training them.
        let legsDay = try plan(LibraryFixture.request(focus: .lower, soreness: 5, region: .legs))
        #expect(legsDay.exercises.allSatisfy { LibraryFixture.library.exercise(id: $0.exerciseID)?.muscleGroup != .legs || LibraryFixture.library.exercise(id: $0.exerciseID)!.tags.contains("mobility") })
    }

    @Test func healthConditionsExcludeTaggedExercises() throws {
        let knee = try plan(LibraryFixture.request(conditions: [.knee], focus: .lower))
        #expect(knee.exercises.map(\.exerciseID).allSatisfy { !["agachamento", "afundo"].contains($0) })
        #expect(knee.exercises.contains { $0.exerciseID == "ponte" })
        let shoulder = try plan(LibraryFixture.request(conditions: [.shoulder], focus: .upper))
        #expect(!shoulder.exercises.contains { ["supino", "desenvolvimento"].contains($0.exerciseID) })
        let cardio = try plan(LibraryFixture.request(conditions: [.hypertension], focus: .cardio))
        #expect(cardio.exercises.allSatisfy { !LibraryFixture.library.exercise(id: $0.exerciseID)!.tags.contains("high-impact") })
    }

    @Test func deterministicForTheSameInputsAndVariedByDate() throws {
        let first = try plan(LibraryFixture.request(focus: .upper))
        let second = try plan(LibraryFixture.request(focus: .upper))
        #expect(first == second)
        var orders: Set<[String]> = []
        for day in 1...14 {
            let date = LocalDate("2026-11-01")!.adding(days: day).description
            orders.insert(try plan(LibraryFixture.request(focus: .upper, date: date)).exercises.map(\.exerciseID))
        }
        #expect(orders.count > 1)
    }

    @Test func compositionKeyFollowsEveryInput() {
        let base = LibraryFixture.request()
        #expect(base.compositionKey == LibraryFixture.request().compositionKey)
        var target = base
        target.weeklySetsTarget = 12...22
        let variants = [
            LibraryFixture.request(goal: .strength), LibraryFixture.request(equipment: .home), LibraryFixture.request(level: .advanced),
            LibraryFixture.request(conditions: [.knee]), LibraryFixture.request(focus: .lower), LibraryFixture.request(soreness: 3),
            LibraryFixture.request(region: .arms), LibraryFixture.request(date: "2026-11-23"), LibraryFixture.request(frequency: 5),
            LibraryFixture.request(recent: [LibraryFixture.day("2026-11-21", ["terra"])]), LibraryFixture.request(focusChosen: false), target,
        ]
        for variant in variants { #expect(variant.compositionKey != base.compositionKey) }
        // A day older than the rolling week is not an input.
        #expect(LibraryFixture.request(recent: [LibraryFixture.day("2026-11-10", ["terra"])]).compositionKey == base.compositionKey)
        var otherLibrary = base
        otherLibrary.library = ExerciseLibrary(exercises: LibraryFixture.exercises, blocks: LibraryFixture.blocks, version: "fixture-2")
        #expect(otherLibrary.compositionKey != base.compositionKey)
    }

    @Test func goalsShapeThePrescription() throws {
        func role(_ item: PlanExercise) -> ExerciseRole { LibraryFixture.library.exercise(id: item.exerciseID)!.role! }
        let strength = try plan(LibraryFixture.request(goal: .strength, focus: .lower))
        let main = try #require(strength.exercises.first)
        #expect(role(main) == .main && main.reps >= 3 && (main.repsMax ?? main.reps) <= 6 && (180...300).contains(main.restSeconds))
        for item in strength.exercises.dropFirst() where item.durationSeconds == nil && [.accessory, .core].contains(role(item)) {
            // Never an isolation or core item at strength's 3–6 reps with two minutes of rest.
            #expect(item.reps >= 8 && item.restSeconds <= 90, "\(item.exerciseID) \(item.reps)-\(item.repsMax ?? 0) \(item.restSeconds)s")
        }
        let weightLoss = try plan(LibraryFixture.request(goal: .weightLoss, focus: .lower))
        let first = try #require(weightLoss.exercises.first)
        #expect(first.reps == 8 && first.repsMax == 10 && first.restSeconds == 90)
        // No more 4×12 squats with 60 s: lifts at 8–10 or more reps, rests of 90 s or less.
        #expect(weightLoss.exercises.allSatisfy { $0.durationSeconds != nil || ($0.reps >= 8 && $0.restSeconds <= 90) })
        let hypertrophy = try plan(LibraryFixture.request(goal: .hypertrophy, focus: .upper))
        #expect(hypertrophy.exercises.allSatisfy { $0.durationSeconds != nil || $0.reps >= 6 })
        #expect(strength.estimatedMinutes! > 0 && strength.estimatedMinutes! % 5 == 0)
    }

    @Test func nothingFitsGivesAFriendlyError() throws {
        let empty = CompositionRequest(
            profile: Profile(goal: .general, equipment: .bodyweight),
            checkIn: CheckIn(date: LocalDate("2026-11-22")!, focus: .upper),
            library: ExerciseLibrary(exercises: [], blocks: [], version: "empty")
        )
        #expect(throws: FitTodayError.nothingToCompose) { try composer.compose(empty, createdAt: now) }
    }
}
