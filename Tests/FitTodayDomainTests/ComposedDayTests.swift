import FitTodayDomain
import Testing

/// The coach's rules of issue 30 over a library built in code: slots, order, caps, prescriptions, timed items.
@Suite struct ComposedDayTests {
    let composer = LocalPlanComposer()
    let now = LocalDateTime("2026-11-22 07:00:00")!

    private func plan(_ request: CompositionRequest) throws -> Plan {
        try #require(try composer.compose(request, createdAt: now))
    }

    private func exercise(_ item: PlanExercise) -> Exercise { LibraryFixture.library.exercise(id: item.exerciseID)! }

    @Test(arguments: Goal.allCases, [Focus.upper, .lower, .fullBody])
    func oneMainLiftFirstAndNothingHeavyAfterAnAccessory(_ goal: Goal, _ focus: Focus) throws {
        for equipment in Equipment.allCases {
            let day = try plan(LibraryFixture.request(goal: goal, equipment: equipment, focus: focus))
            let roles = day.exercises.map { exercise($0).role! }
            #expect(roles.filter { $0 == .main }.count <= 2, "\(roles)")
            if roles.contains(.main) { #expect(roles.first == .main, "\(equipment) \(roles)") }
            if let light = roles.firstIndex(where: { $0 >= .accessory }) {
                #expect(!roles[light...].contains { $0 <= .secondary && $0 != .secondary } , "\(equipment) \(roles)")
                #expect(!roles[light...].contains(.main), "\(equipment) \(roles)")
            }
        }
    }

    @Test(arguments: FitnessLevel.allCases)
    func capsByLevelHoldAndTheEstimateIsHonest(_ level: FitnessLevel) throws {
        let caps = SessionCaps.forLevel(level)
        for goal in Goal.allCases {
            for focus in [Focus.upper, .lower, .fullBody, .core, .cardio] {
                let day = try plan(LibraryFixture.request(goal: goal, level: level, focus: focus))
                let sets = day.exercises.reduce(0) { $0 + $1.sets }
                #expect(sets <= caps.sets && sets <= SessionCaps.absoluteMaxSets, "\(goal) \(focus): \(sets) sets")
                #expect(day.estimatedMinutes! <= caps.minutes, "\(goal) \(focus): \(day.estimatedMinutes!) min")
                // The estimate adds up the work and rests: never less than the rests alone.
                let rests = day.exercises.reduce(0) { $0 + $1.sets * $1.restSeconds }
                #expect(day.estimatedMinutes! * 60 >= rests + SessionEstimate.warmupSeconds)
            }
        }
        #expect(SessionCaps.forLevel(.beginner).sets < SessionCaps.forLevel(.intermediate).sets)
        #expect(SessionCaps.forLevel(.advanced).sets > SessionCaps.forLevel(.intermediate).sets)
    }

    @Test func timedItemsKeepTheirTimeAndNoNoteContradictsIt() throws {
        for focus in [Focus.core, .cardio, .fullBody, .lower] {
            for goal in Goal.allCases {
                let day = try plan(LibraryFixture.request(goal: goal, focus: focus))
                for item in day.exercises {
                    let library = exercise(item)
                    #expect(item.durationSeconds == library.durationSeconds, "\(item.exerciseID)")
                    if item.durationSeconds != nil {
                        #expect(item.reps == 1 && item.repsMax == nil, "\(item.exerciseID) \(item.reps)")
                    }
                    #expect(!ExerciseNotes.givesTime(item.notes), "\(item.exerciseID): \(item.notes)")
                }
            }
        }
        // The curated note without a time stays ("Cada perna."); the one with a time ("Segure 30 s.") goes.
        #expect(ExerciseNotes.note(for: "afundo", in: LibraryFixture.library) == "Cada perna.")
        #expect(ExerciseNotes.note(for: "prancha", in: LibraryFixture.library) == "")
        #expect(ExerciseNotes.givesTime("Segure 40 s de cada lado.") && ExerciseNotes.givesTime("1 min.") && !ExerciseNotes.givesTime("Cada lado."))
    }

    @Test func everyUpperDayPushesAndPullsAndEveryFullBodyDayTrainsLegsToo() throws {
        for equipment in Equipment.allCases {
            for goal in Goal.allCases {
                for date in ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-25"] {
                    let patterns = Set(try plan(LibraryFixture.request(goal: goal, equipment: equipment, focus: .upper, date: date)).exercises.compactMap { exercise($0).pattern })
                    #expect(patterns.contains { $0.isPush } && patterns.contains { $0.isPull }, "\(equipment) \(goal) \(date): \(patterns)")
                    let full = Set(try plan(LibraryFixture.request(goal: goal, equipment: equipment, focus: .fullBody, date: date)).exercises.compactMap { exercise($0).pattern })
                    #expect(full.contains { $0.isPush } && full.contains { $0.isPull }, "\(equipment) \(goal) \(date): \(full)")
                    #expect(!full.isDisjoint(with: [.squat, .hinge, .lunge]), "\(equipment) \(goal) \(date): \(full)")
                }
            }
        }
    }

