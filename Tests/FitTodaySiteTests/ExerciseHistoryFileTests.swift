import FitTodayDomain
@testable import FitTodaySite
import Foundation
import Testing

/// The exercise history kept for the next update reads back exactly as written, and only for its own data mark;
/// a damaged file is never half-read.
@Suite struct ExerciseHistoryFileTests {
    static let mark = DataChangeMark(serial: 41, token: "a1b2c3")

    /// Logs with every kind of set (no weight, an RPE, warm-ups, a name that needs escaping elsewhere) and
    /// progress with a tail, records before it and record sets.
    static func history() -> ExerciseHistory {
        func entry(_ id: Int64, _ day: Int, _ sets: [LoggedSet]) -> ExerciseLogEntry {
            ExerciseLogEntry(sessionID: id, completedAt: LocalDateTime(date: LocalDate(daysSinceEpoch: 20_000 + day), hour: 7, minute: 5, second: 9)!,
                             sets: sets)
        }
        let sets = [
            LoggedSet(exerciseID: "supino", exerciseName: "Supino <b>reto</b> & \"pesado\"", setNumber: 1, reps: 10, weightKg: 20, kind: .warmup),
            LoggedSet(exerciseID: "supino", exerciseName: "Supino <b>reto</b> & \"pesado\"", setNumber: 2, reps: 5, weightKg: 82.5, rpe: 8.5),
            LoggedSet(exerciseID: "supino", exerciseName: "Supino <b>reto</b> & \"pesado\"", setNumber: 3, reps: 12, kind: .failure),
        ]
        let sessions = (0..<30).map { entry(Int64($0 + 1), $0, sets.map { var set = $0; set.weightKg = set.weightKg.map { $0 + Double(Int64($0) % 7) }; return set }) }
        var progress = ExerciseProgress()
        for (index, session) in sessions.enumerated() {
            var heavier = session
            heavier.sets[1].weightKg = 60 + Double((index * 13) % 11) * 2.5
            progress.add(heavier)
        }
        return ExerciseHistory(
            logs: [
                "supino": ExerciseLog(exerciseID: "supino", sessionCount: 30, recent: Array(sessions.suffix(20).reversed())),
                "prancha": ExerciseLog(exerciseID: "prancha", sessionCount: 1, recent: [entry(9, 3, [LoggedSet(exerciseID: "prancha", setNumber: 1, reps: 60)])]),
            ],
            progress: ["supino": progress, "levantamento-terra": ExerciseProgress()]
        )
    }

    @Test func readsBackWhatItWroteForItsOwnMarkOnly() throws {
        let history = Self.history()
        #expect(history.progress["supino"]!.tail.count == ExerciseProgress.rewindableSessions)
        #expect(history.progress["supino"]!.recordsBeforeTail != ExerciseProgress.Records())
        let bytes = ExerciseHistoryFile.encode(history, mark: Self.mark)
        let read = try #require(ExerciseHistoryFile.decode(bytes, mark: Self.mark))
        #expect(read.logs == history.logs)
        #expect(read.progress == history.progress)
        // The same history gives the same bytes (sorted exercises, records and record sets).
        #expect(ExerciseHistoryFile.encode(read, mark: Self.mark) == bytes)
        #expect(ExerciseHistoryFile.decode(bytes, mark: DataChangeMark(serial: 41, token: "other")) == nil)
        #expect(ExerciseHistoryFile.decode(bytes, mark: DataChangeMark(serial: 42, token: "a1b2c3")) == nil)
    }

    @Test func aDamagedFileIsNeverRead() {
        let bytes = ExerciseHistoryFile.encode(Self.history(), mark: Self.mark)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            #expect(ExerciseHistoryFile.decode(Array(bytes.prefix(length)), mark: Self.mark) == nil, "cut at \(length)")
        }
        for position in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            var changed = bytes
            changed[position] ^= 0x01
            #expect(ExerciseHistoryFile.decode(changed, mark: Self.mark) == nil, "byte \(position) changed")
        }
    }

    @Test func savedBesideTheOutputAndDiscarded() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        ExerciseHistoryFile.save(Self.history(), mark: Self.mark, for: output)
        #expect(FileManager.default.fileExists(atPath: directory.path(".public.exercise-history")))
        #expect(ExerciseHistoryFile.load(for: output, mark: Self.mark)?.logs == Self.history().logs)
        ExerciseHistoryFile.discard(for: output)
        #expect(ExerciseHistoryFile.load(for: output, mark: Self.mark) == nil)
    }

    /// An update decodes only the exercises it shows and writes the others back as read: the same file as
    /// encoding the whole history with its changes.
    @Test func exercisesNotDecodedAreWrittenBackAsTheyWere() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let history = Self.history()
        ExerciseHistoryFile.save(history, mark: Self.mark, for: output)
        var kept = try #require(ExerciseHistoryFile.load(for: output, mark: Self.mark, decoding: ["prancha", "remada"]))
        #expect(Set(kept.history.logs.keys) == ["prancha"] && kept.history.progress.isEmpty)
        var changed = kept.history
        changed.logs["prancha"]?.sessionCount = 2
        changed.logs["remada"] = ExerciseLog(exerciseID: "remada", sessionCount: 1, recent: [])
        kept.history = ExerciseHistory(logs: [:], progress: [:])
        let next = DataChangeMark(serial: 42, token: "d4e5f6")
        ExerciseHistoryFile.save(changed, mark: next, keeping: kept, for: output)
        var whole = history
        whole.logs["prancha"]?.sessionCount = 2
        whole.logs["remada"] = changed.logs["remada"]
        let written = try Data(contentsOf: ExerciseHistoryFile.location(for: output))
        #expect(Array(written) == ExerciseHistoryFile.encode(whole, mark: next))
        let read = try #require(ExerciseHistoryFile.load(for: output, mark: next))
        #expect(read.logs == whole.logs && read.progress == whole.progress)
        // An exercise asked for that is no longer in the history is left out.
        let dropped = try #require(ExerciseHistoryFile.load(for: output, mark: next, decoding: ["remada"]))
        ExerciseHistoryFile.save(ExerciseHistory(logs: [:], progress: [:]), mark: next, keeping: dropped, for: output)
        #expect(ExerciseHistoryFile.load(for: output, mark: next)?.logs["remada"] == nil)
        #expect(ExerciseHistoryFile.load(for: output, mark: next)?.logs["supino"] == whole.logs["supino"])
    }
}
