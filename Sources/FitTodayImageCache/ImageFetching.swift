import FitTodayHTTP

/// How the cache asks for an image, one attempt at a time (Nuke's `DataLoading`): the real one is ``HTTPTransport``
/// over libcurl. Retries, backoff, `Retry-After` and a host marked down are the cache's, above this seam, so they are
/// tested with a fetcher that answers from a script, and the whole path against real servers on 127.0.0.1.
protocol ImageFetching: Sendable {
    /// Sends `request` and collects the response; `host` names it for ``cancel(host:)``.
    func perform(_ request: HTTPRequest, host: String) async -> TransferOutcome
    /// Ends the attempts under way to `host`.
    func cancel(host: String)
    /// Ends every attempt under way.
    func invalidate()
    /// Whether a request was sent.
    var hasSentRequest: Bool { get }
    /// Whether the requests cannot be sent here at all (libcurl cannot be opened).
    var networkUnavailable: Bool { get }
}

extension HTTPTransport: ImageFetching {}
