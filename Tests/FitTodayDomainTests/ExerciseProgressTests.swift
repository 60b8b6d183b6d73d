import FitTodayDomain
import Testing

@Suite struct ExerciseProgressTests {
    func session(_ id: Int64, _ date: String, _ sets: [(Int, Double?, SetKind)]) -> ExerciseLogEntry {
        ExerciseLogEntry(sessionID: id, completedAt: LocalDateTime("\(date) 07:00:00")!, sets: sets.enumerated().map {
            LoggedSet(exerciseID: "supino", setNumber: $0.offset + 1, reps: $0.element.0, weightKg: $0.element.1, kind: $0.element.2)
        })
    }

    @Test func epleyOnlyForOneToTwelveRepsWithAWeight() {
        #expect(ExerciseProgress.epley(weightKg: 60, reps: 8) == 76)
        #expect(ExerciseProgress.epley(weightKg: 100, reps: 1)! > 103.3 && ExerciseProgress.epley(weightKg: 100, reps: 1)! < 103.4)
        #expect(ExerciseProgress.epley(weightKg: 60, reps: 13) == nil)
        #expect(ExerciseProgress.epley(weightKg: 0, reps: 5) == nil)
    }

    @Test func recordsWithTheirDatesAndTheSetsThatSetThemAtTheTime() {
        let progress = ExerciseProgress(sessions: [
            session(2, "2026-11-12", [(5, 70, .working), (8, 62.5, .working)]),
            session(1, "2026-11-05", [(10, 40, .warmup), (8, 60, .working), (8, 60, .working)]),
            session(3, "2026-11-19", [(3, 75, .working), (12, 50, .working), (1, 100, .warmup)]),
        ])
        #expect(progress.points.map(\.sessionID) == [1, 2, 3])
        #expect(progress.points[0].estimatedOneRepMaxKg == 76)
        #expect(progress.heaviestAtReps[1]?.value == 75 && progress.heaviestAtReps[1]?.sessionID == 3) // the warm-up 100 does not count
        #expect(progress.heaviestAtReps[3]?.value == 75)
        #expect(progress.heaviestAtReps[5]?.value == 70 && progress.heaviestAtReps[5]?.date == LocalDate("2026-11-12"))
        #expect(progress.heaviestAtReps[8]?.value == 62.5)
        #expect(progress.heaviestAtReps[10]?.value == 50 && progress.heaviestAtReps[10]?.sessionID == 3)
        #expect(progress.bestEstimate?.sessionID == 3) // 75 × 1.1 = 82.5
        #expect(progress.bestSessionVolume?.value == 960 && progress.bestSessionVolume?.sessionID == 1)
        // Session 1's second set equals the first: not a new record. The warm-up is never one.
        #expect(progress.recordSets.contains(.init(sessionID: 1, setNumber: 2)))
        #expect(!progress.recordSets.contains(.init(sessionID: 1, setNumber: 3)))
        #expect(!progress.recordSets.contains(.init(sessionID: 1, setNumber: 1)))
        #expect(!progress.recordSets.contains(.init(sessionID: 3, setNumber: 3)))
    }

    /// Sessions on distinct days with weights from a fixed mix, so records come and go.
    func history(_ count: Int) -> [ExerciseLogEntry] {
        (0..<count).map { index in
            let weight = Double((index * 37) % 23) * 2.5 + 40
            return session(Int64(index + 1), LocalDate(daysSinceEpoch: 20_000 + index).description,
                           [(10, 20, .warmup), (5, weight, .working), (3 + index % 9, weight - 5, .working), (12, nil, .working)])
        }
    }

    @Test func aSessionInsertedAmongTheNewestIsPutInItsPlace() {
        let all = history(60)
        let expected = ExerciseProgress(sessions: all)
        for missing in [59, 58, 50, 41, 40, 39, 20, 0] {
            var progress = ExerciseProgress(sessions: all.filter { $0.sessionID != all[missing].sessionID })
            let before = progress
            let inserted = progress.insert(all[missing])
            // The tail holds the 20 newest of the other 59 sessions: from index 40 on (index 39 is the oldest of it).
            #expect(inserted == (missing > 39), "session \(missing)")
            #expect(progress == (inserted ? expected : before), "session \(missing)")
        }
        // While there are fewer sessions than the tail holds, any of them can be put in its place.
        let short = Array(all.prefix(12))
        var progress = ExerciseProgress(sessions: Array(short.dropFirst()))
        let inserted = progress.insert(short[0])
        #expect(inserted)
        #expect(progress == ExerciseProgress(sessions: short))
    }

    @Test func setsAddedToASessionOfTheTailReplaceIt() {
        var all = history(30)
        var progress = ExerciseProgress(sessions: all)
        all[25].sets.append(LoggedSet(exerciseID: "supino", setNumber: 5, reps: 2, weightKg: 140))
        let replaced = progress.insert(all[25])
        #expect(replaced)
        #expect(progress == ExerciseProgress(sessions: all))
        #expect(progress.recordSets.contains(.init(sessionID: 26, setNumber: 5)))
        // A session before the tail cannot be changed in place.
        all[2].sets.append(LoggedSet(exerciseID: "supino", setNumber: 5, reps: 2, weightKg: 150))
        let before = progress
        let changedBeforeTheTail = progress.insert(all[2])
        #expect(!changedBeforeTheTail)
        #expect(progress == before)
    }
}
