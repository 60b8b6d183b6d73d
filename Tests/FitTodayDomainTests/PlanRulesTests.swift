import FitTodayDomain
import Testing

@Suite struct PlanRulesTests {
    private let now = LocalDateTime("2026-11-22 08:00:00")!

    @Test func planNamesAreTrimmedAndBetween3And100Characters() throws {
        #expect(try PlanRules.validatedPlanName("  Treino A \n") == "Treino A")
        #expect(try PlanRules.validatedPlanName("abc") == "abc")
        #expect(try PlanRules.validatedPlanName(String(repeating: "x", count: 100)).count == 100)
        #expect(throws: FitTodayError.invalid(.planNameLength(length: 2))) { try PlanRules.validatedPlanName("  ab  ") }
        #expect(throws: FitTodayError.invalid(.planNameLength(length: 101))) { try PlanRules.validatedPlanName(String(repeating: "x", count: 101)) }
    }

    @Test func descriptionsAreAtMost500Characters() throws {
        #expect(try PlanRules.validatedDescription(String(repeating: "é", count: 500)).count == 500)
        #expect(throws: FitTodayError.invalid(.planDescriptionTooLong(length: 501))) {
            try PlanRules.validatedDescription(String(repeating: "é", count: 501))
        }
    }

    @Test(arguments: [(0, false), (1, true), (10, true), (11, false)])
    func setsFrom1To10(_ sets: Int, _ valid: Bool) {
        let exercise = PlanExercise(exerciseID: "x", sets: sets, reps: 10, restSeconds: 60)
        if valid { #expect(throws: Never.self) { try PlanRules.validate(exercise) } } else {
            #expect(throws: FitTodayError.invalid(.sets(sets))) { try PlanRules.validate(exercise) }
        }
    }

    @Test(arguments: [(0, false), (1, true), (50, true), (51, false)])
    func repsFrom1To50(_ reps: Int, _ valid: Bool) {
        let exercise = PlanExercise(exerciseID: "x", sets: 3, reps: reps, restSeconds: 60)
        if valid { #expect(throws: Never.self) { try PlanRules.validate(exercise) } } else {
            #expect(throws: FitTodayError.invalid(.reps(reps))) { try PlanRules.validate(exercise) }
        }
    }

    @Test(arguments: [0, 29, 45, 61, 150, 181, 240])
    func restMustBeOneOfTheFiveAllowedValues(_ rest: Int) {
        #expect(throws: FitTodayError.invalid(.restSeconds(rest))) {
            try PlanRules.validate(PlanExercise(exerciseID: "x", sets: 3, reps: 10, restSeconds: rest))
        }
    }

    @Test func allowedRestValuesPass() throws {
        for rest in [30, 60, 90, 120, 180] {
            try PlanRules.validate(PlanExercise(exerciseID: "x", sets: 3, reps: 10, restSeconds: rest))
        }
    }

    @Test func wholePlanIsCheckedIncludingEveryExercise() throws {
        var plan = Plan(name: " Treino ", createdAt: now, exercises: [PlanExercise(exerciseID: "x", sets: 3, reps: 10, restSeconds: 90)])
        #expect(try PlanRules.validated(plan).name == "Treino")
        plan.exercises.append(PlanExercise(exerciseID: "y", sets: 3, reps: 10, restSeconds: 100))
        #expect(throws: FitTodayError.invalid(.restSeconds(100))) { try PlanRules.validated(plan) }
        plan.exercises.removeLast()
        plan.estimatedMinutes = 0
        #expect(throws: FitTodayError.invalid(.durationMinutes(0))) { try PlanRules.validated(plan) }
    }

    @Test(arguments: [(-1, false), (0, true), (10, true), (11, false)])
    func sorenessFrom0To10(_ soreness: Int, _ valid: Bool) {
        let checkIn = CheckIn(date: LocalDate("2026-11-22")!, focus: .upper, soreness: soreness)
        if valid { #expect(throws: Never.self) { try PlanRules.validate(checkIn) } } else {
            #expect(throws: FitTodayError.invalid(.soreness(soreness))) { try PlanRules.validate(checkIn) }
        }
    }

    @Test(arguments: [(0, false), (1, true), (7, true), (8, false)])
    func weeklyFrequencyFrom1To7(_ frequency: Int, _ valid: Bool) {
        let profile = Profile(goal: .strength, equipment: .home, weeklyFrequency: frequency)
        if valid { #expect(throws: Never.self) { try PlanRules.validate(profile) } } else {
            #expect(throws: FitTodayError.invalid(.weeklyFrequency(frequency))) { try PlanRules.validate(profile) }
        }
    }

    @Test func healthNotesAreAtMost1000Characters() {
        let profile = Profile(goal: .strength, equipment: .home, healthNotes: String(repeating: "a", count: 1001))
        #expect(throws: FitTodayError.invalid(.healthNotesTooLong(length: 1001))) { try PlanRules.validate(profile) }
    }

    @Test func sessionRules() {
        let set = LoggedSet(exerciseID: "x", setNumber: 1, reps: 10, weightKg: 50)
        var session = WorkoutSession(completedAt: now, status: .skipped, sets: [set])
        #expect(throws: FitTodayError.invalid(.skippedSessionWithSets)) { try PlanRules.validate(session) }
        session.status = .completed
        #expect(throws: Never.self) { try PlanRules.validate(session) }
        session.durationMinutes = 601
        #expect(throws: FitTodayError.invalid(.durationMinutes(601))) { try PlanRules.validate(session) }
        session.durationMinutes = 45
        session.sets = [LoggedSet(exerciseID: "x", setNumber: 1, reps: 10, weightKg: -1)]
        #expect(throws: FitTodayError.invalid(.weight(-1))) { try PlanRules.validate(session) }
        session.sets = [LoggedSet(exerciseID: "x", setNumber: 1, reps: 10, rpe: 11)]
        #expect(throws: FitTodayError.invalid(.rpe(11))) { try PlanRules.validate(session) }
        session.sets = [LoggedSet(exerciseID: "x", setNumber: 1, reps: 1001)]
        #expect(throws: FitTodayError.invalid(.loggedReps(1001))) { try PlanRules.validate(session) }
    }

    @Test func volumeCountsOnlyWeightedSets() {
        let session = WorkoutSession(completedAt: now, status: .completed, sets: [
            LoggedSet(exerciseID: "a", setNumber: 1, reps: 10, weightKg: 60),
            LoggedSet(exerciseID: "a", setNumber: 2, reps: 8, weightKg: 62.5),
            LoggedSet(exerciseID: "b", setNumber: 1, reps: 15),
        ])
        #expect(session.volumeKg == 1100)
    }
}
