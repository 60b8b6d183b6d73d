/// What is wrong at one place of a program file.
public enum ProgramIssue: Equatable, Sendable {
    case notUTF8
    /// A `key: value` line before the first lift, week or day whose key is not one of the program's.
    case unknownHeader(String)
    case missingHeader(String)
    case duplicateHeader(String)
    /// A value that should be a number of `kind` ("dias por semana").
    case invalidNumber(field: String, value: String)
    case invalidEquipment(String)
    /// A line that fits nowhere: an exercise before any day, an option before any lift.
    case unexpectedLine(String)
    case duplicateLift(String)
    /// No library exercise has this name; `suggestions` are the closest names.
    case unknownExercise(name: String, suggestions: [String])
    /// The sets could not be read (`5x5`, `3x8-12`, `5+ @ 85%` are sets).
    case invalidSets(String)
    case invalidLoad(String)
    case invalidRest(String)
    case restOutOfRange(seconds: Int)
    case invalidOption(String)
    case invalidProgression(String)
    case invalidStart(String)
    /// A lift named by `start: 65% of …` or a day that is not declared.
    case unknownLift(String)
    /// An entry without sets whose lift has no stages to give them.
    case noSets(String)
    case noDays
    case emptyDay(String)
    case duplicateWeek(Int)
    /// More working sets than one entry may have.
    case tooManySets(Int)
    case repsOutOfRange(Int)
    case percentOutOfRange(String)
    /// `%` loads on a lift whose program has no `training max:` and whose rule is not `training max`.
    case percentWithoutBase(String)
    /// Variations without double progression to move through them.
    case variationsNeedDouble(String)
}
