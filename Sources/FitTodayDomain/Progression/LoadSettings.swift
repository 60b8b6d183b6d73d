/// What the person can load: the smallest steps of their gym (`[equipment]` in fittoday.toml).
public struct LoadSettings: Equatable, Sendable {
    /// The plates a gym has when `plates_kg` is not set, heaviest first.
    public static let defaultPlatesKg: [Double] = [25, 20, 15, 10, 5, 2.5, 1.25]

    /// Barbell loads are rounded to this (a pair of the smallest plates) when ``platesKg`` is not set.
    public var barbellIncrementKg: Double
    /// The step between two dumbbells.
    public var dumbbellStepKg: Double
    /// The empty bar a warm-up starts with.
    public var barKg: Double
    /// `plates_kg`: the plates the person owns (any number of each). When set, it decides barbell loads: each is
    /// rounded to the nearest load these plates make on the bar; nil leaves that to ``barbellIncrementKg``.
    public var platesKg: [Double]?
    /// The step of a machine's weight stack (`machine_step_kg`).
    public var machineStepKg: Double
    /// The unit the person reads and types loads in. In pounds, loads round to a pound gym's plates and steps
    /// (``PoundLoads``) and the kilogram settings above are not used.
    public var unit: WeightUnit = .kg

    public init(barbellIncrementKg: Double = 2.5, dumbbellStepKg: Double = 2, barKg: Double = 20, platesKg: [Double]? = nil, machineStepKg: Double = 2.5) {
        self.barbellIncrementKg = barbellIncrementKg
        self.dumbbellStepKg = dumbbellStepKg
        self.barKg = barKg
        self.platesKg = platesKg
        self.machineStepKg = machineStepKg
    }

    /// The plates per side are shown from these: the person's own, else the usual set.
    public var platesShown: [Double] { platesKg ?? Self.defaultPlatesKg }

    /// The empty bar in kilograms: ``barKg``, or 45 lb for a person who trains in pounds.
    public var barLoadKg: Double { unit == .lb ? WeightUnit.lb.kilograms(PoundGym.barLb) : barKg }

    /// The bar and plates in the person's unit, for ``PlateMath`` (which works in whatever unit it is given).
    public var platesInUnit: (bar: Double, plates: [Double]) {
        unit == .lb ? (PoundGym.barLb, PoundGym.platesLb) : (barKg, platesShown)
    }
}
