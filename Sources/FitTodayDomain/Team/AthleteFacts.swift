/// What an athlete's data says on a day, read once from their folder, for the roster's figures and flags
/// (``SummarizeAthlete``): nothing here is decided yet.
public struct AthleteFacts: Sendable {
    public var today: LocalDate
    /// Compliance windows start no earlier than this: the program's start, else the day the athlete was added.
    public var start: LocalDate
    /// The days trained a week: the program's, else the profile's weekly frequency.
    public var perWeek: Int
    /// Every day with a completed session, up to the day.
    public var trainedDays: Set<LocalDate>
    public var program: AthleteProgramPlace?
    /// The last check-ins that answered the readiness questions, oldest first, each with its reading.
    public var recentReadings: [ReadinessAssessment]
    /// Each program lift's state now and before the last program session, by lift name in the team's language.
    public var lifts: [LiftChange]
    public var deloadSuggested: Bool

    /// A program lift's state before and after the last session.
    public struct LiftChange: Sendable {
        public var name: String
        public var before: LiftState?
        public var after: LiftState
        /// The stage names of a staged lift ("5x3+"), by stage.
        public var stages: [String]

        public init(name: String, before: LiftState?, after: LiftState, stages: [String] = []) {
            self.name = name
            self.before = before
            self.after = after
            self.stages = stages
        }
    }

    public init(today: LocalDate, start: LocalDate, perWeek: Int, trainedDays: Set<LocalDate>, program: AthleteProgramPlace?,
                recentReadings: [ReadinessAssessment], lifts: [LiftChange], deloadSuggested: Bool) {
        self.today = today
        self.start = start
        self.perWeek = perWeek
        self.trainedDays = trainedDays
        self.program = program
        self.recentReadings = recentReadings
        self.lifts = lifts
        self.deloadSuggested = deloadSuggested
    }

    /// The last day with a completed session, on or before the day.
    public var lastSession: LocalDate? { trainedDays.filter { $0 <= today }.max() }
}
