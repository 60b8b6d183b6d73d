/// Why an inbox could not be read or changed. Each leaves every log where it was: the next build tries again.
public enum InboxSourceFailure: Error, Equatable, Sendable {
    /// No answer, or no answer in time (the store is down or slow, the folder is on a disk that is gone).
    case unreachable(detail: String)
    /// The store refused the credentials, or they are not allowed to do this.
    case credentials(detail: String)
    /// The store answered with an error of its own (a 5xx, a bucket that does not exist).
    case store(status: Int, code: String)
    /// The log is no longer there (another pull took it since the listing): nothing to do.
    case gone
    /// This build already gave up on the store after an earlier failure (one breaker a store).
    case gaveUp
}
