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
    /// A cardio or timed set longer than a day, or negative.
    case setDuration(Int)
    /// A set's distance outside 0 to 1 000 km (metres given).
    case distance(Double)
    /// A body weight outside 20 to 400 kg (kilograms given).
    case bodyWeight(Double)
    /// A waist outside 30 to 300 cm (centimetres given).
    case waist(Double)
    /// A body fat outside 1 to 75 %.
    case bodyFat(Double)
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
    /// A whole number an option takes only within `lowest...highest` (`print block --weeks 13`).
    case optionRange(option: String, value: String, lowest: Int, highest: Int)
    /// `plan swap`: a position the day's plan does not have (it has `count` exercises).
    case swapPosition(position: Int, count: Int, date: LocalDate)
    /// `plan swap`: the exercise already stands in that place.
    case swapSameExercise(name: String, position: Int)
    /// `plan swap`: the exercise is already another of the day's (at `position`).
    case swapInDay(name: String, position: Int)
    /// `plan swap --undo`: nothing was swapped in that place that day.
    case swapNothingToUndo(position: Int, date: LocalDate)
    /// `plan swap`: the day has no plan to change (rest, or none yet).
    case swapNoPlan(date: LocalDate)
    /// `plan swap`: no exercise of the library by that name or id; the closest names, best first.
    case swapUnknownExercise(name: String, closest: [String])
}
