/// The last seven days as the composer reads them: when each pattern was last trained heavy, when each split
/// session was last done, and the working sets each muscle group got.
public struct WeekHistory: Equatable, Sendable {
    /// A day counts as a session of a split focus from this many working sets of its patterns (when they lead).
    public static let coveringSets = 3
    /// Days a heavy pattern rests: a main lift of the pattern yesterday rules out a main lift of it today (48 h).
    public static let heavyRestDays = 2

    public let days: [TrainedDay]
    private let library: ExerciseLibrary

    /// `days` may come in any order and reach further back; only the seven days before `date` count.
    public init(days: [TrainedDay], before date: LocalDate, library: ExerciseLibrary) {
        self.days = days.filter { $0.date < date && $0.date >= date.adding(days: -7) }.sorted { $0.date < $1.date }
        self.library = library
    }

    /// The newest day a main lift of `pattern` was done.
    public func lastHeavy(_ pattern: MovementPattern) -> LocalDate? {
        days.last { day in
            day.exercises.contains { item in
                guard let exercise = library.exercise(id: item.exerciseID) else { return false }
                return exercise.role == .main && exercise.pattern == pattern && item.sets > 0
            }
        }?.date
    }

    /// Whether a main lift of `pattern` was done less than 48 h before `date`.
    public func isHeavyRecently(_ pattern: MovementPattern, on date: LocalDate) -> Bool {
        guard let last = lastHeavy(pattern) else { return false }
        return last.days(until: date) < Self.heavyRestDays
    }

    /// Working sets of the day per pattern.
    func patternSets(_ day: TrainedDay) -> [MovementPattern: Int] {
        var sets: [MovementPattern: Int] = [:]
        for item in day.exercises {
            guard let pattern = library.exercise(id: item.exerciseID)?.pattern else { continue }
            sets[pattern, default: 0] += item.sets
        }
        return sets
    }

    /// Whether the day was a session of this focus (enough sets of its patterns).
    public func covers(_ day: TrainedDay, _ focus: SessionFocus) -> Bool {
        let sets = patternSets(day)
        let lower = [MovementPattern.squat, .hinge, .lunge].reduce(0) { $0 + sets[$1, default: 0] }
        let push = sets[.horizontalPush, default: 0] + sets[.verticalPush, default: 0]
        let pull = sets[.horizontalPull, default: 0] + sets[.verticalPull, default: 0]
        switch focus {
        // A pull day's hinge accessory is not a legs day, nor a lower day's core an upper one: the patterns must lead.
        case .lower, .legs: return lower >= Self.coveringSets && 2 * lower >= push + pull
        case .upper: return push + pull >= Self.coveringSets && 2 * (push + pull) >= lower
        case .push: return push >= Self.coveringSets && push >= pull
        case .pull: return pull >= Self.coveringSets && pull > push
        case .fullBody: return lower > 0 && push > 0 && pull > 0
        case .core: return sets[.core, default: 0] >= Self.coveringSets
        case .cardio: return sets[.locomotion, default: 0] > 0
        case .mobility: return !day.exercises.isEmpty && sets.keys.allSatisfy { $0 == .mobility }
        }
    }

    /// The newest day that was a session of this focus.
    public func lastSession(_ focus: SessionFocus) -> LocalDate? {
        days.last { covers($0, focus) }?.date
    }

    /// Whether the day trained anything.
    static func trained(_ day: TrainedDay) -> Bool { day.exercises.contains { $0.sets > 0 } }

    /// Training days in a row just before `date` (yesterday, the day before, ...), mobility days breaking the run.
    public func trainingStreak(before date: LocalDate) -> Int {
        var streak = 0
        var day = date.adding(days: -1)
        while let found = days.first(where: { $0.date == day }), Self.trained(found), !covers(found, .mobility) {
            streak += 1
            day = day.adding(days: -1)
        }
        return streak
    }

    /// Working sets per muscle group over the seven days.
    public var setsPerGroup: [MuscleGroup: Int] {
        var sets: [MuscleGroup: Int] = [:]
        for day in days {
            for item in day.exercises {
                guard let group = library.exercise(id: item.exerciseID)?.muscleGroup else { continue }
                sets[group, default: 0] += item.sets
            }
        }
        return sets
    }

    /// Working sets of pushes and of pulls over the seven days.
    public var pushPullSets: (push: Int, pull: Int) {
        var push = 0, pull = 0
        for day in days {
            for item in day.exercises {
                guard let pattern = library.exercise(id: item.exerciseID)?.pattern else { continue }
                if pattern.isPush { push += item.sets }
                if pattern.isPull { pull += item.sets }
            }
        }
        return (push, pull)
    }

    /// The week with one more day in it (what `plan week` does as it plans day after day).
    public func adding(_ day: TrainedDay, before date: LocalDate) -> WeekHistory {
        WeekHistory(days: days + [day], before: date, library: library)
    }
}
