import Foundation
import Testing
@testable import FitTodayDomain

/// The readiness rule of `docs/readiness.md`: the score, the baseline, the bands, and what a day does with them.
@Suite struct ReadinessTests {
    static let today = LocalDate(year: 2026, month: 11, day: 26)!

    /// `count` check-ins on the days before `today`, each with the answers `answers` (sleep, fatigue, stress, mood).
    static func history(_ count: Int, _ answers: [(Int, Int, Int, Int)]) -> [CheckIn] {
        (0..<count).map { index in
            let (sleep, fatigue, stress, mood) = answers[index % answers.count]
            return CheckIn(date: today.adding(days: index - count), sleep: sleep, fatigue: fatigue, stress: stress, mood: mood)
        }
    }

    static func reading(_ answers: (Int, Int, Int, Int), soreness: Int = 0, after earlier: [CheckIn]) -> ReadinessAssessment {
        let checkIn = CheckIn(date: today, soreness: soreness, sleep: answers.0, fatigue: answers.1, stress: answers.2, mood: answers.3)
        return ReadinessAssessment(date: today, checkIn: checkIn, earlier: earlier)
    }

    @Test func theScoreIsTheSumOfTheFourAnswersAndNeedsAllOfThem() {
        #expect(WellnessScore.of(CheckIn(date: Self.today, sleep: 2, fatigue: 2, stress: 3, mood: 2)) == 9)
        #expect(WellnessScore.of(CheckIn(date: Self.today, sleep: 2, fatigue: 2, stress: 3)) == nil)
        let partial = ReadinessAssessment(date: Self.today, checkIn: CheckIn(date: Self.today, sleep: 1), earlier: [])
        #expect(partial.band == nil && !partial.isLow)
    }

    /// A check-in with some of the four answers says which are missing, in both languages; one
    /// with none says the day stays as planned.
    @Test func aPartialCheckInNamesTheMissingAnswers() {
        let partial = ReadinessAssessment(date: Self.today, checkIn: CheckIn(date: Self.today, sleep: 4, fatigue: 3), earlier: [])
        #expect(partial.reasons(.ptBR) == ["o check-in ficou sem estresse, humor: com as quatro respostas (sono, fadiga, estresse, humor) o dia se ajusta a como você está; hoje ele fica como planejado"])
        #expect(partial.reasons(.en) == ["the check-in left out stress, mood: with all four answers (sleep, fatigue, stress, mood) the day adjusts to how you are; today it stays as planned"])
        let none = ReadinessAssessment(date: Self.today, checkIn: CheckIn(date: Self.today, soreness: 2), earlier: [])
        #expect(none.reasons(.en) == [AppLocale.en.words.domain.readiness.notScored])
    }

    @Test func fewerThanSevenCheckInsUseFixedThresholds() {
        let six = Self.history(6, [(4, 4, 4, 4)])
        #expect(Self.reading((2, 2, 2, 2), after: six).band == .veryLow)
        #expect(Self.reading((2, 2, 2, 2), after: six).baseline == nil)
        #expect(Self.reading((2, 3, 3, 3), after: six).band == .low)
        #expect(Self.reading((3, 3, 3, 3), after: six).band == .normal)
        #expect(Self.reading((5, 5, 5, 5), after: six).band == .normal)
        let reasons = Self.reading((2, 3, 3, 3), after: six).reasons(.en)
        #expect(reasons.last?.contains("fixed thresholds") == true)
    }

    @Test func aSteadyPersonIsReadWithTheDeviationFloor() throws {
        // Sixteen every day: a deviation of 0, taken as 1.5.
        let steady = Self.history(14, [(4, 4, 4, 4)])
        let baseline = try #require(ReadinessBaseline(checkIns: steady))
        #expect(baseline.mean == 16 && baseline.deviation == 1.5 && baseline.count == 14)
        #expect(Self.reading((4, 4, 4, 3), after: steady).band == .normal)   // z = −0.67
        #expect(Self.reading((4, 4, 3, 3), after: steady).band == .low)      // 14: z = −1.33
        #expect(Self.reading((4, 3, 3, 3), after: steady).band == .veryLow)  // 13: z = −2, on the line
        #expect(Self.reading((5, 4, 4, 5), after: steady).band == .high)     // 18: z = +1.33
        #expect(Self.reading((5, 4, 4, 4), after: steady).band == .normal)   // 17: z = +0.67
    }

