import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// The exercise history a build showed (every exercise's recent sessions and progress), kept beside the output
/// as `.public.exercise-history` so that an update after new sessions folds only those sessions into it
/// (``ExerciseHistory/add(_:recent:)``) instead of reading every session of their exercises again: at 10 000
/// sessions that read is most of the update's time.
///
/// It holds the data mark it was read at and is used only when the manifest's mark is the same, so a file left
/// by another build, a kill or a restored copy is never taken for this site's history. Binary, with a SHA-256 of
/// its body at the end: a damaged file is ignored (and the history read again), never half-trusted.
enum ExerciseHistoryFile {
    static let header = Array("fittoday-exercise-history\t2\n".utf8)

    /// The last build's history as an update in place reads it: the exercises it asked for decoded, every other
    /// exercise's record kept as the bytes read and written back as they were. At 10 000 sessions decoding and
    /// encoding all of them cost an update more than the pages it renders.
    struct Kept: Sendable {
        /// The exercises asked for, those of them the file has.
        var history: ExerciseHistory
        /// The exercises asked for: their records are this build's to write (from its history).
        let decoded: Set<String>
        fileprivate let bytes: ArraySlice<UInt8>
        /// Every exercise's record (id, length, body), in the file's order.
        fileprivate let records: [(id: String, range: Range<Int>)]
    }

