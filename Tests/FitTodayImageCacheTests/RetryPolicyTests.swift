import FitTodayHTTP
import Testing

/// The one retry policy over the HTTP layer (issue 50), for images and S3 alike: how many retries, the exponential
/// backoff with its cap and jitter, and a server's `Retry-After` in place of the backoff.
@Suite struct RetryPolicyTests {
    @Test func backoffDoublesToItsCapWithJitter() {
        let policy = RetryPolicy(retries: 3, baseDelay: 0.5, maxDelay: 1.5)
        #expect(policy.allows(retry: 1) && policy.allows(retry: 3) && !policy.allows(retry: 4))
        #expect(policy.delay(beforeRetry: 1, jitter: { 1 }) == 0.5)
        #expect(policy.delay(beforeRetry: 2, jitter: { 1 }) == 1.0)
        #expect(policy.delay(beforeRetry: 3, jitter: { 1 }) == 1.5, "capped")
        #expect(policy.delay(beforeRetry: 9, jitter: { 0.5 }) == 0.75, "jitter scales the capped wait")
        for _ in 0..<50 {
            let delay = policy.delay(beforeRetry: 2)
            #expect((0.5...1.0).contains(delay), "\(delay)")
        }
    }

    @Test func aRetryAfterReplacesTheBackoffAndNoRetriesMeansNone() {
        let policy = RetryPolicy(retries: 2, baseDelay: 0.3, maxDelay: 2)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 7) == 7)
        #expect(policy.delay(beforeRetry: 1, retryAfter: -1) == 0)
        #expect(!RetryPolicy(retries: 0, baseDelay: 1, maxDelay: 1).allows(retry: 1))
        #expect(RetryPolicy(retries: -3, baseDelay: -1, maxDelay: -1) == RetryPolicy(retries: 0, baseDelay: 0, maxDelay: 0))
    }
}
