/// A lighter week the person started with `fittoday deload start`: seven days from its start, or until `deload stop`.
public struct DeloadPeriod: Equatable, Sendable {
    /// How long a deload lasts unless stopped.
    public static let days = 7
    /// The share of sets kept when the plan has no deload week of its own (about 40% fewer).
    public static let setsKept = 0.6

    public var id: Int64?
    public var startedOn: LocalDate
    /// The first day it no longer applies when stopped early; nil: it runs its seven days.
    public var stoppedOn: LocalDate?

    public init(id: Int64? = nil, startedOn: LocalDate, stoppedOn: LocalDate? = nil) {
        self.id = id
        self.startedOn = startedOn
        self.stoppedOn = stoppedOn
    }

    /// The last day of the seven.
    public var lastDay: LocalDate { startedOn.adding(days: Self.days - 1) }

    /// Whether `date` is one of its days.
    public func covers(_ date: LocalDate) -> Bool {
        date >= startedOn && date <= lastDay && (stoppedOn.map { date < $0 } ?? true)
    }

    /// The sets a lighter week keeps of `sets` (never fewer than one).
    public static func sets(_ sets: Int) -> Int { max(1, Int((Double(sets) * setsKept).rounded())) }
}
