import FitTodaySystem
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one HTTP attempt produced.
enum TransferOutcome: Sendable {
    /// A complete response. For statuses other than 200 the body is dropped.
    case response(HTTPResponseHead, Data)
    /// Stopped early because the response could not be stored (too large, not an image type).
    case rejected(ImageFailureReason, HTTPResponseHead)
    /// The transfer failed (timeout, connection error, truncated body, cancellation).
    case failed(ImageFailureReason)
}

/// A URLSession (ephemeral, no URLCache) driven by a session delegate, so that a response can be
/// rejected from its headers and a body stopped as soon as it passes the size cap.
/// `URLSession.bytes(for:)` does not exist in FoundationNetworking, and per-task delegates are not
/// honoured there, hence one session-wide delegate that routes callbacks by task identifier.
final class HTTPTransport: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private final class Transfer {
        let maxBytes: Int
        let host: String
        let task: URLSessionDataTask
        let continuation: CheckedContinuation<TransferOutcome, Never>
        var head: HTTPResponseHead?
        var body = Data()
        var rejection: ImageFailureReason?

        init(maxBytes: Int, host: String, task: URLSessionDataTask, continuation: CheckedContinuation<TransferOutcome, Never>) {
            self.maxBytes = maxBytes
            self.host = host
            self.task = task
            self.continuation = continuation
        }
    }

    // Guards `transfers`, `session` and `invalidated`; delegate callbacks arrive on the session's serial queue,
    // `perform` is called from any task.
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    private var session: URLSession?
    private var invalidated = false
    /// Set when a request found that networking cannot be created here (see `runningProgramFolderIsReachable`).
    private var unreachable = false
    private let configuration: ImageCacheConfiguration

    /// Makes no session yet: Foundation's networking (URLSession, its cookie storage, `Bundle.main` behind them)
    /// is first touched by the first request, so a run that asks for nothing never depends on that platform state.
    init(configuration: ImageCacheConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// Whether a session was made (a request was sent); for tests.
    var hasSession: Bool { lock.withLock { session != nil } }

    /// Whether a request was refused because networking cannot be created here.
    var networkUnavailable: Bool { lock.withLock { unreachable } }

    /// The session, made on first use; nil once invalidated. Called under `lock`.
    private func currentSession() -> URLSession? {
        if let session { return session }
        guard !invalidated, !unreachable else { return nil }
        // Checked before anything of Foundation's networking is touched: it would trap, not fail.
        guard runningProgramFolderIsReachable() else {
            unreachable = true
            return nil
        }
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.resourceTimeout
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.concurrency
        sessionConfiguration.httpCookieAcceptPolicy = .never
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpCookieStorage = nil
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "fittoday.images.http"
        let made = URLSession(configuration: sessionConfiguration, delegate: self, delegateQueue: queue)
        session = made
        return made
    }

    /// Sends `request` and collects the response, keeping at most `maxBytes` of a 200 body. `host` names the
    /// request for ``cancel(host:)``.
    func perform(_ request: URLRequest, host: String, maxBytes: Int) async -> TransferOutcome {
        await withCheckedContinuation { continuation in
            let (task, unreachable): (URLSessionDataTask?, Bool) = lock.withLock {
                guard let session = currentSession() else { return (nil, self.unreachable) }
                let task = session.dataTask(with: request)
                transfers[task.taskIdentifier] = Transfer(maxBytes: maxBytes, host: host, task: task, continuation: continuation)
                return (task, false)
            }
            guard let task else {
                continuation.resume(returning: .failed(unreachable ? .networkUnavailable : .cancelled))
                return
            }
            task.resume()
        }
    }

    /// Cancels the transfers under way to `host`: they end as ``ImageFailureReason/cancelled``.
    func cancel(host: String) {
        let running = lock.withLock { transfers.values.filter { $0.host == host }.map(\.task) }
        for task in running { task.cancel() }
    }

    /// Cancels running transfers and releases the session (which retains its delegate), if one was made.
    func invalidate() {
        let session = lock.withLock {
            let current = self.session
            self.session = nil
            invalidated = true
            return current
        }
        session?.invalidateAndCancel()
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http?.allHeaderFields ?? [:] {
            if let key = key as? String, let value = value as? String { headers[key] = value }
        }
        let head = HTTPResponseHead(status: http?.statusCode ?? 0, headers: headers)
        let keepGoing: Bool = lock.withLock {
            guard let transfer = transfers[dataTask.taskIdentifier] else { return false }
            transfer.head = head
            guard head.status == 200 else { return true }
            if let length = head.contentLength, length > transfer.maxBytes {
                transfer.rejection = .tooLarge
            } else if !(head.mediaType?.hasPrefix("image/") ?? false) {
                transfer.rejection = .wrongContentType
            }
            return transfer.rejection == nil
        }
        completionHandler(keepGoing ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow: Bool = lock.withLock {
            guard let transfer = transfers[dataTask.taskIdentifier], transfer.rejection == nil,
                  transfer.head?.status == 200
            else { return false }  // bodies of other statuses are not needed
            transfer.body.append(data)
            if transfer.body.count > transfer.maxBytes {
                transfer.rejection = .tooLarge
                transfer.body = Data()
                return true
            }
            return false
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.continuation.resume(returning: Self.outcome(of: transfer, error: error))
    }

    private static func outcome(of transfer: Transfer, error: (any Error)?) -> TransferOutcome {
        if let rejection = transfer.rejection, let head = transfer.head {
            return .rejected(rejection, head)
        }
        if let error {
            return .failed(classify(error))
        }
        guard let head = transfer.head else { return .failed(.connection) }
        if head.status == 200, let expected = head.contentLength, head.header("Content-Encoding") == nil,
           expected != transfer.body.count {
            return .failed(.connection)  // body cut short
        }
        return .response(head, transfer.body)
    }

    private static func classify(_ error: any Error) -> ImageFailureReason {
        if let urlError = error as? URLError {
            switch urlError.code {
            case .timedOut: return .timeout
            case .cancelled: return .cancelled
            default: return .connection
            }
        }
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain {
            if nsError.code == NSURLErrorTimedOut { return .timeout }
            if nsError.code == NSURLErrorCancelled { return .cancelled }
        }
        return .connection
    }
}
