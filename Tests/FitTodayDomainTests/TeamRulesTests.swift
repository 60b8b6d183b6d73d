import Foundation
import Testing
@testable import FitTodayDomain

/// The roster's rules of `docs/team.md`: compliance's windows, the flags and their reasons, the start estimate,
/// and athlete ids. Every expected number is worked out by hand from the definitions.
@Suite struct TeamRulesTests {
    static let today = LocalDate(year: 2026, month: 11, day: 28)!

    private func day(_ offset: Int) -> LocalDate { Self.today.adding(days: offset) }

    @Test func plannedDaysAreTheWeeksShareRoundedHalfUpAndDoneIsCapped() {
        // 3 a week over 7 days: 3. Over 30: 90/7 = 12.86 → 13. Over 90: 270/7 = 38.57 → 39.
        let trained: Set<LocalDate> = [day(0), day(-2), day(-4), day(-6), day(-8)]
        let week = Compliance.over(7, endingOn: Self.today, start: day(-365), perWeek: 3, trainedOn: trained)
        #expect(week == Compliance(days: 7, planned: 3, done: 3))
        #expect(week.points == 100)
        let month = Compliance.over(30, endingOn: Self.today, start: day(-365), perWeek: 3, trainedOn: trained)
        #expect(month == Compliance(days: 30, planned: 13, done: 5))
        // 5/13 = 38.46% → 38.
        #expect(month.points == 38)
        #expect(Compliance.over(90, endingOn: Self.today, start: day(-365), perWeek: 3, trainedOn: trained).planned == 39)
        // 4 a week over 7 days, 5 days trained: capped at 4.
        let many: Set<LocalDate> = Set((0..<5).map { day(-$0) })
        #expect(Compliance.over(7, endingOn: Self.today, start: day(-365), perWeek: 4, trainedOn: many).done == 4)
        // Half up: 1 a week over 4 days is 4/7 = 0.57 → 1; over 3 days, 3/7 = 0.43 → 0.
        #expect(Compliance.over(4, endingOn: Self.today, start: day(-365), perWeek: 1, trainedOn: []).planned == 1)
        #expect(Compliance.over(3, endingOn: Self.today, start: day(-365), perWeek: 1, trainedOn: []).planned == 0)
        // 3 a week over 14 days: exactly 6.
        #expect(Compliance.over(14, endingOn: Self.today, start: day(-365), perWeek: 3, trainedOn: []).planned == 6)
    }

    @Test func theWindowStartsNoEarlierThanTheStart() {
        // Started 9 days ago (10 days in the window, today included): 3 a week × 10 / 7 = 4.29 → 4.
        let compliance = Compliance.over(30, endingOn: Self.today, start: day(-9), perWeek: 3, trainedOn: [day(-12), day(-9), day(-1)])
        #expect(compliance.days == 10 && compliance.planned == 4 && compliance.done == 2)
        // A window wholly before the start plans nothing: no share, no flag.
        let before = Compliance.over(30, endingOn: day(-30), start: day(-9), perWeek: 3, trainedOn: [])
        #expect(before.days == 0 && before.planned == 0 && before.share == nil && before.points == nil)
    }

    private func facts(trained: Set<LocalDate>, start: LocalDate? = nil, perWeek: Int = 3, readings: [ReadinessAssessment] = [],
                       lifts: [AthleteFacts.LiftChange] = [], deload: Bool = false) -> AthleteFacts {
        AthleteFacts(today: Self.today, start: start ?? day(-120), perWeek: perWeek, trainedDays: trained, program: nil,
                     recentReadings: readings, lifts: lifts, deloadSuggested: deload)
    }

    @Test func noSessionForMoreThanSevenDaysIsFlaggedWithTheLastDate() {
        let rule = SummarizeAthlete(thresholds: AttentionThresholds(), locale: .en)
        // Every other day until 8 days ago: 8 days without a session (more than 7).
        let trained = Set(stride(from: -60, through: -8, by: 2).map { day($0) })
        let flags = rule.flags(facts(trained: trained))
        #expect(flags.contains(AttentionFlag(kind: .noRecentSession, reason: "No completed session for 8 days (the last was on 11/20/2026)")))
        // 7 days is not more than 7.
        let recent = Set(stride(from: -61, through: -7, by: 2).map { day($0) })
        #expect(!rule.flags(facts(trained: recent)).contains { $0.kind == .noRecentSession })
    }

