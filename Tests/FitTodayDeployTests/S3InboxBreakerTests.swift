import FitTodayDeploy
import Foundation
import Synchronization
import Testing

/// One budget of time for everything a build asks of an inbox store, on a clock of the test's own: a store that
/// fails or is slow costs the whole build the budget at most, however many athletes it pulls for.
@Suite struct S3InboxBreakerTests {
    final class Clock: Sendable {
        let seconds = Mutex<TimeInterval>(0)
        func now() -> Date { Date(timeIntervalSince1970: 1_000_000 + seconds.withLock { $0 }) }
        func pass(_ interval: TimeInterval) { seconds.withLock { $0 += interval } }
    }

    @Test func theBudgetStartsWithTheFirstRequestAndEndsForEveryone() {
        let clock = Clock()
        let breaker = S3InboxBreaker(now: { clock.now() })
        clock.pass(100)
        #expect(breaker.remaining() == S3InboxBreaker.budget)
        clock.pass(4)
        #expect(breaker.remaining() == S3InboxBreaker.budget - 4)
        clock.pass(6)
        #expect(breaker.remaining() == nil)
        #expect(breaker.isOpen)
    }

    @Test func aFailureOpensItAndOneWarningIsGiven() {
        let breaker = S3InboxBreaker()
        #expect(breaker.remaining() != nil && !breaker.isOpen)
        breaker.trip()
        #expect(breaker.remaining() == nil && breaker.isOpen)
        #expect(breaker.firstWarning())
        #expect(!breaker.firstWarning())
    }
}
