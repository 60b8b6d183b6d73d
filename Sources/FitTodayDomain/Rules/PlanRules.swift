import Foundation

/// The rules plans, sessions, check-ins and profiles must follow before anything is written.
public enum PlanRules {
    public static let nameLength = 3...100
    public static let descriptionMaxLength = 500
    public static let sets = 1...10
    public static let reps = 1...50
    public static let allowedRestSeconds = [30, 60, 90, 120, 180]
    /// Program days rest anywhere from 30 s to 5 minutes.
    public static let programRestSeconds = 30...300
    /// Composed plans (local or AI) rest like program days: a strength main lift needs 3–5 minutes (issue 30).
    public static let composedRestSeconds = programRestSeconds
    /// Whether a plan made the way `source` says may rest `seconds` between sets: a hand-made plan one of
    /// ``allowedRestSeconds``, a program day or a composed plan anything within their ranges. The one rule that
    /// writing a plan and restoring one both follow.
    public static func restSecondsAllowed(_ seconds: Int, for source: PlanSource) -> Bool {
        switch source {
        case .program: programRestSeconds.contains(seconds)
        case .local, .ai: composedRestSeconds.contains(seconds)
        case .manual: allowedRestSeconds.contains(seconds)
        }
    }

    /// How long one set of a timed item may last.
    public static let durationSeconds = 1...3600
    /// Warm-up and back-off sets of one program entry, each.
    public static let extraSets = 0...20
    public static let soreness = 0...10
    public static let weeklyFrequency = 1...7
    public static let durationMinutes = 1...600
    public static let loggedReps = 0...1000
    /// A cardio or timed set's time, in seconds: up to a day.
    public static let setDurationSeconds = 0...86_400
    /// A cardio set's distance, in metres: up to 1 000 km.
    public static let distanceMeters = 0.0...1_000_000.0
    /// A body weight, in kilograms.
    public static let bodyWeightKg = 20.0...400.0
    /// A waist, in centimetres.
    public static let waistCm = 30.0...300.0
    /// Body fat, in percent.
    public static let bodyFatPercent = 1.0...75.0
    /// What `fittoday log` accepts when typed by hand; imports keep the wider ranges above.
    public static let typedReps = 0...50
    public static let typedWeightKg = 0.0...500.0
    public static let weightKg = 0.0...1000.0
    public static let rpe = 1.0...10.0
    public static let healthNotesMaxLength = 1000
    /// The years a date may have wherever one comes in (flags, imports, restores).
    public static let years = 1900...2100
    public static let exerciseNameMaxLength = 100
    /// A session's title (its plan's name, or an imported workout's name).
    public static let sessionTitleMaxLength = 200
    /// Notes of a session or of an exercise in a plan.
    public static let notesMaxLength = 2000

    public static func validateYear(of date: LocalDate) throws(FitTodayError) {
        guard years.contains(date.year) else { throw .invalid(.dateOutOfRange(date.description)) }
    }

