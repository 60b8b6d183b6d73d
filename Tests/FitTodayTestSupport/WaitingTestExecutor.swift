import FitTodaySystem
import Foundation

/// The threads the tests that wait run on (``WaitsOnChildren``): a fixed number, beside Swift's cooperative pool.
///
/// Why: Swift Testing runs every test on the cooperative pool, which has one thread per core (two here). A test that
/// waits for a child process, a server or a browser blocks its thread, and while two such tests wait, nothing else
/// runs and a core may stand idle. Tests moved here block these threads instead; the pool stays free for the tests
/// that compute. The number is bounded so that a suite of two hundred command-line tests does not start two hundred
/// builds at once.
public final class WaitingTestExecutor: TaskExecutor, @unchecked Sendable {
    /// Four threads a core: enough to keep the cores busy while most tests wait on children, few enough that the
    /// children do not crowd each other out.
    public static let shared = WaitingTestExecutor(threads: max(4, 4 * ProcessInfo.processInfo.activeProcessorCount))

    /// What these threads are called.
    public static let threadName = "waiting-tests"

    /// Whether the calling code runs on one of these threads.
    public static var isCurrentThreadOne: Bool { Thread.current.threadDictionary[threadName] as? Bool == true }

    private let condition = NSCondition()
    private var jobs = FirstInFirstOutQueue<UnownedJob>()

    init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "\(Self.threadName)-\(index)"
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        Thread.current.threadDictionary[Self.threadName] = true
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.popFirst()!
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
