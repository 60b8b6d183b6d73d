import FitTodayDomain
import Testing

/// Every tier's words hold: "fewer sets" means fewer sets, and a sore region is not named in the title.
@Suite struct SorenessTierTests {
    let composer = LocalPlanComposer()
    let now = LocalDateTime("2026-11-20 07:00:00")!

    private func plan(_ request: CompositionRequest) throws -> Plan {
        try #require(try composer.compose(request, createdAt: now))
    }

    private func totalSets(_ plan: Plan) -> Int { plan.exercises.reduce(0) { $0 + $1.sets } }

    @Test(arguments: [Focus.upper, .lower, .fullBody, .core, .cardio], [Goal.hypertrophy, .strength, .weightLoss])
    func everyTierThatSaysFewerSetsGivesFewerSets(_ focus: Focus, _ goal: Goal) throws {
        let rested = try plan(LibraryFixture.request(goal: goal, focus: focus, soreness: 0, date: "2026-11-20"))
        for soreness in 3...7 {
            let sore = try plan(LibraryFixture.request(goal: goal, focus: focus, soreness: soreness, date: "2026-11-20"))
            #expect(sore.description.contains("menos séries"), "soreness \(soreness): \(sore.description)")
            #expect(totalSets(sore) < totalSets(rested), "soreness \(soreness): \(totalSets(sore)) sets, rested \(totalSets(rested))")
            // Same exercises (no sore region): each one with more than one set loses at least one.
            for item in sore.exercises {
                let before = try #require(rested.exercises.first { $0.exerciseID == item.exerciseID })
                if before.sets > 1 { #expect(item.sets < before.sets, "\(item.exerciseID) at soreness \(soreness)") }
            }
        }
    }

    @Test func tiersAsPrescribedKeepTheSets() throws {
        let rested = try plan(LibraryFixture.request(focus: .upper, soreness: 0))
        for soreness in 1...2 {
            #expect(try plan(LibraryFixture.request(focus: .upper, soreness: soreness)).exercises == rested.exercises)
        }
    }

    @Test func reducedSetsNeverRiseWithSoreness() {
        for sets in 1...10 {
            var previous = sets
            for soreness in 0...7 {
                let kept = LocalPlanComposer.reducedSets(sets, factor: SorenessTier.volumeFactor(soreness: soreness))
                #expect(kept >= 1 && kept <= previous)
                if soreness >= 3, sets > 1 { #expect(kept < sets) }
                previous = kept
            }
        }
    }

    @Test(arguments: MuscleGroup.allCases)
    func theSoreRegionIsLeftOutOfTheTitle(_ region: MuscleGroup) throws {
        var plans = 0
        for focus in [Focus.upper, .lower, .fullBody, .core, .cardio] {
            for soreness in [1, 4, 6, 9] {
                guard let plan = try? composer.compose(LibraryFixture.request(focus: focus, soreness: soreness, region: region), createdAt: now) else { continue }
                plans += 1
                let word = region.label(.ptBR).lowercased()
                #expect(!plan.name.lowercased().contains(word), "\(focus) sore \(region) \(soreness): \(plan.name)")
                #expect(plan.exercises.allSatisfy { LibraryFixture.library.exercise(id: $0.exerciseID)?.muscleGroup != region })
            }
        }
        #expect(plans > 0, "no plan was composed to check")
    }

    @Test func aBlockThatLostExercisesIsNotNamed() throws {
        // "Empurrar" loses the chest press with a sore chest: the title lists what the plan trains.
        let plan = try plan(LibraryFixture.request(focus: .upper, soreness: 1, region: .chest))
        #expect(!plan.name.contains("Empurrar"))
        #expect(plan.name.hasPrefix("Membros superiores: "))
        let rested = try self.plan(LibraryFixture.request(focus: .upper, soreness: 0))
        #expect(rested.name.hasPrefix("Membros superiores: "))
        #expect(rested.name != "Membros superiores")
    }

    @Test func theHeadIsNeverSaidTwice() {
        #expect(LocalPlanComposer.fitted("Corpo inteiro", ["Corpo inteiro: força", "Core"]) == "Corpo inteiro: força + Core")
        #expect(LocalPlanComposer.fitted("Membros superiores", ["Empurrar", "Puxar"]) == "Membros superiores: Empurrar + Puxar")
    }
}