    @Test func theBaselineIsTheSampleDeviationOfTheLastTwentyEightDays() throws {
        // 12 and 20 alternating: mean 16, sample deviation above the floor.
        let varied = Self.history(10, [(3, 3, 3, 3), (5, 5, 5, 5)])
        let baseline = try #require(ReadinessBaseline(checkIns: varied))
        #expect(baseline.mean == 16)
        #expect(abs(baseline.deviation - (160.0 / 9).squareRoot()) < 1e-9)
        // Check-ins older than 28 days are not read.
        let old = (0..<10).map { CheckIn(date: Self.today.adding(days: -40 - $0), sleep: 1, fatigue: 1, stress: 1, mood: 1) }
        let reading = Self.reading((4, 4, 4, 4), after: old + Self.history(7, [(4, 4, 4, 4)]))
        #expect(reading.baseline?.count == 7 && reading.baseline?.mean == 16)
    }

    @Test func theReasonNamesTheLowAnswers() {
        let usual = Self.history(14, [(4, 4, 4, 4)])
        let reading = Self.reading((3, 4, 4, 3), after: usual)
        #expect(reading.band == .low)
        #expect(reading.lowAnswers.map(\.item) == [.sleep, .mood])
        #expect(reading.why(.ptBR) == "prontidão baixa: sono 3/5, humor 3/5")
        #expect(reading.why(.en) == "low readiness: sleep 3/5, mood 3/5")
        // Without a baseline, the answers of 2 or less.
        let early = Self.reading((2, 4, 3, 2), after: [])
        #expect(early.band == .low && early.lowAnswers.map(\.item) == [.sleep, .mood])
    }

    @Test func fiveLowOfTheLastSevenSuggestADeload() {
        let usual = Self.history(14, [(4, 4, 4, 4)])
        var all = usual
        for (offset, low) in [true, true, false, true, false, true, true].enumerated() {
            let answers = low ? 2 : 4
            all.append(CheckIn(date: Self.today.adding(days: offset + 1), sleep: answers, fatigue: answers, stress: answers, mood: answers))
        }
        let readings = AssessReadiness.readings(of: Array(all.suffix(7)), among: all)
        #expect(readings.filter(\.isLow).count == 5)
        #expect(DeloadSuggestion.isDue(readings, deloadActive: false))
        #expect(!DeloadSuggestion.isDue(readings, deloadActive: true))
        #expect(!DeloadSuggestion.isDue(Array(readings.dropLast()), deloadActive: false))
    }

    @Test func sessionEffortGivesIntensityAndLoad() {
        #expect(SessionEffort.intensity(rpe: 4) == .low && SessionEffort.intensity(rpe: 5) == .moderate)
        #expect(SessionEffort.intensity(rpe: 7) == .moderate && SessionEffort.intensity(rpe: 8) == .high)
        #expect(SessionEffort.load(rpe: 8, minutes: 60) == 480 && SessionEffort.load(rpe: nil, minutes: 60) == nil)
    }

    @Test func aDeloadLastsSevenDaysUnlessStopped() {
        let deload = DeloadPeriod(startedOn: Self.today)
        #expect(deload.covers(Self.today) && deload.covers(Self.today.adding(days: 6)) && !deload.covers(Self.today.adding(days: 7)))
        let stopped = DeloadPeriod(startedOn: Self.today, stoppedOn: Self.today.adding(days: 2))
        #expect(stopped.covers(Self.today.adding(days: 1)) && !stopped.covers(Self.today.adding(days: 2)))
        #expect(DeloadPeriod.sets(5) == 3 && DeloadPeriod.sets(3) == 2 && DeloadPeriod.sets(1) == 1)
    }
}
