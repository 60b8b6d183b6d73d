/// Where an athlete is in the program they follow, for the roster: the program and the next day's place.
public struct AthleteProgramPlace: Equatable, Sendable, Codable {
    public var id: String
    public var name: String
    public var cycle: Int
    public var week: Int
    public var day: Int
    public var dayName: String
    /// The first day of the run.
    public var startedOn: LocalDate

    public init(id: String, name: String, cycle: Int, week: Int, day: Int, dayName: String, startedOn: LocalDate) {
        self.id = id
        self.name = name
        self.cycle = cycle
        self.week = week
        self.day = day
        self.dayName = dayName
        self.startedOn = startedOn
    }

    enum CodingKeys: String, CodingKey {
        case id, name, cycle, week, day
        case dayName = "day_name", startedOn = "started_on"
    }

    /// "5/3/1 BBB — ciclo 1, semana 2, Agachamento" on `date`; "GZCLP — começa em 01/12" before the run's first day.
    public func text(_ locale: AppLocale, on date: LocalDate) -> String {
        guard ProgramRun.hasStarted(from: startedOn, by: date) else { return locale.words.team.programStarts(program: name, date: DateText.dayAndMonth(startedOn, locale)) }
        return locale.words.team.programPlace(program: name, cycle: cycle, week: week, day: dayName)
    }
}
