import Foundation

/// One budget of time for everything a build asks of one inbox store, shared by every athlete of a team: a store
/// that is down, slow, refusing the credentials or answering 500 costs the whole build at most ``budget`` seconds,
/// not a timeout per athlete. What spends it is waiting that is not a store at work: a request that fails (all its
/// time) and an answer slower than ``promptAnswer`` (its time past that), so that a healthy store answers a team of
/// any size. The first failure opens the breaker, and every later request gives up at once; a request never waits
/// longer than what is left.
public final class S3InboxBreaker: @unchecked Sendable {
    public static let budget: TimeInterval = 10
    /// What a store at work takes to answer one small request, at most.
    public static let promptAnswer: TimeInterval = 1
    private let lock = NSLock()
    private var spent: TimeInterval = 0
    private var opened = false
    private var warned = false
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = { Date() }) { self.now = now }

    /// The clock requests are timed by.
    public func moment() -> Date { now() }

    /// Seconds the next request may wait, or nil when the breaker is open or the budget spent.
    public func remaining() -> TimeInterval? {
        lock.lock()
        defer { lock.unlock() }
        if opened { return nil }
        let left = Self.budget - spent
        if left <= 0.05 {
            opened = true
            return nil
        }
        return left
    }

    /// A request that began at `start` has ended: a failure spends all its time and opens the breaker, a slow answer
    /// the time past ``promptAnswer``.
    public func ended(startedAt start: Date, failed: Bool) {
        let took = max(0, now().timeIntervalSince(start))
        lock.lock()
        spent += failed ? took : max(0, took - Self.promptAnswer)
        if failed { opened = true }
        lock.unlock()
    }

    /// Opens the breaker: this build asks the store nothing more.
    public func trip() {
        lock.lock()
        opened = true
        lock.unlock()
    }

    /// True the first time it is asked: a build warns once a store, however many people it pulls for.
    public func firstWarning() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { warned = true }
        return !warned
    }

    public var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return opened
    }
}
