import FitTodayDomain
@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// The exercise history kept in the build's state for the next update reads back exactly as written, and only for
/// its own data mark; a damaged record is never half-read.
@Suite struct ExerciseHistoryRecordTests {
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

    /// Every exercise's record of `history`, decoded back.
    static func roundTrip(_ history: ExerciseHistory) -> ExerciseHistory? {
        var read = ExerciseHistory(logs: [:], progress: [:])
        for id in Set(history.logs.keys).union(history.progress.keys) {
            guard ExerciseHistoryRecord.decode(ExerciseHistoryRecord.encode(of: id, in: history), of: id, into: &read) else { return nil }
        }
        return read
    }

    func manifest(_ mark: DataChangeMark) -> RenderManifest {
        var manifest = RenderManifest(inputKey: "key")
        manifest.dataMark = mark
        return manifest
    }

    @Test func readsBackWhatItWrote() throws {
        let history = Self.history()
        #expect(history.progress["supino"]!.tail.count == ExerciseProgress.rewindableSessions)
        #expect(history.progress["supino"]!.recordsBeforeTail != ExerciseProgress.Records())
        let read = try #require(Self.roundTrip(history))
        #expect(read.logs == history.logs)
        #expect(read.progress == history.progress)
        // The same history gives the same bytes (sorted records and record sets).
        #expect(ExerciseHistoryRecord.encode(of: "supino", in: read) == ExerciseHistoryRecord.encode(of: "supino", in: history))
    }

    @Test func aDamagedRecordIsNeverRead() {
        let bytes = ExerciseHistoryRecord.encode(of: "supino", in: Self.history())
        var history = ExerciseHistory(logs: [:], progress: [:])
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            #expect(!ExerciseHistoryRecord.decode(Array(bytes.prefix(length)), of: "supino", into: &history), "cut at \(length)")
        }
        for position in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            var changed = bytes
            changed[position] ^= 0x01
            #expect(!ExerciseHistoryRecord.decode(changed, of: "supino", into: &history), "byte \(position) changed")
        }
        #expect(history.logs.isEmpty && history.progress.isEmpty)
    }

    /// Kept in the state for its data mark only; gone when a build keeps none.
    @Test func keptInTheStateForItsOwnMarkOnly() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let state = SiteState(for: output)
        state.save(manifest(Self.mark), stamps: nil, history: (Self.history(), nil))
        #expect(state.exerciseHistory(mark: Self.mark)?.logs == Self.history().logs)
        #expect(state.exerciseHistory(mark: DataChangeMark(serial: 41, token: "other")) == nil)
        #expect(state.exerciseHistory(mark: DataChangeMark(serial: 42, token: "a1b2c3")) == nil)
        state.save(manifest(Self.mark), stamps: nil, history: nil)
        #expect(state.exerciseHistory(mark: Self.mark) == nil)
    }

    /// An update decodes only the exercises it shows and writes only theirs: the others stay as they were.
    @Test func exercisesNotDecodedStayAsTheyWere() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let state = SiteState(for: output)
        let history = Self.history()
        state.save(manifest(Self.mark), stamps: nil, history: (history, nil))
        let decoded = try #require(state.exerciseHistory(mark: Self.mark, decoding: ["prancha", "remada"]))
        #expect(Set(decoded.logs.keys) == ["prancha"] && decoded.progress.isEmpty)
        var changed = decoded
        changed.logs["prancha"]?.sessionCount = 2
        changed.logs["remada"] = ExerciseLog(exerciseID: "remada", sessionCount: 1, recent: [])
        let next = DataChangeMark(serial: 42, token: "d4e5f6")
        state.save(manifest(next), stamps: nil, history: (changed, ["prancha", "remada"]))
        var whole = history
        whole.logs["prancha"]?.sessionCount = 2
        whole.logs["remada"] = changed.logs["remada"]
        let read = try #require(state.exerciseHistory(mark: next))
        #expect(read.logs == whole.logs && read.progress == whole.progress)
        // An exercise asked for that is no longer in the history is left out.
        state.save(manifest(next), stamps: nil, history: (ExerciseHistory(logs: [:], progress: [:]), ["remada"]))
        #expect(state.exerciseHistory(mark: next)?.logs["remada"] == nil)
        #expect(state.exerciseHistory(mark: next)?.logs["supino"] == whole.logs["supino"])
    }
}
