import FitTodayBuild
import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// One exercise's part of the exercise history a build showed (its recent sessions and progress), as the build's
/// state keeps it (``SiteState``), so that an update after new sessions folds only those sessions into it
/// (``ExerciseHistory/add(_:recent:)``) instead of reading every session of their exercises again: at 10 000
/// sessions that read is most of the update's time. An update reads and writes only the records of the exercises
/// it shows.
///
/// Binary, with a SHA-256 of its bytes at the end: a damaged record is refused (and the history read again), never
/// half-trusted.
enum ExerciseHistoryRecord {
    static let header = Array("fittoday-exercise-history\t3\n".utf8)

    /// The record of exercise `id` in `history`, sealed.
    static func encode(of id: String, in history: ExerciseHistory) -> [UInt8] {
        var out = ByteWriter(bytes: header)
        encodeRecord(of: id, in: history, into: &out)
        SHA256.seal(&out.bytes)
        return out.bytes
    }

    /// Puts the record of exercise `id` in `bytes` into `history`; false when it is damaged.
    static func decode(_ bytes: [UInt8], of id: String, into history: inout ExerciseHistory) -> Bool {
        guard let body = SHA256.unsealed(bytes, header: header) else { return false }
        var input = ByteReader(bytes: body, position: body.startIndex + header.count)
        var decoded = ExerciseHistory(logs: [:], progress: [:])
        guard decodeRecord(of: id, from: &input, into: &decoded), input.isAtEnd else { return false }
        history.logs[id] = decoded.logs[id]
        history.progress[id] = decoded.progress[id]
        return true
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

/// The history records' own values, on FitToday's binary layout.
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
