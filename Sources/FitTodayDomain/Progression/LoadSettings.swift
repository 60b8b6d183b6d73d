/// What the person can load: the smallest steps of their gym (`[equipment]` in fittoday.toml).
public struct LoadSettings: Equatable, Sendable {
    /// Loads are rounded to this (a pair of the smallest plates).
    public var barbellIncrementKg: Double
    /// The step between two dumbbells.
    public var dumbbellStepKg: Double
    /// The empty bar a warm-up starts with.
    public var barKg: Double

    public init(barbellIncrementKg: Double = 2.5, dumbbellStepKg: Double = 2, barKg: Double = 20) {
        self.barbellIncrementKg = barbellIncrementKg
        self.dumbbellStepKg = dumbbellStepKg
        self.barKg = barKg
    }
}
