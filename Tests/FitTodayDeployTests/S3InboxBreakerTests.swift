import FitTodayDeploy
import Foundation
import Synchronization
import Testing

/// One budget of time for everything a build asks of an inbox store, on a clock of the test's own: a store that
/// fails or is slow costs the whole build the budget at most, however many athletes it pulls for, and a store at work
/// spends none of it.
@Suite struct S3InboxBreakerTests {
    final class Clock: Sendable {
        let seconds = Mutex<TimeInterval>(0)
        func now() -> Date { Date(timeIntervalSince1970: 1_000_000 + seconds.withLock { $0 }) }
        func pass(_ interval: TimeInterval) { seconds.withLock { $0 += interval } }
    }

    @Test func aStoreAtWorkSpendsNothingHoweverManyRequestsItAnswers() {
        let clock = Clock()
        let breaker = S3InboxBreaker(now: { clock.now() })
        for _ in 0..<600 {
            let start = breaker.moment()
            clock.pass(0.2)
            breaker.ended(startedAt: start, failed: false)
        }
        #expect(breaker.remaining() == S3InboxBreaker.budget && !breaker.isOpen)
    }

    @Test func slowAnswersSpendTheirTimePastAPromptOneUntilNothingIsLeft() {
        let clock = Clock()
        let breaker = S3InboxBreaker(now: { clock.now() })
        for _ in 0..<3 {
            let start = breaker.moment()
            clock.pass(4)
            breaker.ended(startedAt: start, failed: false)
        }
        #expect(breaker.remaining() == S3InboxBreaker.budget - 9)
        let start = breaker.moment()
        clock.pass(5)
        breaker.ended(startedAt: start, failed: false)
        #expect(breaker.remaining() == nil && breaker.isOpen)
    }

    @Test func aFailureSpendsItsTimeOpensItAndOneWarningIsGiven() {
        let clock = Clock()
        let breaker = S3InboxBreaker(now: { clock.now() })
        let start = breaker.moment()
        clock.pass(3)
        breaker.ended(startedAt: start, failed: true)
        #expect(breaker.remaining() == nil && breaker.isOpen)
        #expect(breaker.firstWarning())
        #expect(!breaker.firstWarning())
    }
}
