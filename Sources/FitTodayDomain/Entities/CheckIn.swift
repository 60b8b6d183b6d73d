/// How the person feels on a given day, one per date.
public struct CheckIn: Equatable, Sendable {
    public var date: LocalDate
    /// What the day should train, when the person said; nil: the check-in only says how they are, and the day's
    /// plan stays what it was (a program's day, their own active plan, or the default).
    public var givenFocus: Focus?
    /// 0 (none) to 10 (can hardly move).
    public var soreness: Int
    public var soreRegion: MuscleGroup?
    /// The wellness answers, each 1 to 5 where 5 is always the good end (slept well, fresh, calm, good mood).
    public var sleep: Int?
    public var fatigue: Int?
    public var stress: Int?
    public var mood: Int?
    /// Hours slept, when given.
    public var sleepHours: Double?

    public init(
        date: LocalDate, focus: Focus? = nil, soreness: Int = 0, soreRegion: MuscleGroup? = nil, sleep: Int? = nil,
        fatigue: Int? = nil, stress: Int? = nil, mood: Int? = nil, sleepHours: Double? = nil
    ) {
        self.date = date
        self.givenFocus = focus
        self.soreness = soreness
        self.soreRegion = soreRegion
        self.sleep = sleep
        self.fatigue = fatigue
        self.stress = stress
        self.mood = mood
        self.sleepHours = sleepHours
    }

    /// The focus a composition starts from: the one given, else a full-body session.
    public var focus: Focus {
        get { givenFocus ?? .fullBody }
        set { givenFocus = newValue }
    }

    /// The wellness score, 4 to 20, when all four questions were answered.
    public var score: Int? { WellnessScore.of(self) }

    /// The four wellness answers in the catalogue's order, those given.
    public var answers: [WellnessAnswer] {
        [(WellnessItem.sleep, sleep), (.fatigue, fatigue), (.stress, stress), (.mood, mood)].compactMap { item, value in
            value.map { WellnessAnswer(item: item, value: $0) }
        }
    }
}