    @Test func lowComplianceAndADropOfTwentyPointsAreFlagged() {
        let rule = SummarizeAthlete(thresholds: AttentionThresholds(), locale: .en)
        // The 30 days before: 13 planned, 13 done (100%). The last 30: 13 planned, 6 done = 46%.
        let before = Set((0..<13).map { day(-59 + $0 * 2) })
        let now = Set((0..<6).map { day(-25 + $0 * 4) })
        let flags = rule.flags(facts(trained: before.union(now)))
        #expect(flags.contains(AttentionFlag(kind: .lowCompliance, reason: "Compliance of 46% over the last 30 days (6 of 13 sessions), under 70%")))
        #expect(flags.contains(AttentionFlag(kind: .complianceDrop, reason: "Compliance down 54 points: 46% over the last 30 days, 100% over the 30 days before")))
        // 10 of 13 = 77%: above 70%, and 23 points down from 100%: only the drop.
        let better = Set((0..<10).map { day(-29 + $0 * 3) })
        let kinds = rule.flags(facts(trained: before.union(better))).map(\.kind)
        #expect(!kinds.contains(.lowCompliance) && kinds.contains(.complianceDrop))
    }

    /// A program that started today, or days ago, with nothing trained yet: 0% of one or two planned days, not yet a
    /// week to judge by. From the seventh day on, the same athlete is flagged.
    @Test func complianceFlagsWaitForAWeekSinceTheStart() {
        let rule = SummarizeAthlete(thresholds: AttentionThresholds(), locale: .en)
        for started in 0...5 {
            let facts = facts(trained: [], start: day(-started), perWeek: 4)
            #expect(Compliance.over(30, endingOn: Self.today, start: facts.start, perWeek: 4, trainedOn: []).points == 0, "started \(started) days ago")
            #expect(rule.flags(facts).isEmpty, "started \(started) days ago: \(rule.flags(facts))")
        }
        // 7 days in the window: 4 a week plans 4, none done.
        let week = rule.flags(facts(trained: [], start: day(-6), perWeek: 4))
        #expect(week == [AttentionFlag(kind: .lowCompliance, reason: "Compliance of 0% over the last 30 days (0 of 4 sessions), under 70%")])
    }

    /// Before a program's first day the roster says when it starts, not a day the athlete cannot be on yet.
    @Test func aProgramThatStartsLaterSaysWhen() {
        let place = AthleteProgramPlace(id: "gzclp", name: "GZCLP", cycle: 1, week: 1, day: 1, dayName: "A1", startedOn: day(3))
        #expect(place.text(.ptBR, on: Self.today) == "GZCLP — começa em 01/12")
        #expect(place.text(.en, on: day(2)) == "GZCLP — starts on 12/01")
        #expect(place.text(.en, on: day(3)) == "GZCLP — cycle 1, week 1, A1")
    }

    @Test func lowReadinessOnThreeOfTheLastFiveCheckInsIsFlagged() {
        let rule = SummarizeAthlete(thresholds: AttentionThresholds(), locale: .ptBR)
        let baseline = (0..<20).map { CheckIn(date: day(-40 + $0), sleep: 4, fatigue: 4, stress: 4, mood: 4) }
        func reading(_ offset: Int, _ answer: Int) -> ReadinessAssessment {
            ReadinessAssessment(date: day(offset), checkIn: CheckIn(date: day(offset), sleep: answer, fatigue: answer, stress: answer, mood: answer),
                                earlier: baseline)
        }
        let low = [reading(-4, 4), reading(-3, 1), reading(-2, 4), reading(-1, 1), reading(0, 2)]
        #expect(low.filter(\.isLow).count == 3)
        let trained = Set(stride(from: -60, through: 0, by: 2).map { day($0) })
        let flags = rule.flags(facts(trained: trained, readings: low))
        #expect(flags.contains(AttentionFlag(kind: .lowReadiness, reason: "Prontidão baixa ou muito baixa em 3 dos últimos 5 check-ins")))
        #expect(!rule.flags(facts(trained: trained, readings: Array(low.dropLast()))).contains { $0.kind == .lowReadiness })
    }

