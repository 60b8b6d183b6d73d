import Foundation
import Testing
@testable import FitTodayDomain

/// Where readiness meets the day's rule: a check-in without a focus keeps one's own plan, the recovery session
/// replaces it, and a deload takes a program's deload week.
@Suite struct ReadinessDayRuleTests {
    struct Reader: TodaysPlanReader {
        var recorded: CheckIn?
        var active: Plan?
        func checkIn(on date: LocalDate) throws(FitTodayError) -> CheckIn? { recorded }
        func generatedPlan(for date: LocalDate) throws(FitTodayError) -> Plan? { nil }
        func activePlan() throws(FitTodayError) -> Plan? { active }
        func recentTraining(before date: LocalDate, days: Int) throws(FitTodayError) -> [TrainedDay] { [] }
    }

    static let today = ReadinessTests.today
    static let own = Plan(id: 7, name: "Meu treino A", createdAt: LocalDateTime(startOf: today), isActive: true, exercises: [
        PlanExercise(exerciseID: "supino", sets: 3, reps: 8, restSeconds: 90),
    ])
    static let recovery = Plan(id: 8, name: "Recuperação", createdAt: LocalDateTime(startOf: today), source: .local, forDate: today)

    static func compose(_ seen: Locked) -> TodaysPlan.Compose {
        { checkIn, _ throws(FitTodayError) in
            seen.set(checkIn)
            return .plan(recovery, reused: false)
        }
    }

    final class Locked: @unchecked Sendable {
        private let lock = NSLock()
        private var value: CheckIn?
        func set(_ checkIn: CheckIn) { lock.withLock { value = checkIn } }
        var checkIn: CheckIn? { lock.withLock { value } }
    }

    @Test func aCheckInWithoutAFocusKeepsOnesOwnPlanAndOneWithAFocusComposes() async throws {
        let howIAm = CheckIn(date: Self.today, sleep: 3, fatigue: 3, stress: 3, mood: 3)
        let seen = Locked()
        let kept = try await TodaysPlan(reader: Reader(recorded: howIAm, active: Self.own), compose: Self.compose(seen)).shown(on: Self.today)
        #expect(kept.plan?.id == 7 && seen.checkIn == nil)
        let generated = try await TodaysPlan(reader: Reader(recorded: howIAm, active: Self.own), compose: Self.compose(seen))
            .generated(on: Self.today, fresh: false)
        #expect(generated.plan?.id == 7)
        var focused = howIAm
        focused.focus = .upper
        let composed = try await TodaysPlan(reader: Reader(recorded: focused, active: Self.own), compose: Self.compose(seen)).shown(on: Self.today)
        #expect(composed.plan?.id == 8 && seen.checkIn?.givenFocus == .upper)
    }

    @Test func theRecoverySessionReplacesOnesOwnPlanAndAProgramsDay() async throws {
        let sore = CheckIn(date: Self.today, soreness: 8, sleep: 1, fatigue: 2, stress: 2, mood: 2)
        let seen = Locked()
        let programDay: TodaysPlan.ProgramDay = { _ throws(FitTodayError) in Self.own }
        let shown = try await TodaysPlan(reader: Reader(recorded: sore, active: Self.own), compose: Self.compose(seen), programDay: programDay,
                                         recovery: true).shown(on: Self.today)
        #expect(shown.plan?.id == 8 && seen.checkIn?.soreness == 8 && seen.checkIn?.focus == .fullBody)
        let generated = try await TodaysPlan(reader: Reader(recorded: sore, active: nil), compose: Self.compose(seen), programDay: programDay,
                                             recovery: true).generated(on: Self.today, fresh: false)
        #expect(generated.plan?.id == 8)
    }

    @Test func aDeloadTakesTheProgramsDeloadWeekWhenItHasOne() throws {
        let fiveThreeOne = try ProgramEngineTests.program("531-bbb.txt")
        #expect(FollowProgram.deloadWeek(of: fiveThreeOne, for: fiveThreeOne.position(ofDay: 0)) == 4)
        // Already in the deload week: nothing to take.
        let deloadDay = fiveThreeOne.weeks.prefix(3).reduce(0) { $0 + $1.days.count }
        #expect(FollowProgram.deloadWeek(of: fiveThreeOne, for: fiveThreeOne.position(ofDay: deloadDay)) == nil)
        let fiveByFive = try ProgramEngineTests.program("5x5.txt")
        #expect(FollowProgram.deloadWeek(of: fiveByFive, for: fiveByFive.position(ofDay: 0)) == nil)
    }
}

extension ReadinessDayRuleTests {
    /// Composed and one's own plans: two sessions short of reps at one weight deload by 10%, unless one of them was
    /// logged against a day readiness changed (its test was postponed).
    @Test func aHeldSessionShortOfRepsIsNoStallForTheLoadRule() {
        let prescriber = LoadPrescriber(settings: LoadSettings(), locale: .ptBR)
        let bench = Exercise(id: "supino", name: "Supino reto com barra", muscleGroup: .chest, equipment: .fullGym)
        let item = PlanExercise(exerciseID: "supino", sets: 3, reps: 8, restSeconds: 90)
        func short(_ id: Int64, day: Int, held: Bool) -> ExerciseLogEntry {
            ExerciseLogEntry(sessionID: id, completedAt: LocalDateTime(startOf: Self.today.adding(days: -day)),
                             sets: [8, 7, 6].enumerated().map { LoggedSet(exerciseID: "supino", setNumber: $0 + 1, reps: $1, weightKg: 100) },
                             readinessHeld: held)
        }
        let stalled = prescriber.prescription(for: item, exercise: bench, history: [short(2, day: 2, held: false), short(1, day: 4, held: false)], soreness: 0)
        #expect(stalled.targetWeightKg == 90)
        let postponed = prescriber.prescription(for: item, exercise: bench, history: [short(2, day: 2, held: true), short(1, day: 4, held: false)], soreness: 0)
        #expect(postponed.targetWeightKg == 100)
    }
}
