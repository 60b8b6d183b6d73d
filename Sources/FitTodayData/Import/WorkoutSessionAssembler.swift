import FitTodayDomain
import FitTodayHashing

/// Groups imported rows into sessions: one per workout start and name (or per the app's own session id, where
/// the file has one), sets numbered per exercise in file order, every session completed, titled with the
/// workout's name. Each session and each set gets an import key, so that importing a corrected file adds what
/// an earlier import left out and nothing twice.
struct WorkoutSessionAssembler: Sendable {
    private struct SessionKey: Hashable {
        var start: LocalDateTime
        var name: String
        /// The app's session id: when set, it alone tells sessions apart (start and name are then the first row's).
        var sessionID: String?

        static func == (left: SessionKey, right: SessionKey) -> Bool {
            if left.sessionID != nil || right.sessionID != nil { return left.sessionID == right.sessionID }
            return left.start == right.start && left.name == right.name
        }

        func hash(into hasher: inout Hasher) {
            if let sessionID {
                hasher.combine(sessionID)
            } else {
                hasher.combine(start)
                hasher.combine(name)
            }
        }
    }

    private struct PendingSet {
        var nameKey: String
        var label: String
        var kind: SetKind
        var reps: Int
        var weightKg: Double?
        var rpe: Double?
        var durationSeconds: Int?
        var distanceMeters: Double?
        var setID: String?
    }

    private struct Group {
        var first: WorkoutRow
        /// The earliest start of the session's rows (the key's own, unless the app's session id groups them).
        var start: LocalDateTime
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
    /// The keys of ``exerciseNames``, so a row's check stays constant-time over a long file.
    private var exerciseNameKeys: Set<String> = []
    /// The muscle group the file gives each exercise (by name key), the first row's that gives one.
    private(set) var muscleGroups: [String: MuscleGroup] = [:]

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
            if exerciseNameKeys.insert(nameKey).inserted { exerciseNames.append((nameKey, row.exerciseName)) }
        }
        if let group = row.muscleGroup, muscleGroups[nameKey] == nil { muscleGroups[nameKey] = group }
        let key = SessionKey(start: row.start, name: row.workoutName, sessionID: row.sessionID)
        let set = PendingSet(nameKey: nameKey, label: row.setLabel, kind: row.kind, reps: row.reps, weightKg: row.weightKg, rpe: row.rpe,
                             durationSeconds: row.setDurationSeconds, distanceMeters: row.distanceMeters, setID: row.setID)
        if groups[key] == nil {
            order.append(key)
            groups[key] = Group(first: row, start: row.start, notes: row.workoutNotes, durationSeconds: row.durationSeconds, sets: [set])
            return
        }
        // A session of the app's own id starts at its earliest set, whatever order the file lists them in.
        if row.start < groups[key]!.start { groups[key]!.start = row.start }
        groups[key]!.sets.append(set)
        if groups[key]!.notes.isEmpty { groups[key]!.notes = row.workoutNotes }
        if groups[key]!.durationSeconds == nil { groups[key]!.durationSeconds = row.durationSeconds }
    }

    var sessionCount: Int { order.count }

    /// The sessions, oldest first, with exercise names replaced by the ids in `exerciseIDs` (by name key).
    func sessions(exerciseIDs: [String: String]) -> [ImportedSession] {
        let sorted = order.enumerated().sorted { (groups[$0.element]!.start, $0.offset) < (groups[$1.element]!.start, $1.offset) }
            .map(\.element)
        return sorted.map { key in
            let group = groups[key]!
            let start = group.start
            var numbers: [String: Int] = [:]
            var occurrences: [String: Int] = [:]
            var setKeys: [Int64] = []
            let sets = group.sets.map { pending in
                let id = exerciseIDs[pending.nameKey]!
                numbers[id, default: 0] += 1
                // The exercise as the file names it and the set's own order, counted when the same order
                // repeats (several `W` sets): stable when a row before it was left out and later fixed.
                if let setID = pending.setID {
                    // The app's own id of the set, whatever the exercise is called this time.
                    setKeys.append(Self.digest("id\u{1F}\(setID)"))
                } else {
                    let label = "\(pending.nameKey)\u{1F}\(pending.label)"
                    occurrences[label, default: 0] += 1
                    setKeys.append(Self.digest("\(label)\u{1F}\(occurrences[label]!)"))
                }
                return LoggedSet(
                    exerciseID: id, setNumber: numbers[id]!, reps: pending.reps, weightKg: pending.weightKg, rpe: pending.rpe, kind: pending.kind,
                    durationSeconds: pending.durationSeconds, distanceMeters: pending.distanceMeters
                )
            }
            var seconds = group.durationSeconds
            if let end = group.first.end {
                seconds = end >= start ? end.secondsSinceEpoch - start.secondsSinceEpoch : nil
            }
            // A timer left running overnight is common: a duration outside the rules is dropped rather than
            // refused, and the session then ends when it started, since the real end is unknown.
            if let value = seconds, !PlanRules.durationMinutes.contains(Self.minutes(value)) { seconds = nil }
            let session = WorkoutSession(
                startedAt: group.first.dateOnly ? nil : start, completedAt: start.adding(seconds: seconds ?? 0), status: .completed,
                durationMinutes: seconds.map(Self.minutes), planTitle: group.first.workoutName, notes: group.notes, sets: sets
            )
            return ImportedSession(
                importKey: key.sessionID.map { Self.importKey(app: app, sessionID: $0) }
                    ?? Self.importKey(app: app, start: key.start, name: key.name), session: session,
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

    /// The app's name and a digest of its own session id: stable when a later export moves the start.
    static func importKey(app: WorkoutApp, sessionID: String) -> String {
        "\(app.rawValue):id:" + SHA256.hexDigest(of: sessionID).prefix(32)
    }
}
