/// One set of a program day as the sheet shows it: reps, load and where the load comes from.
public struct PrescribedSet: Equatable, Sendable {
    public var kind: PrescribedSetKind
    public var reps: Int
    /// The top of a rep range; nil otherwise.
    public var repsMax: Int?
    /// Rounded to what the person can load; nil without a load (bodyweight, or no weight known yet).
    public var weightKg: Double?
    /// 65 for 65%, with `of`; nil for a set given in kilograms or from the lift's weight.
    public var percent: Double?
    public var of: PercentBase?
    public var rpe: Double?
    public var rir: Int?
    /// The plates on each side of the bar, heaviest first; empty off the barbell.
    public var platesPerSideKg: [Double]
    /// Why the load is what it is: "85% do TM de 100 kg", "+5 kg: 5×3 e 8 no último em 19/11".
    public var reason: String?

    public init(
        kind: PrescribedSetKind, reps: Int, repsMax: Int? = nil, weightKg: Double? = nil, percent: Double? = nil,
        of: PercentBase? = nil, rpe: Double? = nil, rir: Int? = nil, platesPerSideKg: [Double] = [], reason: String? = nil
    ) {
        self.kind = kind
        self.reps = reps
        self.repsMax = repsMax
        self.weightKg = weightKg
        self.percent = percent
        self.of = of
        self.rpe = rpe
        self.rir = rir
        self.platesPerSideKg = platesPerSideKg
        self.reason = reason
    }
}
