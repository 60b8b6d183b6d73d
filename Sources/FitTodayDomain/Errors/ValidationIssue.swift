/// A rule of the data model that a value broke.
public enum ValidationIssue: Equatable, Sendable {
    case planNameLength(length: Int)
    case planDescriptionTooLong(length: Int)
    case sets(Int)
    case reps(Int)
    case restSeconds(Int)
    case soreness(Int)
    case weeklyFrequency(Int)
    case durationMinutes(Int)
    case weight(Double)
    case rpe(Double)
    case loggedReps(Int)
    case healthNotesTooLong(length: Int)
    case exerciseNameEmpty
    case exerciseNameTooLong(length: Int)
    case sessionTitleTooLong(length: Int)
    case notesTooLong(length: Int)
    /// A date outside the years FitToday accepts (``PlanRules/years``).
    case dateOutOfRange(String)
    case skippedSessionWithSets
    case setSpec(String)
    case pageNumber(Int)
    case noProfileChanges
    /// Typed by hand: more reps in a set than anyone logs by mistake-free typing.
    case implausibleReps(Int)
    /// Typed by hand: a load over the plausible maximum.
    case implausibleWeight(Double)
    /// A session logged for a day that has not come yet.
    case futureSession(LocalDate)
    /// Another exercise already has this name (ignoring case and accents).
    case exerciseNameTaken(name: String)
    /// A curated library exercise: the next build writes it back as `content/` or the built-in library says.
    case libraryExerciseChange(name: String, id: String, deleting: Bool)
    /// Sessions or plans use the exercise and `--force` was not given.
    case exerciseInUse(name: String, sessions: Int, plans: Int)
    /// A wellness answer outside 1 to 5 (`option`: the flag or field it came from).
    case wellnessAnswer(option: String, value: Int)
    /// Hours slept outside 0 to 24.
    case sleepHours(Double)
}
