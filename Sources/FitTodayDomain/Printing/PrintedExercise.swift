/// One exercise of a printed session: every set with its reps, load and plates per side (warm-ups first), the rest,
/// and what a failed set changes.
public struct PrintedExercise: Equatable, Sendable {
    public var exerciseID: String
    public var name: String
    public var superset: String?
    /// A staged lift's stage ("5x3+").
    public var stage: String?
    public var sets: [PrescribedSet]
    public var restSeconds: Int
    public var note: String
    /// "se falhar as 5 repetições, repita a carga na próxima"; nil for loads that nothing moves.
    public var failureRule: String?

    public init(exerciseID: String, name: String, superset: String? = nil, stage: String? = nil, sets: [PrescribedSet], restSeconds: Int,
                note: String = "", failureRule: String? = nil) {
        self.exerciseID = exerciseID
        self.name = name
        self.superset = superset
        self.stage = stage
        self.sets = sets
        self.restSeconds = restSeconds
        self.note = note
        self.failureRule = failureRule
    }
}
