/// How much one composed day may hold, by level: about 20 working sets and an hour for an intermediate, less for a
/// beginner, a little more for an advanced lifter, never over ``absoluteMaxSets``.
public struct SessionCaps: Equatable, Sendable {
    public var sets: Int
    public var minutes: Int
    /// Exercises, warm-up aside.
    public var exercises: Int

    /// No composed day goes over this many working sets, whatever the level.
    public static let absoluteMaxSets = 26

    public init(sets: Int, minutes: Int, exercises: Int) {
        self.sets = sets
        self.minutes = minutes
        self.exercises = exercises
    }

    public static func forLevel(_ level: FitnessLevel) -> SessionCaps {
        switch level {
        case .beginner: SessionCaps(sets: 14, minutes: 45, exercises: 5)
        case .intermediate: SessionCaps(sets: 20, minutes: 60, exercises: 6)
        case .advanced: SessionCaps(sets: 24, minutes: 70, exercises: 7)
        }
    }
}