    @Test func aLiftFailedTwiceAStageChangeAResetAndATrainingMaxCutAreFlagged() {
        let rule = SummarizeAthlete(thresholds: AttentionThresholds(), locale: .en)
        let trained = Set(stride(from: -60, through: 0, by: 2).map { day($0) })
        let lifts = [
            AthleteFacts.LiftChange(name: "Squat", before: LiftState(weightKg: 100, failures: 1), after: LiftState(weightKg: 100, failures: 2)),
            AthleteFacts.LiftChange(name: "T1 Bench", before: LiftState(weightKg: 60, stage: 0), after: LiftState(weightKg: 60, stage: 1),
                                    stages: ["5x3+", "6x2+", "10x1+"]),
            AthleteFacts.LiftChange(name: "Deadlift", before: LiftState(weightKg: 140), after: LiftState(weightKg: 120)),
            AthleteFacts.LiftChange(name: "Press", before: LiftState(trainingMaxKg: 50), after: LiftState(trainingMaxKg: 45)),
            AthleteFacts.LiftChange(name: "Row", before: LiftState(weightKg: 50), after: LiftState(weightKg: 52.5)),
        ]
        let flags = rule.flags(facts(trained: trained, lifts: lifts), unit: .kg)
        #expect(flags == [
            AttentionFlag(kind: .liftFailing, reason: "Squat: failed the last 2 attempts"),
            AttentionFlag(kind: .liftReset, reason: "T1 Bench: changed stage, from 5x3+ to 6x2+"),
            AttentionFlag(kind: .liftReset, reason: "Deadlift: weight reset, from 140 kg to 120 kg"),
            AttentionFlag(kind: .liftReset, reason: "Press: training max cut, from 50 kg to 45 kg"),
        ])
        #expect(rule.flags(facts(trained: trained, deload: true)) == [AttentionFlag(kind: .deloadSuggested, reason: "A lighter week is suggested and not started yet")])
    }

    @Test func thresholdsFromTeamTomlChangeTheFlags() {
        var thresholds = AttentionThresholds()
        thresholds.daysWithoutSession = 10
        thresholds.minimumCompliance = 0.3
        let trained = Set(stride(from: -60, through: -9, by: 2).map { day($0) })
        #expect(SummarizeAthlete(thresholds: thresholds, locale: .en).flags(facts(trained: trained)).isEmpty == false)
        #expect(!SummarizeAthlete(thresholds: thresholds, locale: .en).flags(facts(trained: trained)).contains { $0.kind == .noRecentSession })
    }

    @Test func theSummaryCountsSessionsInTheLastSevenAndThirtyDays() {
        let trained: Set<LocalDate> = [day(0), day(-6), day(-7), day(-29), day(-30), day(-45), day(1)]
        let summary = SummarizeAthlete(thresholds: AttentionThresholds(), locale: .en)(
            facts(trained: trained), id: "ana", name: "Ana", athleteLocale: .en, unit: .lb)
        // Within 7 days: today and 6 days ago; within 30: also 7 and 29 days ago. Tomorrow is not yet.
        #expect(summary.sessions7 == 2 && summary.sessions30 == 4)
        #expect(summary.lastSession == Self.today)
    }

    @Test func theEstimateIsEpleysBestOfTheLastNinetyDays() throws {
        func entry(_ offset: Int, _ sets: [(Int, Double)]) -> ExerciseLogEntry {
            ExerciseLogEntry(sessionID: Int64(100 + offset), completedAt: LocalDateTime(startOf: day(offset)),
                             sets: sets.enumerated().map { LoggedSet(exerciseID: "agachamento", exerciseName: "Agachamento", setNumber: $0 + 1, reps: $1.0, weightKg: $1.1) })
        }
        // 5 × 100 → 116.67; 3 × 105 → 115.5; 1 × 130 ninety-one days ago is outside the window; 15 × 80 is too many reps.
        let best = try #require(ProgramStartEstimate.best([entry(-3, [(5, 100), (3, 105)]), entry(-91, [(1, 130)]), entry(-1, [(15, 80)])], today: Self.today))
        #expect(abs(best.oneRepMaxKg - 100 * (1 + 5.0 / 30)) < 1e-9 && best.reps == 5 && best.weightKg == 100 && best.date == day(-3))
        // A first stage of 3 reps with two to spare: the weight for 5 reps, 116.67 / (1 + 5/30) = 100.
        #expect(abs(ProgramStartEstimate.startingWeight(reps: 3, from: best) - 100) < 1e-9)
        #expect(ProgramStartEstimate.best([entry(-100, [(5, 100)])], today: Self.today) == nil)
    }

    @Test func idsAreLowercaseLettersDigitsAndHyphens() {
        for good in ["ana", "ana-souza", "a1", "9", String(repeating: "a", count: 63)] { #expect(AthleteID(good) != nil, "\(good)") }
        for bad in ["", "Ana", "ana souza", "ana_souza", "-ana", "ána", "../x", "a/b", ".", String(repeating: "a", count: 64)] {
            #expect(AthleteID(bad) == nil, "\(bad)")
        }
        #expect(throws: FitTodayError.team(.invalidID("Ana"))) { try AthleteID.parse("Ana") }
    }
}

/// The shard of an athlete: the first 8 bytes of SHA-256 of the id, big-endian, mod N.
@Suite struct TeamShardRuleTests {
    @Test func theShardIsTheDigestsFirstEightBytesModN() {
        // SHA-256("ana") = 24d4b96f58da6d4a…, as sha256sum prints it.
        let value: UInt64 = 0x24D4_B96F_58DA_6D4A
        #expect(TeamShard.of("ana", count: 7) == Int(value % 7))
        #expect(TeamShard.of("ana", count: 1) == 0)
        let shards = (0..<5).compactMap { TeamShard(index: $0, count: 5) }
        for id in ["ana", "bia", "caio", "x-1", "9"] { #expect(shards.filter { $0.contains(id) }.count == 1) }
    }

    @Test func aShardIsWrittenIOfN() {
        #expect(TeamShard("0/3") != nil && TeamShard("3/3") == nil && TeamShard("x") == nil && TeamShard("1/0") == nil)
    }
}
