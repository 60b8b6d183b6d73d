/// A movement pattern a sore region rules out: always, or only when the exercise is loaded (needs equipment), as a
/// bodyweight squat barely loads a sore back while a barbell squat does.
public struct PatternLoad: Equatable, Sendable {
    public var pattern: MovementPattern
    public var onlyLoaded: Bool

    public init(_ pattern: MovementPattern, onlyLoaded: Bool = false) {
        self.pattern = pattern
        self.onlyLoaded = onlyLoaded
    }

    /// Whether the exercise is ruled out by this entry.
    public func rulesOut(_ exercise: Exercise) -> Bool {
        guard exercise.pattern == pattern else { return false }
        return !onlyLoaded || exercise.equipment.map { $0 != .bodyweight } ?? true
    }
}
