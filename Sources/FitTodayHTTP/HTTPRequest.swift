import Foundation

/// One HTTP request as ``HTTPExchange`` sends it: `http` and `https` only (redirects too), no cookies, no cache.
public struct HTTPRequest: Sendable {
    public var url: URL
    public var method: String
    /// Sent as given, in order.
    public var headers: [(name: String, value: String)]
    public var body: Data?
    /// Seconds without a byte either way (connecting included) before the exchange fails with ``HTTPFailure/timeout``.
    public var idleTimeout: TimeInterval
    /// Seconds the whole exchange may take.
    public var totalTimeout: TimeInterval
    /// The most body bytes kept; a longer body ends the exchange as ``HTTPOutcome/tooLarge(_:)``.
    public var maxBodyBytes: Int
    /// The path is sent exactly as written, `.` and `..` folders included: an S3 key is a name, not a path to
    /// resolve (`logs/me/../you.json` is one object, and deleting it must not delete `logs/you.json`).
    public var pathAsIs = false

    public init(url: URL, method: String = "GET", headers: [(name: String, value: String)] = [], body: Data? = nil,
                idleTimeout: TimeInterval, totalTimeout: TimeInterval, maxBodyBytes: Int) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.idleTimeout = idleTimeout
        self.totalTimeout = totalTimeout
        self.maxBodyBytes = maxBodyBytes
    }
}
