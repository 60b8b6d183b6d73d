import FitTodaySystem

/// A counting semaphore for async code: at most `limit` holders at once, waiters served in FIFO order.
actor AsyncLimiter {
    private let limit: Int
    private var holders = 0
    private var waiters = FirstInFirstOutQueue<CheckedContinuation<Void, Never>>()

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a free slot. Every `acquire` must be balanced by one `release`.
    func acquire() async {
        if holders < limit {
            holders += 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Frees a slot, handing it straight to the oldest waiter if there is one.
    func release() {
        if let waiter = waiters.popFirst() {
            waiter.resume()
        } else {
            holders -= 1
        }
    }
}
