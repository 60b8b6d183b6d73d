import FitTodayDomain

/// The one-line account of a session the feed and the calendar give: what was done, in the site's words.
enum SessionSummaryText {
    static func title(_ session: SessionSummary, _ locale: AppLocale) -> String {
        let name = session.planTitle.isEmpty ? locale.words.site.sessionSummaryText.workout : session.planTitle
        return "\(name) — \(DateText.tableWithTime(session.completedAt, locale))"
    }

    /// `3 exercícios, 12 séries, volume 3.200 kg, 45 min` (`Treino pulado` for a skipped one).
    static func summary(_ session: SessionSummary, _ locale: AppLocale, unit: WeightUnit = .kg) -> String {
        guard session.status == .completed else { return locale.words.site.sessionSummaryText.skippedWorkout }
        var parts = [
            count(session.exerciseCount, locale.words.site.sessionSummaryText.exercise, locale.words.site.sessionSummaryText.exercises),
            count(session.setCount, locale.words.site.sessionSummaryText.set, locale.words.site.sessionSummaryText.sets),
            locale.words.domain.formatting.volume(weight: WeightText.volume(session.volumeKg, unit, locale)),
        ]
        if let minutes = session.durationMinutes { parts.append(DurationText.minutes(minutes, locale)) }
        return parts.joined(separator: ", ")
    }

    private static func count(_ value: Int, _ one: String, _ many: String) -> String { "\(value) \(value == 1 ? one : many)" }
}
