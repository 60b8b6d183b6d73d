/// Turns a chosen exercise into its prescription: ``PrescriptionTable`` for the goal and the slot's role, then the
/// level, the methodology, hypertension, soreness and a timed item's own duration.
public struct DayPrescriber: Sendable {
    public var profile: Profile
    public var locale: AppLocale
    /// The share of sets soreness keeps (``SorenessTier/volumeFactor(soreness:)``).
    public var volumeFactor: Double

    /// Timed items at least this long are done once or twice, not for sets.
    public static let longTimedSeconds = 300

    public init(profile: Profile, locale: AppLocale, volumeFactor: Double = 1) {
        self.profile = profile
        self.locale = locale
        self.volumeFactor = volumeFactor
    }

    public func prescribe(_ item: ComposedItem, note: String) -> PlanExercise {
        // An exercise with nothing to load filling a heavier slot than its usual place (an air squat as a sore back's
        // main lift) is prescribed for its own place: four minutes of rest between sets of 4–6 suit a barbell.
        let role = item.exercise.isLoadable ? item.slot.role : max(item.slot.role, item.exercise.role ?? item.slot.role)
        var prescription = PrescriptionTable.prescription(goal: profile.goal, role: role)
        var sets = prescription.sets
        switch profile.level {
        case .beginner: sets = max(2, sets - 1)
        case .intermediate: break
        case .advanced: if role <= .secondary { sets += 1 }
        }
        if profile.methodology == .circuit, role >= .accessory { prescription.restSeconds = PlanRules.composedRestSeconds.lowerBound }
        var notes = [note].filter { !$0.isEmpty }
        if profile.conditions.contains(.hypertension), role <= .secondary || item.exercise.role.map({ $0 <= .secondary }) == true {
            let low = max(prescription.reps.lowerBound, PatternSafety.hypertensionMinimumReps)
            prescription.reps = low...max(low + 2, prescription.reps.upperBound)
            notes.append(locale.words.domain.composer.hypertensionEffort(rpe: PatternSafety.hypertensionRPE))
        }
        var exercise = PlanExercise(
            exerciseID: item.exercise.id, exerciseName: item.exercise.name, sets: sets,
            reps: prescription.reps.lowerBound, repsMax: prescription.reps.count > 1 ? prescription.reps.upperBound : nil,
            restSeconds: prescription.restSeconds
        )
        if let seconds = item.exercise.durationSeconds {
            // A timed item keeps its time: one bout per set, the time said once, in the duration.
            exercise.durationSeconds = seconds
            exercise.reps = 1
            exercise.repsMax = nil
            if seconds >= Self.longTimedSeconds { exercise.sets = seconds >= 2 * Self.longTimedSeconds ? 1 : min(sets, 2) }
        }
        exercise.sets = LocalPlanComposer.reducedSets(exercise.sets, factor: volumeFactor)
        exercise.sets = min(max(exercise.sets, PlanRules.sets.lowerBound), PlanRules.sets.upperBound)
        exercise.notes = notes.joined(separator: " ")
        return exercise
    }
}
