import Foundation

/// The one retry policy over the HTTP layer (issue 50: the image cache backed off exponentially, S3 linearly): how many
/// tries after the first, and how long to wait before each. Exponential backoff with jitter, `min(maxDelay,
/// baseDelay · 2^(retry−1))` scaled by a random factor in 0.5…1, so that clients that failed together do not come
/// back together; a server's `Retry-After`, when the caller honours it, replaces the backoff.
public struct RetryPolicy: Equatable, Sendable {
    /// Tries after the first.
    public var retries: Int
    /// The wait before the first retry, before jitter.
    public var baseDelay: TimeInterval
    /// No wait is longer.
    public var maxDelay: TimeInterval

    public init(retries: Int, baseDelay: TimeInterval, maxDelay: TimeInterval) {
        self.retries = max(0, retries)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(0, maxDelay)
    }

    /// Whether a try that failed in a way worth trying again, the `retry`th retry (1 for the first), may be made.
    public func allows(retry: Int) -> Bool { retry <= retries }

    /// The wait before the `retry`th retry (1 for the first); `retryAfter`, when given, is the server's, granted.
    public func delay(beforeRetry retry: Int, retryAfter: TimeInterval? = nil,
                      jitter: () -> Double = { Double.random(in: 0.5...1.0) }) -> TimeInterval {
        if let retryAfter { return max(0, retryAfter) }
        return min(maxDelay, baseDelay * pow(2, Double(max(1, retry) - 1))) * jitter()
    }

    /// Sleeps for ``delay(beforeRetry:retryAfter:jitter:)``; a cancelled task wakes at once.
    public func wait(beforeRetry retry: Int, retryAfter: TimeInterval? = nil) async {
        try? await Task.sleep(nanoseconds: UInt64(delay(beforeRetry: retry, retryAfter: retryAfter) * 1_000_000_000))
    }
}
