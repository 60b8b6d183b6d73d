/// One exercise of a program day, ready to do: every set with its load, and why.
public struct PrescribedExercise: Equatable, Sendable {
    public var liftKey: String
    public var exerciseID: String
    public var superset: String?
    /// Warm-ups first, then the working, AMRAP and back-off sets in order.
    public var sets: [PrescribedSet]
    public var restSeconds: Int
    public var note: String
    /// Why the loads are what they are ("85% do TM de 100 kg", "semana de descarga").
    public var reason: String?
    /// The stage's label of a staged lift ("5x3+"); nil otherwise.
    public var stage: String?
    /// How to choose a load when the program gives none yet.
    public var hint: String?

    public init(
        liftKey: String, exerciseID: String, superset: String? = nil, sets: [PrescribedSet], restSeconds: Int,
        note: String = "", reason: String? = nil, stage: String? = nil, hint: String? = nil
    ) {
        self.liftKey = liftKey
        self.exerciseID = exerciseID
        self.superset = superset
        self.sets = sets
        self.restSeconds = restSeconds
        self.note = note
        self.reason = reason
        self.stage = stage
        self.hint = hint
    }

    /// The sets the progression judges (working and AMRAP).
    public var mainSets: [PrescribedSet] { sets.filter { $0.kind.isMainWork } }
}