    @Test func loadNotesOnlyForLoadableExercises() {
        let ids = ["corda", "bike", "gato-camelo", "prancha", "flexao"]
        #expect(ids.allSatisfy { LibraryFixture.library.exercise(id: $0)?.isLoadable == false })
        #expect(["supino", "rosca", "agachamento"].allSatisfy { LibraryFixture.library.exercise(id: $0)?.isLoadable == true })
        let prescriber = LoadPrescriber()
        let rope = LibraryFixture.library.exercise(id: "corda")!
        #expect(prescriber.prescription(for: PlanExercise(exerciseID: "corda", sets: 3, reps: 1, restSeconds: 30, durationSeconds: 60), exercise: rope, history: [], soreness: 0).reason == nil)
        let curl = LibraryFixture.library.exercise(id: "rosca")!
        #expect(prescriber.prescription(for: PlanExercise(exerciseID: "rosca", sets: 3, reps: 10, restSeconds: 60), exercise: curl, history: [], soreness: 0).reason != nil)
    }

    @Test func mainLiftsStayAllWeekAndAccessoriesVary() throws {
        // Monday 2026-11-23 to Sunday 2026-11-29: the same main lift each lower day of the week.
        var mains: Set<String> = []
        var days: Set<[String]> = []
        for day in 23...29 {
            let lower = try plan(LibraryFixture.request(equipment: .home, focus: .lower, date: "2026-11-\(day)"))
            mains.insert(lower.exercises[0].exerciseID)
            days.insert(lower.exercises.map(\.exerciseID))
        }
        #expect(mains.count == 1)
        #expect(days.count > 1)
    }

    @Test func theSameInputsGiveTheSameDay() throws {
        let request = LibraryFixture.request(goal: .strength, focus: .fullBody, recent: [LibraryFixture.day("2026-11-20", ["agachamento", "supino"])])
        #expect(try plan(request) == plan(request))
    }

    @Test func hypertrophyAndStrengthRestLongerOnMainLiftsThanAccessories() throws {
        for goal in [Goal.strength, .hypertrophy] {
            let day = try plan(LibraryFixture.request(goal: goal, focus: .lower))
            let main = day.exercises[0]
            #expect(day.exercises.dropFirst().allSatisfy { $0.restSeconds <= main.restSeconds })
        }
    }

    @Test func composedPlansPassTheWiderRulesAndHandMadeOnesKeepTheirs() throws {
        let day = try plan(LibraryFixture.request(goal: .strength, focus: .lower))
        #expect(day.exercises[0].restSeconds > 180)
        #expect(try PlanRules.validated(day) == day)
        var manual = day
        manual.source = .manual
        #expect(throws: FitTodayError.self) { try PlanRules.validated(manual) }
        #expect(throws: FitTodayError.self) { try PlanRules.validateComposed(PlanExercise(exerciseID: "x", sets: 3, reps: 5, restSeconds: 301)) }
        #expect(throws: FitTodayError.self) { try PlanRules.validateComposed(PlanExercise(exerciseID: "x", sets: 3, reps: 8, repsMax: 6, restSeconds: 90)) }
    }

    @Test func aSetReadsAsItsRepsItsRangeOrItsTime() {
        #expect(PlanExercise(exerciseID: "x", sets: 3, reps: 10, restSeconds: 60).workText(.ptBR) == "10")
        #expect(PlanExercise(exerciseID: "x", sets: 3, reps: 8, repsMax: 12, restSeconds: 60).workText(.ptBR) == "8–12")
        #expect(PlanExercise(exerciseID: "x", sets: 3, reps: 1, restSeconds: 30, durationSeconds: 40).workText(.ptBR) == "40 s")
        #expect(PlanExercise(exerciseID: "x", sets: 1, reps: 1, restSeconds: 30, durationSeconds: 600).workText(.ptBR) == "10 min")
        #expect(PlanExercise(exerciseID: "x", sets: 1, reps: 1, restSeconds: 30, durationSeconds: 90).workText(.ptBR) == "90 s")
    }
}
