/// One athlete's line of the roster on a day, with today's sheet: everything the coach's page, the team sheet and
/// `team.json` show of them, so that a gather writes those pages from summaries alone, without opening any
/// athlete's database (`docs/team.md`, "The summary file").
public struct AthleteSummary: Equatable, Sendable, Codable {
    /// The format of the summary file; a newer one is read as missing.
    public static let formatVersion = 1

    public var format = AthleteSummary.formatVersion
    public var id: String
    public var name: String
    /// The day the summary is for (the build's date).
    public var date: LocalDate
    public var locale: AppLocale
    public var unit: WeightUnit
    /// Nil when the athlete's site was built; else why not, as a sentence in the team's language.
    public var failure: String?
    public var program: AthleteProgramPlace?
    public var lastSession: LocalDate?
    public var sessions7: Int
    public var sessions30: Int
    public var compliance7: Compliance
    public var compliance30: Compliance
    public var compliance90: Compliance
    /// The band of the last check-in that answered the readiness questions.
    public var readiness: ReadinessBand?
    /// The single answers of that check-in, only when the athlete's settings publish them
    /// (`[readiness] publish_answers = true`).
    public var answers: [String: Int]?
    public var flags: [AttentionFlag]
    /// Today's plan for the team sheet, in the athlete's units: a heading and its rows, HTML and Markdown.
    public var sheet: AthleteSheet?
    /// When the last log came in from the inbox (docs/inbox.md); nil when none ever did.
    public var lastLogReceived: LocalDateTime?
    /// A digest of everything the summary was made from (the data's revision, the day, the team's and the athlete's
    /// settings, the code): a build with the same one reuses the summary instead of reading the folder again.
    public var inputs: String?

    public init(id: String, name: String, date: LocalDate, locale: AppLocale, unit: WeightUnit, failure: String? = nil,
                program: AthleteProgramPlace? = nil, lastSession: LocalDate? = nil, sessions7: Int = 0, sessions30: Int = 0,
                compliance7: Compliance = .init(days: 0, planned: 0, done: 0), compliance30: Compliance = .init(days: 0, planned: 0, done: 0),
                compliance90: Compliance = .init(days: 0, planned: 0, done: 0), readiness: ReadinessBand? = nil,
                answers: [String: Int]? = nil, flags: [AttentionFlag] = [], sheet: AthleteSheet? = nil) {
        self.id = id
        self.name = name
        self.date = date
        self.locale = locale
        self.unit = unit
        self.failure = failure
        self.program = program
        self.lastSession = lastSession
        self.sessions7 = sessions7
        self.sessions30 = sessions30
        self.compliance7 = compliance7
        self.compliance30 = compliance30
        self.compliance90 = compliance90
        self.readiness = readiness
        self.answers = answers
        self.flags = flags
        self.sheet = sheet
    }

    /// Whether the athlete belongs at the top of the coach's page: flagged, or not built.
    public var needsAttention: Bool { failure != nil || !flags.isEmpty }
}
