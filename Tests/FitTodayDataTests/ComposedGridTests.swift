import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// The "Done when" list of issue 30 over the real built-in library: every goal × equipment × level × focus, with
/// soreness, sore regions and conditions, on several dates.
@Suite struct ComposedGridTests {
    static let library = try! ContentLibraryLoader(directory: ContentLibraryTests.repositoryContent).load()
    static let dates = ["2026-11-20", "2026-11-23", "2026-11-26"].map { LocalDate($0)! }
    static let foci: [Focus] = [.upper, .lower, .fullBody, .core, .cardio]
    let composer = LocalPlanComposer()

    private func request(_ goal: Goal, _ equipment: Equipment, _ level: FitnessLevel, _ focus: Focus, _ date: LocalDate,
                         soreness: Int = 0, region: MuscleGroup? = nil, conditions: [HealthCondition] = []) -> CompositionRequest {
        CompositionRequest(
            profile: Profile(goal: goal, equipment: equipment, level: level, conditions: conditions),
            checkIn: CheckIn(date: date, focus: focus, soreness: soreness, soreRegion: region), library: Self.library
        )
    }

    private func exercise(_ item: PlanExercise) -> Exercise { Self.library.exercise(id: item.exerciseID)! }

    /// Every plain day of the grid.
    private func grid() throws -> [(CompositionRequest, Plan)] {
        var days: [(CompositionRequest, Plan)] = []
        for goal in Goal.allCases {
            for equipment in Equipment.allCases {
                for level in FitnessLevel.allCases {
                    for focus in Self.foci {
                        for date in Self.dates {
                            let request = request(goal, equipment, level, focus, date)
                            let plan = try #require(try composer.compose(request, createdAt: LocalDateTime(startOf: date)))
                            days.append((request, plan))
                        }
                    }
                }
            }
        }
        return days
    }

    @Test func theLibraryIsTagged() {
        #expect(Self.library.exercises.count >= 150)
        #expect(Self.library.exercises.allSatisfy { $0.role != nil && $0.pattern != nil })
    }

    @Test func sizeOrderAndPrescriptionsHoldOverTheGrid() throws {
        let days = try grid()
        #expect(days.count == Goal.allCases.count * 3 * 3 * Self.foci.count * Self.dates.count)
        var overtime = 0
        for (request, plan) in days {
            let label = "\(request.profile.goal) \(request.profile.equipment) \(request.profile.level) \(request.checkIn.focus) \(request.date)"
            let sets = plan.exercises.reduce(0) { $0 + $1.sets }
            #expect(sets <= SessionCaps.absoluteMaxSets, "\(label): \(sets) sets")
            // A cardio day may be two long machine bouts; every other day has at least three exercises.
            #expect(plan.exercises.count >= (request.checkIn.focus == .cardio ? 2 : 3), "\(label): \(plan.exercises.map(\.exerciseID))")
            if plan.estimatedMinutes! > 75 { overtime += 1 }
            #expect(try PlanRules.validated(plan) == plan, "\(label)")
            let roles = plan.exercises.map { exercise($0).role! }
            if let light = roles.firstIndex(where: { $0 >= .accessory && $0 != .mobility }) {
                #expect(!roles[light...].contains { $0 <= .main }, "\(label): heavy after accessory \(plan.exercises.map(\.exerciseID))")
            }
            for item in plan.exercises {
                let lift = exercise(item)
                if request.profile.goal == .strength, lift.pattern == .isolation || lift.pattern == .core || lift.role! >= .accessory {
                    #expect(!(item.durationSeconds == nil && item.reps <= 6 && item.restSeconds >= 120), "\(label): \(item.exerciseID) \(item.reps)x \(item.restSeconds)s")
                }
                #expect(item.durationSeconds == lift.durationSeconds, "\(label): \(item.exerciseID)")
                if item.durationSeconds != nil {
                    #expect(item.reps == 1 && item.repsMax == nil, "\(label): \(item.exerciseID) \(item.reps) reps")
                }
                #expect(!ExerciseNotes.givesTime(item.notes), "\(label): \(item.exerciseID) \(item.notes)")
            }
        }
        #expect(Double(overtime) <= Double(days.count) * 0.05, "\(overtime) of \(days.count) days over 75 minutes")
    }

