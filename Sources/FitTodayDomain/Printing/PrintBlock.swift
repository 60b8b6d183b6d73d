/// A block on paper (`fittoday print block`): the sessions of the next weeks, each with every set's load worked out,
/// and what they were worked out from. Made by ``WorkOutTheBlock``; the site's print page renders it.
public struct PrintBlock: Equatable, Sendable {
    /// The program followed; nil for a composed plan (the next seven days as `plan week` plans them).
    public var programID: String?
    public var programName: String?
    /// The day the block was worked out on (the build's day, never the clock's): on its cover.
    public var builtOn: LocalDate
    /// The first day a session may fall on (`--from`).
    public var from: LocalDate
    /// The weeks the block covers: asked for, or the default (the rest of the cycle, or 4).
    public var weeks: Int
    /// A composed week was printed although `--weeks` asked for more: the page says that it was ignored.
    public var weeksIgnored: Bool
    /// A linear program (GZCLP, Starting Strength…): the loads after the first session assume each one succeeds.
    public var assumesSuccess: Bool
    /// Every load comes from a training max (5/3/1): the whole block is fixed by it.
    public var fixedByTrainingMax: Bool
    /// The training maxes and working weights the block starts from, for the cover.
    public var starts: [PrintedStart]
    public var sessions: [PrintedSession]

    public init(
        programID: String? = nil, programName: String? = nil, builtOn: LocalDate, from: LocalDate, weeks: Int, weeksIgnored: Bool = false,
        assumesSuccess: Bool = false, fixedByTrainingMax: Bool = false, starts: [PrintedStart] = [], sessions: [PrintedSession] = []
    ) {
        self.programID = programID
        self.programName = programName
        self.builtOn = builtOn
        self.from = from
        self.weeks = weeks
        self.weeksIgnored = weeksIgnored
        self.assumesSuccess = assumesSuccess
        self.fixedByTrainingMax = fixedByTrainingMax
        self.starts = starts
        self.sessions = sessions
    }

    /// The weeks a block covers by default: the rest of a cycle longer than a week, else 4.
    public static let defaultWeeks = 4
    /// What `--weeks` accepts.
    public static let weeksRange = 1...12
}
