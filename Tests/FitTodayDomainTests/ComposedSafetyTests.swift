import FitTodayDomain
import Testing

/// Safety by movement pattern (issue 30 item 5) and the AI composer's slot rules (item 7).
@Suite struct ComposedSafetyTests {
    let composer = LocalPlanComposer()
    let now = LocalDateTime("2026-11-22 07:00:00")!

    private func exercise(_ item: PlanExercise) -> Exercise { LibraryFixture.library.exercise(id: item.exerciseID)! }

    @Test(arguments: [Focus.upper, .lower, .fullBody, .core])
    func aSoreBackOrSoreLegsGetNoLiftThatLoadsThem(_ focus: Focus) throws {
        for soreness in [2, 5] {
            for equipment in Equipment.allCases {
                if let back = try composer.compose(LibraryFixture.request(equipment: equipment, focus: focus, soreness: soreness, region: .back), createdAt: now) {
                    for item in back.exercises {
                        let lift = exercise(item)
                        #expect(lift.pattern != .hinge && !(lift.pattern == .squat && lift.equipment != .bodyweight) && lift.muscleGroup != .back, "\(focus) \(item.exerciseID)")
                    }
                }
                if let legs = try composer.compose(LibraryFixture.request(equipment: equipment, focus: focus, soreness: soreness, region: .legs), createdAt: now) {
                    #expect(legs.exercises.allSatisfy { ![.squat, .hinge, .lunge].contains(exercise($0).pattern) }, "\(focus) \(legs.exercises.map(\.exerciseID))")
                }
            }
        }
    }

    @Test func everyRegionRulesOutTheTablesPatterns() {
        for region in MuscleGroup.allCases {
            for entry in PatternSafety.loadedPatterns(by: region) {
                let loaded = Exercise(id: "x", name: "X", muscleGroup: region == .chest ? .back : .chest, equipment: .fullGym, role: .secondary, pattern: entry.pattern)
                #expect(!PatternSafety.allows(loaded, soreRegion: region), "\(region) \(entry.pattern)")
                var bodyweight = loaded
                bodyweight.equipment = .bodyweight
                #expect(PatternSafety.allows(bodyweight, soreRegion: region) == entry.onlyLoaded, "\(region) \(entry.pattern)")
            }
        }
        #expect(PatternSafety.loadedPatterns(by: .back).contains(PatternLoad(.hinge)))
        #expect(PatternSafety.loadedPatterns(by: .back).contains(PatternLoad(.squat, onlyLoaded: true)))
        #expect(Set(PatternSafety.loadedPatterns(by: .legs).filter { !$0.onlyLoaded }.map(\.pattern)) == [.squat, .hinge, .lunge])
    }

    @Test func hypertensionCapsEffort() throws {
        for goal in Goal.allCases {
            for focus in [Focus.upper, .lower, .fullBody] {
                let day = try #require(try composer.compose(LibraryFixture.request(goal: goal, conditions: [.hypertension], focus: focus), createdAt: now))
                #expect(day.exercises.allSatisfy { !exercise($0).tags.contains(PatternSafety.breathHoldTag) }, "\(goal) \(focus)")
                #expect(day.exercises.allSatisfy { $0.durationSeconds != nil || $0.reps > 3 }, "\(goal) \(focus)")
                #expect(day.description.contains("RPE 7"))
                #expect(day.exercises.filter { [.main, .secondary].contains(exercise($0).role) }.allSatisfy { $0.notes.contains("RPE 7") && $0.reps >= 6 })
                #expect(day.intensity! <= .moderate)
            }
        }
    }

    // MARK: - The AI composer

    private func proposal(_ plan: Plan) -> AIPlanProposal {
        AIPlanProposal(title: "Treino da IA", intensity: .moderate, exercises: plan.exercises.map {
            AIPlanProposal.Item(exerciseID: $0.exerciseID, sets: $0.sets, reps: $0.reps, restSeconds: $0.restSeconds)
        })
    }

    @Test func theAIValidatorAcceptsACoachsDayAndRefusesTheOldMistakes() throws {
        let request = LibraryFixture.request(goal: .strength, focus: .lower)
        let candidates = composer.aiCandidates(for: request)
        #expect(!candidates.isEmpty)
        let allowed = Set(candidates.flatMap { $0.exercises.map(\.exerciseID) })
        let local = try #require(try composer.compose(request, createdAt: now))
        #expect(local.exercises.allSatisfy { allowed.contains($0.exerciseID) })
        let validator = AIProposalValidator()
        let accepted = try validator.plan(from: proposal(local), request: request, candidates: candidates, createdAt: now)
        #expect(accepted.source == .ai && accepted.exercises.count == local.exercises.count)

        // An accessory before the main lift.
        var reordered = proposal(local)
        reordered.exercises.swapAt(0, reordered.exercises.count - 1)
        #expect(throws: AIComposerFailure.self) { try validator.plan(from: reordered, request: request, candidates: candidates, createdAt: now) }
        // Strength's 3×5 with two minutes on an accessory.
        var heavyAccessory = proposal(local)
        let accessory = try #require(local.exercises.firstIndex { LibraryFixture.library.exercise(id: $0.exerciseID)?.role == .accessory && $0.durationSeconds == nil })
        heavyAccessory.exercises[accessory].reps = 3
        heavyAccessory.exercises[accessory].restSeconds = 120
        #expect(throws: AIComposerFailure.self) { try validator.plan(from: heavyAccessory, request: request, candidates: candidates, createdAt: now) }
        // Too many sets for the level.
        var tooMuch = proposal(local)
        for index in tooMuch.exercises.indices { tooMuch.exercises[index].sets = 6 }
        #expect(throws: AIComposerFailure.self) { try validator.plan(from: tooMuch, request: request, candidates: candidates, createdAt: now) }
    }

    @Test func theAIGetsNoCandidateASoreRegionRulesOut() {
        let request = LibraryFixture.request(focus: .fullBody, soreness: 4, region: .back)
        let ids = composer.aiCandidates(for: request).flatMap { $0.exercises.map(\.exerciseID) }
        #expect(!ids.isEmpty)
        #expect(ids.allSatisfy { id in
            let lift = LibraryFixture.library.exercise(id: id)!
            return lift.pattern != .hinge && lift.muscleGroup != .back
        })
    }
}
