/// A person following a program: which one, since when, and the numbers they started it with. The rest of the
/// state (day, loads, stages) is derived from the history every time (``ProgramEngine``).
public struct ProgramRun: Equatable, Sendable, Identifiable {
    /// Nil until stored.
    public var id: Int64?
    public var programID: String
    public var startedOn: LocalDate
    /// Nil while it is the active run.
    public var endedOn: LocalDate?
    /// One-rep maxes by exercise id (`--max`).
    public var maxesKg: [String: Double]
    /// Training maxes by exercise id (`--tm`).
    public var trainingMaxesKg: [String: Double]
    /// Starting weights by exercise id (`--start`).
    public var startWeightsKg: [String: Double]
    /// `program tm`: training maxes set later, each from a program day on.
    public var trainingMaxChanges: [TrainingMaxChange]
    /// Where a max, training max or starting weight came from when nobody gave it (`team assign`): the best set of
    /// the lift's last 90 days, by exercise id. The program's reason then names it instead of "the weight you gave".
    public var estimates: [String: ProgramStartEstimate.Estimate]

    public init(
        id: Int64? = nil, programID: String, startedOn: LocalDate, endedOn: LocalDate? = nil,
        maxesKg: [String: Double] = [:], trainingMaxesKg: [String: Double] = [:], startWeightsKg: [String: Double] = [:],
        trainingMaxChanges: [TrainingMaxChange] = [], estimates: [String: ProgramStartEstimate.Estimate] = [:]
    ) {
        self.id = id
        self.programID = programID
        self.startedOn = startedOn
        self.endedOn = endedOn
        self.maxesKg = maxesKg
        self.trainingMaxesKg = trainingMaxesKg
        self.startWeightsKg = startWeightsKg
        self.trainingMaxChanges = trainingMaxChanges
        self.estimates = estimates
    }

    /// Whether the run gives anything on `date`: started for a later day (`program start --date`), it gives nothing
    /// before that day. The one rule for "has the program started?" (the day's plan, `plan week`, the team sheet).
    public func hasStarted(by date: LocalDate) -> Bool { Self.hasStarted(from: startedOn, by: date) }

    /// ``hasStarted(by:)`` of a run that starts on `startedOn`, for what keeps only that day (the team's roster).
    public static func hasStarted(from startedOn: LocalDate, by date: LocalDate) -> Bool { date >= startedOn }
}
