/// `program tm "Lift=KG"`: a training max set by hand, in force from program day `fromDayIndex` on.
public struct TrainingMaxChange: Equatable, Sendable {
    public var exerciseID: String
    public var kilograms: Double
    /// The number of program days done when it was set: it applies from the next day on.
    public var fromDayIndex: Int
    public var setOn: LocalDate

    public init(exerciseID: String, kilograms: Double, fromDayIndex: Int, setOn: LocalDate) {
        self.exerciseID = exerciseID
        self.kilograms = kilograms
        self.fromDayIndex = fromDayIndex
        self.setOn = setOn
    }
}
