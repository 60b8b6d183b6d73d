import FitTodayDomain

/// Two results written by two threads of one `DispatchQueue.concurrentPerform` (each slot by one of them) and read
/// after it returns, which orders the writes before the reads.
final class ResultSlots<First, Second>: @unchecked Sendable {
    var first: Result<First, FitTodayError>?
    var second: Result<Second, FitTodayError>?
}
