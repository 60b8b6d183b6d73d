/// A program's starting numbers for a lift nobody gave one for, from the athlete's own history (`team assign`,
/// `docs/team.md`): the best estimated one-rep max (Epley: weight × (1 + reps ÷ 30)) of the last 90 days gives a
/// training max (the program's share of it, 90% when it names none), a max, or, for a lift that starts from a
/// weight (GZCLP, 5×5), the weight of the first stage's reps with two to spare.
public struct ProgramStartEstimate: Sendable {
    /// How far back the history is read.
    public static let windowDays = 90
    /// Reps in reserve of a starting weight: the first sessions are meant to be done.
    public static let repsToSpare = 2
    /// The best set behind an estimate.
    public struct Estimate: Equatable, Sendable {
        public var oneRepMaxKg: Double
        public var reps: Int
        public var weightKg: Double
        public var date: LocalDate

        public init(oneRepMaxKg: Double, reps: Int, weightKg: Double, date: LocalDate) {
            self.oneRepMaxKg = oneRepMaxKg
            self.reps = reps
            self.weightKg = weightKg
            self.date = date
        }
    }

    /// What a lift needs and where it came from.
    public enum Need: Equatable, Sendable {
        case trainingMax
        case startingWeight(reps: Int)
    }

    public init() {}

    /// The best estimate among `entries` (newest first or not) on or after `today` − 90 days; nil without a weighted
    /// working set of 1–12 reps.
    public static func best(_ entries: [ExerciseLogEntry], today: LocalDate) -> Estimate? {
        let since = today.adding(days: -windowDays)
        var best: Estimate?
        for entry in entries where entry.completedAt.date >= since && entry.completedAt.date <= today {
            // The one Epley formula of the history's pages (``ExerciseProgress/epley(weightKg:reps:)``: 1–12 reps).
            for set in entry.sets where set.kind.isWorkingSet {
                guard let weight = set.weightKg, let estimate = ExerciseProgress.epley(weightKg: weight, reps: set.reps) else { continue }
                if estimate > (best?.oneRepMaxKg ?? 0) {
                    best = Estimate(oneRepMaxKg: estimate, reps: set.reps, weightKg: weight, date: entry.completedAt.date)
                }
            }
        }
        return best
    }

    /// What `lift` of `program` needs when nothing was given for it; nil when the program starts it by itself (a
    /// share of another lift, a fixed weight) or it does not progress.
    public static func need(of lift: ProgramLift, in program: Program, usesTrainingMax: Bool) -> Need? {
        if usesTrainingMax { return .trainingMax }
        if lift.start != nil { return nil }
        switch lift.progression {
        case .none: return nil
        case let .stages(schemes, _, _):
            return .startingWeight(reps: schemes.first?.reps ?? 5)
        default:
            let reps = program.weeks.lazy.flatMap(\.days).flatMap(\.entries).first { $0.liftKey == lift.key }?
                .sets.first { $0.kind != .warmup }?.reps ?? 5
            return .startingWeight(reps: reps)
        }
    }

    /// The training max of a program that names no share of the max for it.
    public static let trainingMaxShare = 0.9

    /// The starting weight for `reps` from `estimate`, in kilograms, unrounded (the program rounds what it shows).
    public static func startingWeight(reps: Int, from estimate: Estimate) -> Double {
        estimate.oneRepMaxKg / (1 + Double(reps + repsToSpare) / 30)
    }
}
