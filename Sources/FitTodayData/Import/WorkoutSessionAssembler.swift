import FitTodayDomain
import FitTodayHashing

/// Groups imported rows into sessions: one per workout start and name, sets numbered per exercise in file
/// order, every session completed, titled with the workout's name. Each session and each set gets an
/// import key, so that importing a corrected file adds what an earlier import left out and nothing twice.
struct WorkoutSessionAssembler: Sendable {
    private struct SessionKey: Hashable {
        var start: LocalDateTime
        var name: String
    }

    private struct PendingSet {
        var nameKey: String
        var label: String
        var kind: SetKind
        var reps: Int
        var weightKg: Double?
        var rpe: Double?
    }

    private struct Group {
        var first: WorkoutRow
        var notes: String
        var durationSeconds: Int?
        var sets: [PendingSet] = []
    }

    let app: WorkoutApp
    private var order: [SessionKey] = []
    private var groups: [SessionKey: Group] = [:]
    // Folding a name for comparison is slow; a file uses only a few hundred distinct spellings.
    private var keysBySpelling: [String: String] = [:]
    /// Each distinct exercise (by ``ExerciseNameKey``) with the spelling first seen, in file order.
    private(set) var exerciseNames: [(key: String, name: String)] = []

    init(app: WorkoutApp) {
        self.app = app
    }

    mutating func add(_ row: WorkoutRow) {
        let nameKey: String
        if let known = keysBySpelling[row.exerciseName] {
            nameKey = known
        } else {
            nameKey = ExerciseNameKey.key(for: row.exerciseName)
            keysBySpelling[row.exerciseName] = nameKey
            if !exerciseNames.contains(where: { $0.key == nameKey }) { exerciseNames.append((nameKey, row.exerciseName)) }
        }
        let key = SessionKey(start: row.start, name: row.workoutName)
        let set = PendingSet(nameKey: nameKey, label: row.setLabel, kind: row.kind, reps: row.reps, weightKg: row.weightKg, rpe: row.rpe)
        if groups[key] == nil {
            order.append(key)
            groups[key] = Group(first: row, notes: row.workoutNotes, durationSeconds: row.durationSeconds, sets: [set])
            return
        }
        groups[key]!.sets.append(set)
        if groups[key]!.notes.isEmpty { groups[key]!.notes = row.workoutNotes }
        if groups[key]!.durationSeconds == nil { groups[key]!.durationSeconds = row.durationSeconds }
    }

    var sessionCount: Int { order.count }

    /// The sessions, oldest first, with exercise names replaced by the ids in `exerciseIDs` (by name key).
    func sessions(exerciseIDs: [String: String]) -> [ImportedSession] {
        let sorted = order.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        return sorted.map { key in
            let group = groups[key]!
            var numbers: [String: Int] = [:]
            var occurrences: [String: Int] = [:]
            var setKeys: [Int64] = []
            let sets = group.sets.map { pending in
                let id = exerciseIDs[pending.nameKey]!
                numbers[id, default: 0] += 1
                // The exercise as the file names it and the set's own order, counted when the same order
                // repeats (several `W` sets): stable when a row before it was left out and later fixed.
                let label = "\(pending.nameKey)\u{1F}\(pending.label)"
                occurrences[label, default: 0] += 1
                setKeys.append(Self.digest("\(label)\u{1F}\(occurrences[label]!)"))
                return LoggedSet(
                    exerciseID: id, setNumber: numbers[id]!, reps: pending.reps, weightKg: pending.weightKg, rpe: pending.rpe, kind: pending.kind
                )
            }
            var seconds = group.durationSeconds
            if let end = group.first.end {
                seconds = end >= key.start ? end.secondsSinceEpoch - key.start.secondsSinceEpoch : nil
            }
            // A timer left running overnight is common: a duration outside the rules is dropped rather than
            // refused, and the session then ends when it started, since the real end is unknown.
            if let value = seconds, !PlanRules.durationMinutes.contains(Self.minutes(value)) { seconds = nil }
            let session = WorkoutSession(
                startedAt: key.start, completedAt: key.start.adding(seconds: seconds ?? 0), status: .completed,
                durationMinutes: seconds.map(Self.minutes), planTitle: key.name, notes: group.notes, sets: sets
            )
            return ImportedSession(
                importKey: Self.importKey(app: app, start: key.start, name: key.name), session: session,
                setKeys: setKeys
            )
        }
    }

    /// FNV-1a, 64 bits: stable across runs and platforms (Swift's `hashValue` is not), and collisions among
    /// the few dozen sets of one workout are out of the question.
    static func digest(_ text: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return Int64(bitPattern: hash)
    }

    private static func minutes(_ seconds: Int) -> Int { Int((Double(seconds) / 60).rounded()) }

    /// `strong:` or `hevy:` and a digest of the workout's start and name: stable across exports and across
    /// Strong's two layouts, since both the start and the name are compared after normalizing.
    static func importKey(app: WorkoutApp, start: LocalDateTime, name: String) -> String {
        "\(app.rawValue):" + SHA256.hexDigest(of: "\(start)\n\(name)").prefix(32)
    }
}