    /// `.public.exercise-history` beside `public/`.
    static func location(for output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).exercise-history")
    }

    /// The history kept beside `output` when it was read at `mark`; nil when there is none, it is damaged or
    /// another mark's.
    static func load(for output: URL, mark: DataChangeMark) -> ExerciseHistory? {
        guard let bytes = PlainFile.contents(of: location(for: output).path) else { return nil }
        return decode(bytes, mark: mark)
    }

    /// The history kept beside `output` when it was read at `mark`, with only the exercises in `ids` decoded.
    static func load(for output: URL, mark: DataChangeMark, decoding ids: Set<String>) -> Kept? {
        guard let bytes = PlainFile.contents(of: location(for: output).path) else { return nil }
        return decode(bytes, mark: mark, decoding: ids)
    }

    /// Not flushed: a file lost in a crash only means reading the history again. With `kept`, `history` holds the
    /// exercises `kept` decoded (and any new ones); the others are written as they were read.
    static func save(_ history: ExerciseHistory, mark: DataChangeMark, keeping kept: Kept? = nil, for output: URL) {
        try? AtomicFile.write(encode(history, mark: mark, keeping: kept), to: location(for: output).path, replacing: true, durable: false)
    }

    static func discard(for output: URL) {
        unlink(location(for: output).path)
    }

    static func encode(_ history: ExerciseHistory, mark: DataChangeMark, keeping kept: Kept? = nil) -> [UInt8] {
        var out = ByteWriter()
        out.bytes.reserveCapacity((kept?.bytes.count ?? 0) + 64 * 1024)
        out.bytes += header
        out.int(mark.serial)
        out.string(mark.token)
        var raw: [String: Range<Int>] = [:]
        for record in kept?.records ?? [] where !(kept?.decoded.contains(record.id) ?? false) { raw[record.id] = record.range }
        let ids = Set(history.logs.keys).union(history.progress.keys).union(raw.keys).sorted()
        out.int(ids.count)
        for id in ids {
            if let range = raw[id], history.logs[id] == nil, history.progress[id] == nil, let kept {
                out.bytes.append(contentsOf: kept.bytes[range])
                continue
            }
            out.string(id)
            // The record's length, filled in after it: a reader skips the records it does not need.
            let lengthAt = out.bytes.count
            out.int(0)
            encodeRecord(of: id, in: history, into: &out)
            let length = Int64(out.bytes.count - lengthAt - 8)
            withUnsafeBytes(of: length.littleEndian) { out.bytes.replaceSubrange(lengthAt..<(lengthAt + 8), with: $0) }
        }
        SHA256.seal(&out.bytes)
        return out.bytes
    }

    private static func encodeRecord(of id: String, in history: ExerciseHistory, into out: inout ByteWriter) {
        if let log = history.logs[id] {
            out.byte(1)
            out.int(log.sessionCount)
            out.int(log.recent.count)
            for entry in log.recent { out.entry(entry) }
        } else {
            out.byte(0)
        }
        if let progress = history.progress[id] {
            out.byte(1)
            if let newest = progress.newest {
                out.byte(1)
                out.moment(newest)
            } else {
                out.byte(0)
            }
            out.int(progress.points.count)
            for point in progress.points {
                out.date(point.date)
                out.int(point.sessionID)
                out.double(point.estimatedOneRepMaxKg)
            }
            out.records(progress.records)
            out.records(progress.recordsBeforeTail)
            out.int(progress.tail.count)
            for entry in progress.tail { out.entry(entry) }
            out.int(progress.recordSets.count)
            for set in progress.recordSets.sorted(by: { ($0.sessionID, $0.setNumber) < ($1.sessionID, $1.setNumber) }) {
                out.int(set.sessionID)
                out.int(set.setNumber)
            }
        } else {
            out.byte(0)
        }
    }

    static func decode(_ bytes: [UInt8], mark: DataChangeMark) -> ExerciseHistory? {
        decode(bytes, mark: mark, decoding: nil)?.history
    }

    /// Every exercise's record indexed, the ones in `ids` (all when nil) decoded.
    private static func decode(_ bytes: [UInt8], mark: DataChangeMark, decoding ids: Set<String>?) -> Kept? {
        guard let body = SHA256.unsealed(bytes, header: header) else { return nil }
        var input = ByteReader(bytes: body, position: header.count)
        guard let serial = input.int(), let token = input.string(), DataChangeMark(serial: serial, token: token) == mark,
              let count = input.count() else { return nil }
        var history = ExerciseHistory(logs: [:], progress: [:])
        var records: [(id: String, range: Range<Int>)] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            let start = input.position
            guard let id = input.string(), let length = input.count() else { return nil }
            let end = input.position + length
            if ids?.contains(id) ?? true {
                var record = ByteReader(bytes: body[input.position..<end])
                guard decodeRecord(of: id, from: &record, into: &history), record.isAtEnd else { return nil }
            }
            records.append((id, start..<end))
            input = ByteReader(bytes: body, position: end)
        }
        guard input.isAtEnd else { return nil }
        return Kept(history: history, decoded: ids ?? Set(records.map(\.id)), bytes: body, records: records)
    }

    private static func decodeRecord(of id: String, from input: inout ByteReader, into history: inout ExerciseHistory) -> Bool {
        guard let hasLog = input.byte() else { return false }
        if hasLog == 1 {
            guard let sessionCount = input.int(), let entries = input.count() else { return false }
            var log = ExerciseLog(exerciseID: id, sessionCount: Int(sessionCount), recent: [])
            for _ in 0..<entries {
                guard let entry = input.entry(exerciseID: id) else { return false }
                log.recent.append(entry)
            }
            history.logs[id] = log
        }
        guard let hasProgress = input.byte() else { return false }
        if hasProgress == 1 {
            var progress = ExerciseProgress()
            guard let hasNewest = input.byte() else { return false }
            if hasNewest == 1 {
                guard let newest = input.moment() else { return false }
                progress.newest = newest
            }
            guard let points = input.count() else { return false }
            progress.points.reserveCapacity(points)
            for _ in 0..<points {
                guard let date = input.date(), let session = input.int(), let estimate = input.double() else { return false }
                progress.points.append(.init(date: date, sessionID: session, estimatedOneRepMaxKg: estimate))
            }
            guard let records = input.records(), let before = input.records(), let tail = input.count() else { return false }
            (progress.records, progress.recordsBeforeTail) = (records, before)
            for _ in 0..<tail {
                guard let entry = input.entry(exerciseID: id) else { return false }
                progress.tail.append(entry)
            }
            guard let sets = input.count() else { return false }
            for _ in 0..<sets {
                guard let session = input.int(), let number = input.int() else { return false }
                progress.recordSets.insert(.init(sessionID: session, setNumber: Int(number)))
            }
            history.progress[id] = progress
        }
        return true
    }
}

