/// A training program as its text file says: who it is for, its lifts and how each progresses, and a cycle of
/// weeks of days. Exercise names are resolved to library ids when the program is loaded (``ProgramLoader``).
///
/// A program holds no state: where a person is in it, and each lift's load, come from the history
/// (``ProgramEngine``), never from the file.
public struct Program: Equatable, Sendable, Identifiable {
    /// The file name without its extension, for example `531-bbb`.
    public var id: String
    public var name: String
    /// What the program is, in a few sentences.
    public var description: String
    /// Who it is for.
    public var audience: String
    public var daysPerWeek: Int
    /// The least equipment it needs.
    public var equipment: Equipment
    /// The published source it follows.
    public var source: String
    /// The training max as a share of the one-rep max, in percent (5/3/1: 90); nil when no lift uses one.
    public var trainingMaxPercent: Double?
    /// The rest between working sets where an entry does not say (`rest:`).
    public var defaultRestSeconds: Int
    public var lifts: [ProgramLift]
    /// One cycle, in order; a program of one repeated week has one.
    public var weeks: [ProgramWeek]
    /// `cycles: N`: the program ends after N cycles (Smolov Jr: 1); nil repeats its cycle for as long as it is followed.
    public var cycles: Int?
    /// `kind:`, which `program list` groups by.
    public var kind: ProgramKind = .other
    /// Whether some of its text is missing in the language it was read in, and shown in the other one instead
    /// (`build --verbose` lists such files).
    public var untranslated = false

    public init(
        id: String, name: String, description: String = "", audience: String = "", daysPerWeek: Int,
        equipment: Equipment, source: String = "", trainingMaxPercent: Double? = nil,
        defaultRestSeconds: Int = 120, lifts: [ProgramLift] = [], weeks: [ProgramWeek]
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.audience = audience
        self.daysPerWeek = daysPerWeek
        self.equipment = equipment
        self.source = source
        self.trainingMaxPercent = trainingMaxPercent
        self.defaultRestSeconds = defaultRestSeconds
        self.lifts = lifts
        self.weeks = weeks
    }

    /// Whether the `index`-th program day (0-based) comes after the program's end.
    public func hasEnded(atDay index: Int) -> Bool {
        cycles.map { index >= $0 * daysPerCycle } ?? false
    }

    /// The days of one cycle, week after week.
    public var daysPerCycle: Int { weeks.reduce(0) { $0 + $1.days.count } }

    /// The lift a day's entry names (its key), if declared.
    public func lift(named key: String) -> ProgramLift? {
        lifts.first { $0.key == key }
    }

    /// Where the `index`-th program day (0-based, counted over every cycle) falls.
    public func position(ofDay index: Int) -> ProgramPosition {
        let perCycle = max(daysPerCycle, 1)
        var rest = index % perCycle
        for (weekIndex, week) in weeks.enumerated() {
            if rest < week.days.count {
                return ProgramPosition(dayIndex: index, cycle: index / perCycle + 1, week: weekIndex + 1, day: rest + 1, dayName: week.days[rest].name)
            }
            rest -= week.days.count
        }
        return ProgramPosition(dayIndex: index, cycle: index / perCycle + 1, week: 1, day: 1, dayName: weeks.first?.days.first?.name ?? "")
    }

    /// The day at `position`.
    public func day(at position: ProgramPosition) -> ProgramDay {
        weeks[position.week - 1].days[position.day - 1]
    }
}
