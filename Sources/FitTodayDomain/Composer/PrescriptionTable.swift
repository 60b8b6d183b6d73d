/// How a composed day prescribes each role for each goal: the one table behind every composed exercise, written out
/// in `docs/composer.md` (a test checks the two agree).
///
/// Strength keeps heavy, low-rep work with long rests for the main and secondary lifts only; accessories, core and
/// conditioning keep moderate reps and short rests under every goal, so no curl or crunch is ever done 3×5 with two
/// minutes of rest. Timed items keep their own duration (``ComposedItem``).
public enum PrescriptionTable {
    /// The prescription of `role` under `goal`, before the level's and the day's adjustments.
    public static func prescription(goal: Goal, role: ExerciseRole) -> Prescription {
        switch (goal, role) {
        case (.strength, .power): Prescription(sets: 3, reps: 3...5, restSeconds: 120)
        case (.strength, .main): Prescription(sets: 4, reps: 4...6, restSeconds: 240)
        case (.strength, .secondary): Prescription(sets: 3, reps: 6...8, restSeconds: 150)
        case (.strength, .accessory): Prescription(sets: 3, reps: 8...12, restSeconds: 75)
        case (.strength, .core): Prescription(sets: 3, reps: 10...15, restSeconds: 60)
        case (.strength, .conditioning): Prescription(sets: 3, reps: 10...15, restSeconds: 60)

        case (.hypertrophy, .power): Prescription(sets: 3, reps: 5...5, restSeconds: 90)
        case (.hypertrophy, .main): Prescription(sets: 4, reps: 6...10, restSeconds: 120)
        case (.hypertrophy, .secondary): Prescription(sets: 3, reps: 8...12, restSeconds: 90)
        case (.hypertrophy, .accessory): Prescription(sets: 3, reps: 10...12, restSeconds: 60)
        case (.hypertrophy, .core): Prescription(sets: 3, reps: 12...15, restSeconds: 45)
        case (.hypertrophy, .conditioning): Prescription(sets: 3, reps: 12...15, restSeconds: 45)

        case (.weightLoss, .power), (.conditioning, .power): Prescription(sets: 3, reps: 6...8, restSeconds: 60)
        case (.weightLoss, .main), (.conditioning, .main): Prescription(sets: 3, reps: 8...10, restSeconds: 90)
        case (.weightLoss, .secondary), (.conditioning, .secondary): Prescription(sets: 3, reps: 8...10, restSeconds: 90)
        case (.weightLoss, .accessory), (.conditioning, .accessory): Prescription(sets: 3, reps: 10...12, restSeconds: 60)
        case (.weightLoss, .core), (.conditioning, .core): Prescription(sets: 3, reps: 12...15, restSeconds: 30)
        case (.weightLoss, .conditioning), (.conditioning, .conditioning): Prescription(sets: 4, reps: 12...20, restSeconds: 30)

        case (.general, .power): Prescription(sets: 3, reps: 5...5, restSeconds: 90)
        case (.general, .main): Prescription(sets: 3, reps: 6...8, restSeconds: 120)
        case (.general, .secondary): Prescription(sets: 3, reps: 8...10, restSeconds: 90)
        case (.general, .accessory): Prescription(sets: 3, reps: 10...12, restSeconds: 60)
        case (.general, .core): Prescription(sets: 3, reps: 10...15, restSeconds: 45)
        case (.general, .conditioning): Prescription(sets: 3, reps: 12...15, restSeconds: 45)

        case (_, .mobility): Prescription(sets: 2, reps: 8...10, restSeconds: 30)
        }
    }

    /// Every goal's rows in table order, for the documentation test and the AI validator.
    public static var rows: [(goal: Goal, role: ExerciseRole, prescription: Prescription)] {
        Goal.allCases.flatMap { goal in ExerciseRole.allCases.map { (goal, $0, prescription(goal: goal, role: $0)) } }
    }

    /// The ranges an AI proposal may use for a role under a goal: the table's reps and rest, with some room
    /// (two reps either way, rest from two thirds to one and a half times the table's, within 30–300 s).
    public static func allowedReps(goal: Goal, role: ExerciseRole) -> ClosedRange<Int> {
        let reps = prescription(goal: goal, role: role).reps
        return max(1, reps.lowerBound - 2)...(reps.upperBound + 2)
    }

    public static func allowedRest(goal: Goal, role: ExerciseRole) -> ClosedRange<Int> {
        let rest = prescription(goal: goal, role: role).restSeconds
        let low = max(PlanRules.composedRestSeconds.lowerBound, rest * 2 / 3)
        let high = min(PlanRules.composedRestSeconds.upperBound, max(low, rest * 3 / 2))
        return low...high
    }
}
