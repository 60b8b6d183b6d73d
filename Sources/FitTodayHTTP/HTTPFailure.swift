/// Why an exchange produced no response.
public enum HTTPFailure: Error, Sendable, Equatable {
    /// No data for longer than the request's idle timeout, or longer in all than its total timeout.
    case timeout
    /// ``HTTPExchange/cancel()`` was called, or the task waiting for it was cancelled.
    case cancelled
    /// Cancelled before any of the request was sent: the server never saw it.
    case withdrawn
    /// The connection failed or broke off (libcurl's own words).
    case connection(String)
    /// libcurl could not be opened: why, for `--verbose`.
    case unavailable(String)
}
