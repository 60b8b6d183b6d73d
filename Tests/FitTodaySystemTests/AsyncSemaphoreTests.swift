import FitTodaySystem
import Foundation
import Testing

/// The one semaphore (issue 50): "at most N at once" with weights of 1, "at most this much" with weights in bytes, a
/// weight over the capacity running alone, and waiters served in order.
@Suite struct AsyncSemaphoreTests {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var most = 0
        private(set) var order: [Int] = []
        func enter(_ id: Int) { lock.withLock { running += 1; most = max(most, running); order.append(id) } }
        func leave() { lock.withLock { running -= 1 } }
    }

    @Test func atMostNHoldAtOnce() async {
        let semaphore = AsyncSemaphore(capacity: 3), log = Log()
        await withTaskGroup(of: Void.self) { group in
            for id in 0..<30 {
                group.addTask {
                    await semaphore.acquire()
                    log.enter(id)
                    try? await Task.sleep(nanoseconds: 1_000_000)
                    log.leave()
                    await semaphore.release()
                }
            }
        }
        #expect(log.most == 3 || log.most == 2, "\(log.most) at once")
    }

    @Test func aWeightOverTheCapacityRunsAloneAndWaitersKeepTheirOrder() async {
        let semaphore = AsyncSemaphore(capacity: 10), log = Log()
        await semaphore.acquire(4)
        // A heavy one (over the capacity) comes first, then two light ones: neither overtakes it.
        let heavy = Task {
            await semaphore.acquire(50)
            log.enter(50)
            log.leave()
            await semaphore.release(50)
        }
        try? await Task.sleep(nanoseconds: 20_000_000)
        let light = Task {
            await semaphore.acquire(1)
            log.enter(1)
            log.leave()
            await semaphore.release(1)
        }
        try? await Task.sleep(nanoseconds: 20_000_000)
        #expect(log.order.isEmpty, "the heavy one waits for the holder, and the light one for the heavy one")
        await semaphore.release(4)
        await heavy.value
        await light.value
        #expect(log.order == [50, 1])
        #expect(log.most == 1, "the heavy one ran alone")
    }
}
