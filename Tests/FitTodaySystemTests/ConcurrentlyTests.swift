import FitTodaySystem
import Foundation
import Testing

/// The one helper for work side by side (issue 50): the limit holds, outputs keep their places, a stop or the first
/// failure starts no more and cancels what runs, a cancelled caller starts no more, and the first of a race decides.
@Suite struct ConcurrentlyTests {
    /// How many run at once, and the most there ever were.
    final class Gauge: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var most = 0
        private(set) var started: [Int] = []
        func enter(_ index: Int) { lock.withLock { running += 1; most = max(most, running); started.append(index) } }
        func leave() { lock.withLock { running -= 1 } }
        var startedCount: Int { lock.withLock { started.count } }
    }

    @Test func theLimitHoldsAndOutputsKeepTheirPlaces() async {
        let gauge = Gauge()
        let outputs = await Concurrently.map(Array(0..<40), limit: 3) { index -> Int in
            gauge.enter(index)
            try? await Task.sleep(nanoseconds: UInt64((index % 4) * 1_000_000))
            gauge.leave()
            return index * 2
        }
        #expect(outputs == (0..<40).map { Optional($0 * 2) })
        #expect(gauge.most <= 3 && gauge.most >= 2, "\(gauge.most) at once")
        #expect(gauge.started == Array(0..<40), "started in their order")
    }

    @Test func aStopStartsNoMoreAndCancelsWhatRuns() async {
        let gauge = Gauge()
        var handed: [Int] = []
        let started = await Concurrently.forEach(Array(0..<50), limit: 4, run: { index -> Bool in
            gauge.enter(index)
            defer { gauge.leave() }
            if index == 5 { return false }
            // Long enough to be running when 5 stops the rest; a cancelled sleep ends at once.
            try? await Task.sleep(nanoseconds: index < 5 ? 1_000_000 : 5_000_000_000)
            return !Task.isCancelled
        }, handle: { index, fine in
            handed.append(index)
            return fine ? .goOn : .stop
        })
        #expect(started == gauge.startedCount && started < 50, "\(started) started")
        #expect(handed.count == started, "every one started is handed over")
        #expect(handed.contains(5))
    }

    @Test func theFirstFailureIsThrownAndNoMoreStart() async {
        struct Refused: Error, Equatable { let index: Int }
        let gauge = Gauge()
        await #expect(throws: Refused(index: 3)) {
            try await Concurrently.forEach(Array(0..<100), limit: 2) { (index: Int) async throws(Refused) in
                gauge.enter(index)
                defer { gauge.leave() }
                if index == 3 { throw Refused(index: 3) }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        #expect(gauge.startedCount < 100)
        let none: [Int] = []
        try? await Concurrently.forEach(none, limit: 2) { (_: Int) async throws(Refused) in Issue.record("nothing to run") }
    }

    @Test func aCancelledCallerStartsNoMore() async {
        let gauge = Gauge()
        let task = Task {
            await Concurrently.map(Array(0..<1000), limit: 2) { index -> Int in
                gauge.enter(index)
                try? await Task.sleep(nanoseconds: 2_000_000)
                gauge.leave()
                return index
            }
        }
        try? await Task.sleep(nanoseconds: 20_000_000)
        task.cancel()
        let outputs = await task.value
        #expect(outputs.contains { $0 == nil }, "some never ran")
        #expect(outputs.prefix(while: { $0 != nil }).count == gauge.startedCount, "those that ran are the first ones")
    }

    /// Waits until the task is cancelled, for at most ten seconds; whether it was. It asks `Task.isCancelled` between
    /// short sleeps rather than trusting one long sleep to end on cancellation: a cancellation that reaches a task as
    /// its sleep begins may be missed by the sleep (CI saw it once), never by the flag.
    static func waitForCancellation() async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !Task.isCancelled, ContinuousClock.now < deadline { try? await Task.sleep(nanoseconds: 1_000_000) }
        return Task.isCancelled
    }

    @Test func theFirstOfARaceDecidesAndTheOthersAreCancelled() async throws {
        let slowCancelled = Gauge()
        let winner = try await Concurrently.first(of: [
            { @Sendable in _ = await Self.waitForCancellation(); return "slow" },
            { @Sendable in "fast" },
            { @Sendable in
                if await Self.waitForCancellation() { slowCancelled.enter(0) }
                return "slower"
            },
        ])
        #expect(winner == "fast")
        #expect(slowCancelled.startedCount == 1, "the others were cancelled and waited for")
        struct Down: Error {}
        await #expect(throws: Down.self) {
            try await Concurrently.first(of: [{ @Sendable () async throws -> Int in throw Down() },
                                              { @Sendable () async throws -> Int in try await Task.sleep(nanoseconds: 10_000_000_000); return 1 }])
        }
    }

    @Test func everyElementOfASequenceRunsSideBySide() async throws {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let gauge = Gauge()
        for value in 0..<5 { continuation.yield(value) }
        continuation.finish()
        try await Concurrently.forEach(of: stream) { value in
            gauge.enter(value)
            try? await Task.sleep(nanoseconds: 5_000_000)
            gauge.leave()
        }
        #expect(gauge.startedCount == 5 && gauge.most > 1, "\(gauge.most) at once")
    }
}
