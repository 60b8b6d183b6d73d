/// One row of ``LoadRatioTable``: an alternative's load as a share of the planned lift's, from one implement to
/// another, for one movement pattern or any, or from one exercise to another.
public struct LoadRatio: Equatable, Sendable {
    public var from: ExerciseImplement
    public var to: ExerciseImplement
    /// Nil: any pattern.
    public var pattern: MovementPattern?
    /// Both set: a row for this pair of exercises alone, before any row by implement.
    public var fromExercise: String?
    public var toExercise: String?
    /// The alternative's load (per dumbbell, per kettlebell) over the planned lift's.
    public var ratio: Double
    /// Where the number comes from; nil: a coach's rule of thumb (`docs/alternatives.md` says which is which).
    public var source: String?

    public init(
        _ from: ExerciseImplement, _ to: ExerciseImplement, pattern: MovementPattern? = nil, ratio: Double,
        fromExercise: String? = nil, toExercise: String? = nil, source: String? = nil
    ) {
        self.from = from
        self.to = to
        self.pattern = pattern
        self.fromExercise = fromExercise
        self.toExercise = toExercise
        self.ratio = ratio
        self.source = source
    }
}
