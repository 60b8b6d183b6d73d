/// How ready the person is on a date: the day's wellness score read against their own baseline, the band it falls
/// in, and the answers that explain it (`docs/readiness.md`).
public struct ReadinessAssessment: Equatable, Sendable {
    public var date: LocalDate
    /// The day's check-in, if one was recorded.
    public var checkIn: CheckIn?
    /// 4 to 20; nil unless the day's check-in answered all four questions.
    public var score: Int?
    /// Nil with fewer than 7 scored check-ins in the 28 days before: fixed thresholds apply.
    public var baseline: ReadinessBaseline?
    /// Nil without a score: nothing is adjusted.
    public var band: ReadinessBand?
    /// The answers a reason names: those a point or more below the person's usual for them (2 or less without a
    /// baseline), or every answer when none stands out.
    public var lowAnswers: [WellnessAnswer]

    /// Reads `checkIn` (the day's, if any) against `earlier`, the check-ins of the 28 days before `date`.
    public init(date: LocalDate, checkIn: CheckIn?, earlier: [CheckIn]) {
        self.date = date
        self.checkIn = checkIn
        let window = earlier.filter { $0.date < date && $0.date >= date.adding(days: -ReadinessBaseline.windowDays) }
        baseline = ReadinessBaseline(checkIns: window)
        score = checkIn.flatMap(WellnessScore.of)
        if let score {
            band = baseline.map { ReadinessBand(z: $0.z(of: score)) } ?? ReadinessBand(fixedScore: score)
        } else {
            band = nil
        }
        let answers = checkIn?.answers ?? []
        var low: [WellnessAnswer]
        if let baseline {
            low = answers.filter { answer in baseline.answerMeans[answer.item].map { Double(answer.value) <= $0 - 1 + 1e-9 } ?? false }
        } else {
            low = answers.filter { $0.value <= 2 }
        }
        if low.isEmpty, band?.isLow == true { low = answers }
        lowAnswers = low
    }

    public var soreness: Int { checkIn?.soreness ?? 0 }

    /// z = (score − mean) / deviation, with a baseline.
    public var z: Double? {
        guard let score, let baseline else { return nil }
        return baseline.z(of: score)
    }

    /// Whether the day is read as low or very low.
    public var isLow: Bool { band?.isLow == true }

    /// A very low day with soreness of 8 or more: the recovery session instead of the plan.
    public var callsForRecovery: Bool { band == .veryLow && soreness >= 8 }

    /// Why a change is made: "prontidão baixa: sono 2/5, fadiga 2/5".
    public func why(_ locale: AppLocale) -> String {
        let band = (self.band ?? .normal).label(locale)
        guard !lowAnswers.isEmpty else { return band }
        return locale.words.domain.readiness.why(band: band, answers: lowAnswers.map { $0.text(locale) }.joined(separator: ", "))
    }

    /// What the day's reading rests on, in order: the band with its answers, then the score against the baseline
    /// (or the fixed thresholds, said as such).
    public func reasons(_ locale: AppLocale) -> [String] {
        let words = locale.words.domain.readiness
        guard let scoreReason = scoreReason(locale) else {
            guard let checkIn else { return [words.noCheckIn] }
            // Some answers given, not all: say which are missing.
            let given = Set(checkIn.answers.map(\.item))
            let missing = [WellnessItem.sleep, .fatigue, .stress, .mood].filter { !given.contains($0) }
            guard !given.isEmpty, !missing.isEmpty else { return [words.notScored] }
            return [words.notScoredPartly(missing: missing.map { $0.label(locale) }.joined(separator: ", "))]
        }
        return [why(locale), scoreReason]
    }

    /// The score against the baseline, or against the fixed thresholds (said as such); nil without a score.
    public func scoreReason(_ locale: AppLocale) -> String? {
        let words = locale.words.domain.readiness
        guard let score else { return nil }
        guard let baseline else { return words.fixedThresholds(score: score, minimum: ReadinessBaseline.minimumCheckIns) }
        return words.againstBaseline(
            score: score, count: baseline.count, mean: NumberText.fixed(baseline.mean, locale), sd: NumberText.fixed(baseline.deviation, locale))
    }
}