    @Test(arguments: [Equipment.home, .fullGym])
    func upperDaysPushAndPullAndFullBodyDaysTrainLegsToo(_ equipment: Equipment) throws {
        for goal in Goal.allCases {
            for level in FitnessLevel.allCases {
                for date in Self.dates {
                    let upper = try #require(try composer.compose(request(goal, equipment, level, .upper, date), createdAt: LocalDateTime(startOf: date)))
                    let patterns = Set(upper.exercises.compactMap { exercise($0).pattern })
                    #expect(patterns.contains { $0.isPush } && patterns.contains { $0.isPull }, "\(goal) \(level) \(date): \(upper.exercises.map(\.exerciseID))")
                    let full = try #require(try composer.compose(request(goal, equipment, level, .fullBody, date), createdAt: LocalDateTime(startOf: date)))
                    let fullPatterns = Set(full.exercises.compactMap { exercise($0).pattern })
                    #expect(fullPatterns.contains { $0.isPush } && fullPatterns.contains { $0.isPull } && !fullPatterns.isDisjoint(with: [.squat, .hinge, .lunge]),
                            "\(goal) \(level) \(date): \(full.exercises.map(\.exerciseID))")
                }
            }
        }
    }

    @Test func soreBackAndSoreLegsGetNoLiftThatLoadsThem() throws {
        var checked = 0
        for goal in Goal.allCases {
            for equipment in Equipment.allCases {
                for focus in Self.foci {
                    for soreness in [2, 5] {
                        let date = Self.dates[0]
                        if let back = try composer.compose(request(goal, equipment, .advanced, focus, date, soreness: soreness, region: .back), createdAt: LocalDateTime(startOf: date)) {
                            checked += 1
                            for item in back.exercises {
                                let lift = exercise(item)
                                #expect(lift.pattern != .hinge && !(lift.pattern == .squat && lift.equipment != .bodyweight) && lift.muscleGroup != .back,
                                        "\(goal) \(equipment) \(focus) sore back: \(item.exerciseID)")
                            }
                        }
                        if let legs = try composer.compose(request(goal, equipment, .advanced, focus, date, soreness: soreness, region: .legs), createdAt: LocalDateTime(startOf: date)) {
                            checked += 1
                            #expect(legs.exercises.allSatisfy { ![.squat, .hinge, .lunge].contains(exercise($0).pattern) && exercise($0).muscleGroup != .legs },
                                    "\(goal) \(equipment) \(focus) sore legs: \(legs.exercises.map(\.exerciseID))")
                        }
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    @Test func hypertensionGetsNoBreathHoldLiftsAndNoMaximalSets() throws {
        for goal in Goal.allCases {
            for equipment in Equipment.allCases {
                for focus in Self.foci {
                    let date = Self.dates[1]
                    let plan = try #require(try composer.compose(request(goal, equipment, .advanced, focus, date, conditions: [.hypertension]), createdAt: LocalDateTime(startOf: date)))
                    #expect(plan.exercises.allSatisfy { !exercise($0).tags.contains(PatternSafety.breathHoldTag) }, "\(goal) \(equipment) \(focus)")
                    #expect(plan.exercises.allSatisfy { $0.durationSeconds != nil || $0.reps > 3 }, "\(goal) \(equipment) \(focus)")
                    #expect(plan.exercises.allSatisfy { !exercise($0).tags.contains("high-impact") && !exercise($0).tags.contains("high-intensity") })
                }
            }
        }
    }

    @Test func conditionsStillFilterAndSevereSorenessStillRecovers() throws {
        let date = Self.dates[2]
        for condition in HealthCondition.allCases {
            for focus in Self.foci {
                guard let plan = try composer.compose(request(.general, .fullGym, .intermediate, focus, date, conditions: [condition]), createdAt: LocalDateTime(startOf: date)) else { continue }
                #expect(plan.exercises.allSatisfy { condition.excludedTags.isDisjoint(with: exercise($0).tags) }, "\(condition) \(focus)")
            }
        }
        let recovery = try #require(try composer.compose(request(.strength, .fullGym, .advanced, .lower, date, soreness: 9), createdAt: LocalDateTime(startOf: date)))
        #expect(recovery.intensity == .low)
        #expect(recovery.exercises.allSatisfy { exercise($0).tags.contains("mobility") })
    }

    @Test func frequencyChangesTheWeekAndThreeFullBodyDaysNeverRepeatADeadlift() throws {
        let reader = EmptyWeekReader()
        let start = LocalDate("2026-11-23")!
        var outputs: [Int: [SessionFocus?]] = [:]
        for frequency in [2, 4, 6] {
            let week = try PlanTheWeek(reader: reader, locale: .ptBR)(profile: Profile(goal: .strength, equipment: .fullGym, weeklyFrequency: frequency),
                                                                   library: Self.library, from: start)
            outputs[frequency] = week.days.map(\.focus)
            #expect(week.days.compactMap(\.focus).count == frequency)
        }
        #expect(outputs[2] != outputs[6] && outputs[4] != outputs[6] && outputs[2] != outputs[4])
        // Full-body days on consecutive days: the hinge main never two days running.
        var recent: [TrainedDay] = []
        var mains: [MovementPattern?] = []
        for offset in 0..<3 {
            let date = start.adding(days: offset)
            let request = CompositionRequest(profile: Profile(goal: .strength, equipment: .fullGym, level: .advanced), checkIn: CheckIn(date: date, focus: .fullBody),
                                             library: Self.library, recentDays: recent)
            let plan = try #require(try composer.compose(request, createdAt: LocalDateTime(startOf: date)))
            let heavy = plan.exercises.filter { exercise($0).role == .main }
            mains.append(heavy.first.flatMap { exercise($0).pattern })
            #expect(heavy.count <= 2)
            recent.append(TrainedDay(date: date, exercises: plan.exercises.map { TrainedExercise(exerciseID: $0.exerciseID, sets: $0.sets) }, logged: true))
        }
        for index in 1..<mains.count where mains[index] != nil {
            #expect(mains[index] != mains[index - 1], "\(mains)")
        }
    }
}
