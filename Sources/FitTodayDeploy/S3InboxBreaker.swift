import Foundation

/// One budget of time for everything a build asks of one inbox store, shared by every athlete of a team: a store
/// that is down, slow, refusing the credentials or answering 500 costs the whole build at most ``budget`` seconds,
/// not a timeout per athlete. The first failure opens the breaker, and every later request gives up at once.
public final class S3InboxBreaker: @unchecked Sendable {
    public static let budget: TimeInterval = 10
    private let lock = NSLock()
    private var deadline: Date?
    private var opened = false
    private var warned = false
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = { Date() }) { self.now = now }

    /// Seconds left for the next request, or nil when the breaker is open or the budget spent. The budget starts
    /// with the first request.
    public func remaining() -> TimeInterval? {
        lock.lock()
        defer { lock.unlock() }
        if opened { return nil }
        let moment = now()
        let end = deadline ?? moment.addingTimeInterval(Self.budget)
        deadline = end
        let left = end.timeIntervalSince(moment)
        if left <= 0.05 {
            opened = true
            return nil
        }
        return left
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
