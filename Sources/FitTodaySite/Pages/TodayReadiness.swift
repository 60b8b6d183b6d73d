import FitTodayDomain

/// Today's page's readiness: the band and what it rests on, each change to the plan with its reason, what was left
/// out, a lighter week running or suggested, and the words of the sheet's effort field. On a published site the
/// single answers (sleep, stress, mood…) are left out unless `[readiness] publish_answers = true`.
struct TodayReadiness: Encodable, Sendable {
    struct Change: Encodable, Sendable {
        var name: String
        var what: String
        var why: String
    }

    var heading: String
    /// The band, said once: with the answers that explain it where they may be shown ("Prontidão baixa: sono 2/5").
    var band: String?
    var reasons: [String]
    var hasReasons: Bool
    var fixedThresholds: String?
    var changesHeading: String
    var changes: [Change]
    var hasChanges: Bool
    var removedHeading: String
    var removed: [Change]
    var hasRemoved: Bool
    var asPlannedHint: String?
    var deloadActive: String?
    var deloadSuggested: String?

    init?(_ day: ReadinessDay, answersShown: Bool, locale: AppLocale) {
        let words = locale.words.site.readiness
        let reading = day.readiness
        let privateWhy = reading.map { $0.why(locale) }
        func why(_ text: String) -> String {
            // A published page names the band, not the answers behind it.
            guard !answersShown, let privateWhy, text == privateWhy, let band = reading?.band else { return text }
            return band.label(locale)
        }
        heading = words.section
        // The band is said once, with the answers behind it where they may be shown; the score follows it, and
        // the fixed thresholds get their own note only when that sentence (which says so) is not shown.
        if let reading, reading.band != nil {
            band = Self.sentence(why(reading.why(locale)))
        }
        if let reading, let scoreReason = reading.scoreReason(locale) {
            reasons = answersShown ? [scoreReason] : []
            fixedThresholds = reading.baseline == nil && !answersShown ? words.fixedThresholds : nil
        } else {
            reasons = []
        }
        hasReasons = !reasons.isEmpty
        changesHeading = words.adjustments
        changes = zip(day.plan.exercises, day.adjustments).flatMap { item, adjustments in
            adjustments.map { Change(name: item.exerciseName, what: $0.what, why: why($0.why)) }
        }
        hasChanges = !changes.isEmpty
        removedHeading = words.removed
        removed = day.removed.map { Change(name: $0.exercise.exerciseName, what: $0.adjustment.what, why: why($0.adjustment.why)) }
        hasRemoved = !removed.isEmpty
        // --as-planned undoes what a low reading changed, not a deload or what soreness left out.
        asPlannedHint = (hasChanges || hasRemoved) && reading?.isLow == true ? words.asPlannedHint : nil
        if let deload = day.deload {
            deloadActive = words.deloadActive(start: DateText.heading(deload.startedOn, locale), end: DateText.heading(deload.lastDay, locale))
        }
        if day.deloadSuggested { deloadSuggested = locale.words.cli.readiness.deloadSuggested }
        guard band != nil || hasChanges || hasRemoved || deloadActive != nil || deloadSuggested != nil else { return nil }
    }

    /// A reason as the start of a sentence: "Prontidão baixa: sono 2/5".
    static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
