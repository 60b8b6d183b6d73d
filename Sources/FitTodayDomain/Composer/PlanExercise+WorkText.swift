extension PlanExercise {
    /// What one set asks for, as the terminal and the site print it after "sets ×": "10", a range "8–12", or a
    /// timed item's time, "30 s" or "4 min" (the same in both languages).
    public var workText: String {
        if let seconds = durationSeconds {
            return seconds >= 120 && seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
        }
        if let top = repsMax, top > reps { return "\(reps)–\(top)" }
        return "\(reps)"
    }
}