/// The history file's own values, on FitToday's binary layout.
private extension ByteWriter {
    mutating func date(_ value: LocalDate) { int(value.year * 10_000 + value.month * 100 + value.day) }
    mutating func moment(_ value: SessionMoment) {
        date(value.completedAt.date)
        int(value.completedAt.hour * 3600 + value.completedAt.minute * 60 + value.completedAt.second)
        int(value.sessionID)
    }
    mutating func record(_ value: ExerciseProgress.Record) {
        double(value.value)
        date(value.date)
        int(value.sessionID)
    }
    mutating func optionalRecord(_ value: ExerciseProgress.Record?) {
        byte(value == nil ? 0 : 1)
        if let value { record(value) }
    }
    /// A session's sets of one exercise (their exercise id is the entry's, written once before it).
    mutating func entry(_ value: ExerciseLogEntry) {
        moment(value.moment)
        int(value.sets.count)
        for set in value.sets {
            string(set.exerciseName)
            int(set.setNumber)
            int(set.reps)
            optional(set.weightKg)
            optional(set.rpe)
            string(set.kind.rawValue)
        }
    }
    mutating func records(_ value: ExerciseProgress.Records) {
        int(value.heaviestAtReps.count)
        for (reps, record) in value.heaviestAtReps.sorted(by: { $0.key < $1.key }) {
            int(reps)
            self.record(record)
        }
        optionalRecord(value.bestEstimate)
        optionalRecord(value.bestSessionVolume)
    }
}

private extension ByteReader {
    mutating func date() -> LocalDate? {
        guard let value = int(), value > 0, value < Int64(Int32.max) else { return nil }
        let number = Int(value)
        return LocalDate(year: number / 10_000, month: number / 100 % 100, day: number % 100)
    }

    mutating func moment() -> SessionMoment? {
        guard let day = date(), let seconds = int(), (0..<86_400).contains(seconds), let session = int(),
              let time = LocalDateTime(date: day, hour: Int(seconds / 3600), minute: Int(seconds / 60 % 60), second: Int(seconds % 60))
        else { return nil }
        return SessionMoment(completedAt: time, sessionID: session)
    }

    mutating func record() -> ExerciseProgress.Record? {
        guard let value = double(), let day = date(), let session = int() else { return nil }
        return ExerciseProgress.Record(value: value, date: day, sessionID: session)
    }

    mutating func entry(exerciseID: String) -> ExerciseLogEntry? {
        guard let moment = moment(), let setCount = count() else { return nil }
        var entry = ExerciseLogEntry(sessionID: moment.sessionID, completedAt: moment.completedAt, sets: [])
        for _ in 0..<setCount {
            guard let name = string(), let number = int(), let reps = int(), let weight = optional(), let rpe = optional(),
                  let kindName = string(), let kind = SetKind(rawValue: kindName) else { return nil }
            entry.sets.append(LoggedSet(exerciseID: exerciseID, exerciseName: name, setNumber: Int(number), reps: Int(reps),
                                        weightKg: weight, rpe: rpe, kind: kind))
        }
        return entry
    }

    mutating func records() -> ExerciseProgress.Records? {
        guard let targets = count() else { return nil }
        var value = ExerciseProgress.Records()
        for _ in 0..<targets {
            guard let reps = int(), let record = record() else { return nil }
            value.heaviestAtReps[Int(reps)] = record
        }
        guard let estimate = optionalRecord(), let volume = optionalRecord() else { return nil }
        (value.bestEstimate, value.bestSessionVolume) = (estimate, volume)
        return value
    }

    /// nil past the end; `.some(nil)` for an absent record.
    mutating func optionalRecord() -> ExerciseProgress.Record?? {
        switch byte() {
        case 0: return .some(nil)
        case 1: return record().map { .some($0) }
        default: return nil
        }
    }
}
