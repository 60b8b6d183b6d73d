extension PlanExercise {
    /// What one set asks for, as the terminal and the site print it after "sets ×": "10", a range "8–12", or a
    /// timed item's time, "30 s" or "4 min" (the same in both languages).
    public func workText(_ locale: AppLocale) -> String {
        if let seconds = durationSeconds { return DurationText.timedSet(seconds, locale) }
        return RepsText.format(reps, upTo: repsMax)
    }
}
