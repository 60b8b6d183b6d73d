/// An exercise's progress over its history: the best estimated one-rep max per session and its personal records.
///
/// Estimates use Epley (weight × (1 + reps / 30)) on working sets of 1 to 12 reps with a weight; warm-ups never count.
public struct ExerciseProgress: Equatable, Sendable {
    /// One point per session with an estimate, oldest first.
    public struct Point: Equatable, Sendable {
        public var date: LocalDate
        public var sessionID: Int64
        public var estimatedOneRepMaxKg: Double
    }

    /// A record and when it was set.
    public struct Record: Equatable, Sendable {
        public var value: Double
        public var date: LocalDate
        public var sessionID: Int64
    }

    public var points: [Point]
    /// Heaviest weight lifted for at least 1, 3, 5, 8 and 10 reps; absent where nothing qualifies.
    public var heaviestAtReps: [Int: Record]
    public var bestEstimate: Record?
    /// Reps × kg of the exercise's working sets in one session.
    public var bestSessionVolume: Record?
    /// The sets that set a record when they were lifted: (session id, set number) pairs.
    public var recordSets: Set<SetReference>

    /// A set of one session.
    public struct SetReference: Hashable, Sendable {
        public var sessionID: Int64
        public var setNumber: Int
        public init(sessionID: Int64, setNumber: Int) {
            self.sessionID = sessionID
            self.setNumber = setNumber
        }
    }

    public static let repTargets = [1, 3, 5, 8, 10]

    public static func epley(weightKg: Double, reps: Int) -> Double? {
        guard weightKg > 0, (1...12).contains(reps) else { return nil }
        return weightKg * (1 + Double(reps) / 30)
    }

    /// No history yet; ``add(_:)`` sessions oldest first.
    public init() {
        points = []
        heaviestAtReps = [:]
        recordSets = []
    }

    /// `sessions` in any order; computed oldest first, so "a record at the time" follows the order things happened.
    public init(sessions: [ExerciseLogEntry]) {
        self.init()
        for session in sessions.sorted(by: { ($0.completedAt, $0.sessionID) < ($1.completedAt, $1.sessionID) }) {
            add(session)
        }
    }

    /// Takes in the next session, which must not be older than those already added: a source with a long
    /// history folds its sessions in one ordered pass instead of holding every set at once.
    public mutating func add(_ session: ExerciseLogEntry) {
        let date = session.completedAt.date
        var best: Double?
        var volume = 0.0
        for set in session.sets where set.kind.isWorkingSet {
            guard let weight = set.weightKg, weight > 0 else { continue }
            volume += weight * Double(set.reps)
            var isRecord = false
            if let estimate = Self.epley(weightKg: weight, reps: set.reps) {
                best = max(best ?? 0, estimate)
                if estimate > (bestEstimate?.value ?? 0) + 1e-9 {
                    bestEstimate = Record(value: estimate, date: date, sessionID: session.sessionID)
                    isRecord = true
                }
            }
            for target in Self.repTargets where set.reps >= target {
                if weight > (heaviestAtReps[target]?.value ?? 0) + 1e-9 {
                    heaviestAtReps[target] = Record(value: weight, date: date, sessionID: session.sessionID)
                    isRecord = true
                }
            }
            if isRecord { recordSets.insert(SetReference(sessionID: session.sessionID, setNumber: set.setNumber)) }
        }
        if let best { points.append(Point(date: date, sessionID: session.sessionID, estimatedOneRepMaxKg: best)) }
        if volume > (bestSessionVolume?.value ?? 0) + 1e-9 {
            bestSessionVolume = Record(value: volume, date: date, sessionID: session.sessionID)
        }
    }
}
