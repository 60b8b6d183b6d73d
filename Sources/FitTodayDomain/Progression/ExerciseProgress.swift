/// An exercise's progress over its history: the best estimated one-rep max per session and its personal records.
///
/// Estimates use Epley (weight × (1 + reps / 30)) on working sets of 1 to 12 reps with a weight; warm-ups never count.
public struct ExerciseProgress: Equatable, Sendable {
    /// One point per session with an estimate, oldest first.
    public struct Point: Equatable, Sendable {
        public var date: LocalDate
        public var sessionID: Int64
        public var estimatedOneRepMaxKg: Double

        public init(date: LocalDate, sessionID: Int64, estimatedOneRepMaxKg: Double) {
            self.date = date
            self.sessionID = sessionID
            self.estimatedOneRepMaxKg = estimatedOneRepMaxKg
        }
    }

    /// A record and when it was set.
    public struct Record: Equatable, Sendable {
        public var value: Double
        public var date: LocalDate
        public var sessionID: Int64

        public init(value: Double, date: LocalDate, sessionID: Int64) {
            self.value = value
            self.date = date
            self.sessionID = sessionID
        }
    }

    public var points: [Point]
    /// Heaviest weight lifted for at least 1, 3, 5, 8 and 10 reps; absent where nothing qualifies.
    public var heaviestAtReps: [Int: Record] {
        get { records.heaviestAtReps }
        set { records.heaviestAtReps = newValue }
    }
    public var bestEstimate: Record? {
        get { records.bestEstimate }
        set { records.bestEstimate = newValue }
    }
    /// Reps × kg of the exercise's working sets in one session.
    public var bestSessionVolume: Record? {
        get { records.bestSessionVolume }
        set { records.bestSessionVolume = newValue }
    }
    /// The sets that set a record when they were lifted: (session id, set number) pairs.
    public var recordSets: Set<SetReference>
    /// The last session added: a later one can still be added on top (``add(_:)``).
    public var newest: SessionMoment?
    /// The newest sessions added (their counted sets), at most ``rewindableSessions``, and the records as they
    /// stood before them: a session that belongs among them can still be put in its place (``insert(_:)``)
    /// without the history before them.
    public var tail: [ExerciseLogEntry]
    public var recordsBeforeTail: Records
    public var records: Records

    /// The personal records at one point of the history.
    public struct Records: Equatable, Sendable {
        public var heaviestAtReps: [Int: Record] = [:]
        public var bestEstimate: Record?
        public var bestSessionVolume: Record?

        public init() {}

        /// Takes in a session's sets; returns its best estimate, its volume and the numbers of the sets that
        /// set a record.
        mutating func add(_ session: ExerciseLogEntry) -> (best: Double?, volume: Double, recordSets: [Int]) {
            let date = session.completedAt.date
            var best: Double?
            var volume = 0.0
            var recordSets: [Int] = []
            // The heaviest so far at each target, looked up once per session rather than five times per set.
            let targets = ExerciseProgress.repTargets
            var heaviest = targets.map { heaviestAtReps[$0]?.value ?? 0 }
            for set in session.sets where set.kind.isWorkingSet {
                guard let weight = set.weightKg, weight > 0 else { continue }
                volume += weight * Double(set.reps)
                var isRecord = false
                if let estimate = ExerciseProgress.epley(weightKg: weight, reps: set.reps) {
                    best = max(best ?? 0, estimate)
                    if estimate > (bestEstimate?.value ?? 0) + 1e-9 {
                        bestEstimate = Record(value: estimate, date: date, sessionID: session.sessionID)
                        isRecord = true
                    }
                }
                for index in targets.indices where set.reps >= targets[index] && weight > heaviest[index] + 1e-9 {
                    heaviestAtReps[targets[index]] = Record(value: weight, date: date, sessionID: session.sessionID)
                    heaviest[index] = weight
                    isRecord = true
                }
                if isRecord { recordSets.append(set.setNumber) }
            }
            if volume > (bestSessionVolume?.value ?? 0) + 1e-9 {
                bestSessionVolume = Record(value: volume, date: date, sessionID: session.sessionID)
            }
            return (best, volume, recordSets)
        }
    }

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