    /// The name as stored: surrounding whitespace removed, not empty, at most ``exerciseNameMaxLength``.
    public static func validatedExerciseName(_ name: String) throws(FitTodayError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalid(.exerciseNameEmpty) }
        guard trimmed.count <= exerciseNameMaxLength else { throw .invalid(.exerciseNameTooLong(length: trimmed.count)) }
        return trimmed
    }

    /// The name as stored: surrounding whitespace removed.
    public static func validatedPlanName(_ name: String) throws(FitTodayError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard nameLength.contains(trimmed.count) else { throw .invalid(.planNameLength(length: trimmed.count)) }
        return trimmed
    }

    public static func validatedDescription(_ text: String) throws(FitTodayError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= descriptionMaxLength else { throw .invalid(.planDescriptionTooLong(length: trimmed.count)) }
        return trimmed
    }

    public static func validate(_ exercise: PlanExercise) throws(FitTodayError) {
        guard exercise.notes.count <= notesMaxLength else { throw .invalid(.notesTooLong(length: exercise.notes.count)) }
        guard sets.contains(exercise.sets) else { throw .invalid(.sets(exercise.sets)) }
        guard reps.contains(exercise.reps) else { throw .invalid(.reps(exercise.reps)) }
        guard restSecondsAllowed(exercise.restSeconds, for: .manual) else { throw .invalid(.restSeconds(exercise.restSeconds)) }
    }

    /// A program day's entry: rests of 30 s to 5 minutes, a rep range, warm-up and back-off sets apart.
    public static func validateProgramEntry(_ exercise: PlanExercise) throws(FitTodayError) {
        guard exercise.notes.count <= notesMaxLength else { throw .invalid(.notesTooLong(length: exercise.notes.count)) }
        guard sets.contains(exercise.sets) else { throw .invalid(.sets(exercise.sets)) }
        guard reps.contains(exercise.reps) else { throw .invalid(.reps(exercise.reps)) }
        if let top = exercise.repsMax, !(exercise.reps...50).contains(top) { throw .invalid(.reps(top)) }
        guard restSecondsAllowed(exercise.restSeconds, for: .program) else { throw .invalid(.restSeconds(exercise.restSeconds)) }
        guard extraSets.contains(exercise.warmupSets) else { throw .invalid(.sets(exercise.warmupSets)) }
        guard extraSets.contains(exercise.backoffSets) else { throw .invalid(.sets(exercise.backoffSets)) }
    }

    /// A composed plan's entry (``PlanSource/local`` or ``PlanSource/ai``): rests within ``composedRestSeconds``, a rep
    /// range, and a timed item's duration; hand-made plans keep ``validate(_:)``.
    public static func validateComposed(_ exercise: PlanExercise) throws(FitTodayError) {
        guard exercise.notes.count <= notesMaxLength else { throw .invalid(.notesTooLong(length: exercise.notes.count)) }
        guard sets.contains(exercise.sets) else { throw .invalid(.sets(exercise.sets)) }
        guard reps.contains(exercise.reps) else { throw .invalid(.reps(exercise.reps)) }
        if let top = exercise.repsMax, !(exercise.reps...reps.upperBound).contains(top) { throw .invalid(.reps(top)) }
        guard restSecondsAllowed(exercise.restSeconds, for: .local) else { throw .invalid(.restSeconds(exercise.restSeconds)) }
        if let seconds = exercise.durationSeconds, !durationSeconds.contains(seconds) { throw .invalid(.durationMinutes(seconds / 60)) }
    }

    /// Checks a whole plan and returns it with its name and description trimmed.
    public static func validated(_ plan: Plan) throws(FitTodayError) -> Plan {
        var result = plan
        result.name = try validatedPlanName(plan.name)
        result.description = try validatedDescription(plan.description)
        for exercise in plan.exercises {
            switch plan.source {
            case .program: try validateProgramEntry(exercise)
            case .local, .ai: try validateComposed(exercise)
            case .manual: try validate(exercise)
            }
        }
        if let minutes = plan.estimatedMinutes, !durationMinutes.contains(minutes) {
            throw .invalid(.durationMinutes(minutes))
        }
        return result
    }

    public static func validate(_ checkIn: CheckIn) throws(FitTodayError) {
        try validateYear(of: checkIn.date)
        guard soreness.contains(checkIn.soreness) else { throw .invalid(.soreness(checkIn.soreness)) }
        for answer in checkIn.answers where !WellnessScore.answerRange.contains(answer.value) {
            throw .invalid(.wellnessAnswer(option: "--" + answer.item.rawValue, value: answer.value))
        }
        if let hours = checkIn.sleepHours, !(0...24).contains(hours) || hours.isNaN { throw .invalid(.sleepHours(hours)) }
    }

    public static func validate(_ profile: Profile) throws(FitTodayError) {
        guard weeklyFrequency.contains(profile.weeklyFrequency) else { throw .invalid(.weeklyFrequency(profile.weeklyFrequency)) }
        guard profile.healthNotes.count <= healthNotesMaxLength else {
            throw .invalid(.healthNotesTooLong(length: profile.healthNotes.count))
        }
    }

    public static func validate(_ session: WorkoutSession) throws(FitTodayError) {
        try validateYear(of: session.completedAt.date)
        if let started = session.startedAt { try validateYear(of: started.date) }
        guard session.planTitle.count <= sessionTitleMaxLength else { throw .invalid(.sessionTitleTooLong(length: session.planTitle.count)) }
        guard session.notes.count <= notesMaxLength else { throw .invalid(.notesTooLong(length: session.notes.count)) }
        if let minutes = session.durationMinutes, !durationMinutes.contains(minutes) {
            throw .invalid(.durationMinutes(minutes))
        }
        if session.status == .skipped, !session.sets.isEmpty { throw .invalid(.skippedSessionWithSets) }
        if let effort = session.rpe, !SessionEffort.range.contains(effort) { throw .invalid(.rpe(Double(effort))) }
        for set in session.sets {
            guard loggedReps.contains(set.reps) else { throw .invalid(.loggedReps(set.reps)) }
            if let weight = set.weightKg, !weightKg.contains(weight) { throw .invalid(.weight(weight)) }
            if let value = set.rpe, !rpe.contains(value) { throw .invalid(.rpe(value)) }
            if let seconds = set.durationSeconds, !setDurationSeconds.contains(seconds) { throw .invalid(.setDuration(seconds)) }
            if let metres = set.distanceMeters, !distanceMeters.contains(metres) { throw .invalid(.distance(metres)) }
        }
    }

    /// A body measurement's values against their ranges (each optional, at least one given).
    public static func validate(_ measurement: BodyMeasurement) throws(FitTodayError) {
        try validateYear(of: measurement.date)
        if let weight = measurement.weightKg, !bodyWeightKg.contains(weight) { throw .invalid(.bodyWeight(weight)) }
        if let waist = measurement.waistCm, !waistCm.contains(waist) { throw .invalid(.waist(waist)) }
        if let fat = measurement.bodyFatPercent, !bodyFatPercent.contains(fat) { throw .invalid(.bodyFat(fat)) }
    }
}
