import FitTodayTestSupport
import Foundation
import Testing

/// The threads kept for tests that wait (`.waitsOnChildren`): such a test runs on them, not on Swift's cooperative
/// pool, and several of them blocked at once still leave each other running.
@Suite(.waitsOnChildren) struct WaitingTestExecutorTests {
    @Test func aWaitingTestRunsOnTheWaitingThreads() {
        #expect(WaitingTestExecutor.isCurrentThreadOne, "\(Self.threadName())")
    }

    /// Four tasks each block their thread until all four have started: on a pool of two threads they never would
    /// (each gives up after 30 s and says so).
    @Test func fourBlockedTasksRunAtOnce() async {
        let gate = Gate()
        let results = await withTaskGroup(of: (Bool, Bool).self) { group in
            for _ in 0..<4 {
                group.addTask { (gate.arriveAndWait(for: 4, seconds: 30), WaitingTestExecutor.isCurrentThreadOne) }
            }
            var results: [(Bool, Bool)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.allSatisfy { $0.0 }, "not every task saw the other three blocked beside it")
        #expect(results.allSatisfy { $0.1 }, "a task ran on Swift's pool")
    }

    /// Blocks until `count` threads have arrived, or `seconds` have passed (false).
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var arrived = 0

        func arriveAndWait(for count: Int, seconds: Double) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            arrived += 1
            condition.broadcast()
            let deadline = Date().addingTimeInterval(seconds)
            while arrived < count {
                if !condition.wait(until: deadline) { return arrived >= count }
            }
            return true
        }
    }

    private static func threadName() -> String { Thread.current.name ?? "" }
}