    /// Sessions ``insert(_:)`` can still put in their place: a few weeks of one exercise's training.
    public static let rewindableSessions = 20

    /// No history yet; ``add(_:)`` sessions oldest first.
    public init() {
        points = []
        recordSets = []
        tail = []
        records = Records()
        recordsBeforeTail = Records()
    }

    /// `sessions` in any order; computed oldest first, so "a record at the time" follows the order things happened.
    public init(sessions: [ExerciseLogEntry]) {
        self.init()
        let sorted = sessions.sorted(by: { $0.moment < $1.moment })
        let tailStart = max(0, sorted.count - Self.rewindableSessions)
        for session in sorted[..<tailStart] { addBeforeTail(session) }
        for session in sorted[tailStart...] { add(session) }
    }

    /// Takes in the next session, which must not be older than those already added: a source with a long
    /// history folds its sessions in one ordered pass instead of holding every set at once.
    public mutating func add(_ session: ExerciseLogEntry) {
        // The first session of the tail: the records before it are the ones so far.
        if tail.isEmpty { recordsBeforeTail = records }
        fold(session)
        // Only what the records read, so that a tail is the same whichever source the sets came from.
        var kept = session
        kept.sets = session.sets.compactMap { set in
            guard set.kind.isWorkingSet, let weight = set.weightKg, weight > 0 else { return nil }
            return LoggedSet(exerciseID: set.exerciseID, setNumber: set.setNumber, reps: set.reps, weightKg: weight, kind: set.kind)
        }
        tail.append(kept)
        if tail.count > Self.rewindableSessions { _ = recordsBeforeTail.add(tail.removeFirst()) }
    }

    /// ``add(_:)`` for a session a source knows is not among the last ``rewindableSessions`` it will add (it
    /// holds those back): nothing is kept for ``insert(_:)``, and a long history is folded at the cost of its
    /// records alone. Only before the first ``add(_:)``.
    public mutating func addBeforeTail(_ session: ExerciseLogEntry) {
        precondition(tail.isEmpty, "addBeforeTail after add")
        fold(session)
    }

    private mutating func fold(_ session: ExerciseLogEntry) {
        let (best, _, setNumbers) = records.add(session)
        for number in setNumbers { recordSets.insert(SetReference(sessionID: session.sessionID, setNumber: number)) }
        if let best { points.append(Point(date: session.completedAt.date, sessionID: session.sessionID, estimatedOneRepMaxKg: best)) }
        newest = session.moment
    }

    /// Puts a session in its place in the history, as computing everything again with it would: after the
    /// newest, among the ``tail`` (a session logged a little late), or in place of a session of the tail with
    /// the same id (sets added to it). False, and nothing changed, for a session older than the tail.
    public mutating func insert(_ session: ExerciseLogEntry) -> Bool {
        guard let last = newest, session.moment <= last else {
            add(session)
            return true
        }
        let sameSession = tail.firstIndex { $0.sessionID == session.sessionID }
        // A tail shorter than its bound never dropped a session: it is the whole history.
        let everything = tail.count < Self.rewindableSessions
        guard sameSession != nil || everything || (tail.first.map { $0.moment < session.moment } ?? false) else { return false }
        var sessions = tail
        if let sameSession { sessions.remove(at: sameSession) }
        sessions.append(session)
        let replaced = Set(tail.map(\.sessionID))
        while let last = points.last, replaced.contains(last.sessionID) { points.removeLast() }
        recordSets = recordSets.filter { !replaced.contains($0.sessionID) }
        records = recordsBeforeTail
        tail = []
        self.newest = nil
        for entry in sessions.sorted(by: { $0.moment < $1.moment }) { add(entry) }
        return true
    }
}
