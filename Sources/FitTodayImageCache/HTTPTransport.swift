import FitTodayHTTP
import Foundation
import Logging

/// What one HTTP attempt produced.
enum TransferOutcome: Sendable {
    /// A complete response. For statuses other than 200 the body is dropped.
    case response(HTTPResponseHead, Data)
    /// Stopped early because the response could not be stored (too large, not an image type).
    case rejected(ImageFailureReason, HTTPResponseHead)
    /// The transfer failed (timeout, connection error, truncated body, cancellation).
    case failed(ImageFailureReason)
    /// Cancelled before any of the request was sent: the host never saw it.
    case withdrawn

    /// Ended by ``HTTPTransport/cancel(host:)`` or ``HTTPTransport/invalidate()``, sent or not.
    var isCancellation: Bool {
        switch self {
        case .withdrawn, .failed(.cancelled): true
        default: false
        }
    }
}

/// The cache's image requests: each an ``HTTPExchange`` whose head is looked at before its body, so that a
/// response is refused from its headers and a body stopped as soon as it passes the size cap.
final class HTTPTransport: @unchecked Sendable {
    // Guards `running`, `sent` and `unavailable`; `perform` and `cancel(host:)` are called from any task.
    private let lock = NSLock()
    private var running: [ObjectIdentifier: (host: String, exchange: HTTPExchange)] = [:]
    private var sent = false
    private var unavailable = false
    private let configuration: ImageCacheConfiguration
    private let logger: Logger

    /// Opens nothing yet: libcurl is opened by the first request, so a run that asks for nothing never needs it.
    init(configuration: ImageCacheConfiguration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Whether a request was sent; for tests.
    var hasSentRequest: Bool { lock.withLock { sent } }

    /// Whether a request found that libcurl cannot be opened here.
    var networkUnavailable: Bool { lock.withLock { unavailable } }

    /// Sends `request` and collects the response, keeping at most its `maxBodyBytes` of a 200 body. `host` names the
    /// request for ``cancel(host:)``.
    func perform(_ request: HTTPRequest, host: String) async -> TransferOutcome {
        let maxBytes = request.maxBodyBytes
        let exchange = HTTPExchange(request) { head in
            // Bodies of other statuses are not needed; a 200 that cannot be stored is not read.
            guard head.status == 200 else { return .dropBody }
            return Self.rejection(of: head, maxBytes: maxBytes) == nil ? .keepBody : .stop
        }
        let key = ObjectIdentifier(exchange)
        lock.withLock {
            sent = true
            running[key] = (host, exchange)
        }
        let outcome = await exchange.run()
        lock.withLock { _ = running.removeValue(forKey: key) }
        switch outcome {
        case let .response(head, body):
            if head.status == 200, let expected = head.contentLength, head.header("Content-Encoding") == nil, expected != body.count {
                return .failed(.connection)  // body cut short
            }
            return .response(head, head.status == 200 ? body : Data())
        case let .stopped(head):
            return .rejected(Self.rejection(of: head, maxBytes: maxBytes) ?? .wrongContentType, head)
        case let .tooLarge(head):
            return .rejected(.tooLarge, head)
        case .failed(.timeout):
            return .failed(.timeout)
        case .failed(.cancelled):
            return .failed(.cancelled)
        case .failed(.withdrawn):
            return .withdrawn
        case let .failed(.connection(words)):
            logger.debug("image request failed", metadata: ["url": "\(request.url.absoluteString)", "libcurl": "\(words)"])
            return .failed(.connection)
        case let .failed(.unavailable(why)):
            lock.withLock { unavailable = true }
            logger.debug("libcurl cannot be opened", metadata: ["why": "\(why)"])
            return .failed(.networkUnavailable)
        }
    }

    /// Why a 200 response cannot be stored, from its head alone: too large by its length, or not served as an image.
    private static func rejection(of head: HTTPResponseHead, maxBytes: Int) -> ImageFailureReason? {
        if let length = head.contentLength, length > maxBytes { return .tooLarge }
        return head.mediaType?.hasPrefix("image/") ?? false ? nil : .wrongContentType
    }

    /// Cancels the transfers under way to `host`: they end as ``ImageFailureReason/cancelled``, or as
    /// ``TransferOutcome/withdrawn`` when nothing of them was sent yet.
    func cancel(host: String) {
        let exchanges = lock.withLock { running.values.filter { $0.host == host }.map(\.exchange) }
        for exchange in exchanges { exchange.cancel() }
    }

    /// Cancels the transfers under way.
    func invalidate() {
        let exchanges = lock.withLock { running.values.map(\.exchange) }
        for exchange in exchanges { exchange.cancel() }
    }
}
