import CLibCurl
import Foundation

/// One request sent through libcurl (``LibCurl``) on a thread of its own, with a look at the response's head
/// before its body: a caller can stop an exchange there (an image too large or not an image) or drop a body it
/// does not need, and can cancel it from any thread.
public final class HTTPExchange: @unchecked Sendable {
    /// What to do with the body of a final response, once its head is known.
    public enum HeadVerdict: Sendable {
        case keepBody, dropBody, stop
    }

    private let request: HTTPRequest
    private let check: @Sendable (HTTPResponseHead) -> HeadVerdict
    // Guards `cancelled` only: everything else is touched by the thread running the exchange.
    private let lock = NSLock()
    private var cancelled = false

    // The exchange's own state, read and written by libcurl's callbacks on the running thread.
    private var status = 0
    private var lines: [(name: String, value: String)] = []
    private var head: HTTPResponseHead?
    private var verdict: HeadVerdict?
    private var body = Data()
    private var overflowed = false
    private var timedOut = false
    private var lastBytes: Int64 = -1
    private var lastActivity = ContinuousClock.now

    /// `check` is asked once, with the final response's head (not with a redirect's that is followed).
    public init(_ request: HTTPRequest, check: @escaping @Sendable (HTTPResponseHead) -> HeadVerdict = { _ in .keepBody }) {
        self.request = request
        self.check = check
    }

    /// Ends the exchange as ``HTTPFailure/cancelled``, or ``HTTPFailure/withdrawn`` when nothing was sent yet (within
    /// about a second while nothing arrives).
    public func cancel() {
        lock.withLock { cancelled = true }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    /// Sends the request and waits for its end, on a thread of its own (libcurl's transfer blocks); cancelling the
    /// waiting task cancels the exchange.
    public func run() async -> HTTPOutcome {
        if case let .failure(failure) = LibCurl.shared { return .failed(failure) }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<HTTPOutcome, Never>) in
                let thread = Thread { [self] in continuation.resume(returning: perform()) }
                thread.name = "fittoday.http"
                thread.start()
            }
        } onCancel: {
            cancel()
        }
    }

    private func perform() -> HTTPOutcome {
        guard let handle = fittoday_curl_easy_init() else { return .failed(.connection("curl_easy_init failed")) }
        defer { fittoday_curl_easy_cleanup(handle) }
        var list: UnsafeMutableRawPointer?
        defer { if let list { fittoday_curl_slist_free_all(list) } }
        for header in request.headers { list = fittoday_curl_slist_append(list, "\(header.name): \(header.value)") }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let url = request.url.absoluteString
        let method = request.method.uppercased()
        var failed: Int32 = LibCurl.Code.ok
        func set(_ option: Int32, _ value: Int) { if failed == LibCurl.Code.ok { failed = fittoday_curl_setopt_long(handle, option, value) } }
        func set(_ option: Int32, pointer: UnsafeRawPointer?) {
            if failed == LibCurl.Code.ok { failed = fittoday_curl_setopt_pointer(handle, option, pointer) }
        }
        func set(_ option: Int32, callback: fittoday_curl_data_callback) {
            if failed == LibCurl.Code.ok { failed = fittoday_curl_setopt_data_callback(handle, option, callback) }
        }
        return url.withCString { url in
            set(LibCurl.Option.url, pointer: url)
            set(LibCurl.Option.noSignal, 1)
            set(LibCurl.Option.followLocation, 1)
            set(LibCurl.Option.maxRedirects, 10)
            set(LibCurl.Option.suppressConnectHeaders, 1)
            if request.pathAsIs { set(LibCurl.Option.pathAsIs, 1) }
            set(LibCurl.Option.connectTimeoutMilliseconds, Self.milliseconds(request.idleTimeout))
            set(LibCurl.Option.timeoutMilliseconds, Self.milliseconds(request.totalTimeout))
            // Never a file:// or other scheme, by a redirect either. The names (curl 7.85) or the older mask.
            for (named, mask) in [(LibCurl.Option.protocols, LibCurl.Option.protocolsMask),
                                  (LibCurl.Option.redirectProtocols, LibCurl.Option.redirectProtocolsMask)] where failed == LibCurl.Code.ok {
                let result = "http,https".withCString { fittoday_curl_setopt_pointer(handle, named, $0) }
                failed = result == LibCurl.Code.unknownOption ? fittoday_curl_setopt_long(handle, mask, 3) : result
            }
            set(LibCurl.Option.httpHeader, pointer: list.map { UnsafeRawPointer($0) })
            set(LibCurl.Option.headerFunction, callback: HTTPExchangeCallbacks.header)
            set(LibCurl.Option.headerData, pointer: context)
            set(LibCurl.Option.writeFunction, callback: HTTPExchangeCallbacks.write)
            set(LibCurl.Option.writeData, pointer: context)
            set(LibCurl.Option.noProgress, 0)
            if failed == LibCurl.Code.ok {
                failed = fittoday_curl_setopt_progress_callback(handle, LibCurl.Option.progressFunction, HTTPExchangeCallbacks.progress)
            }
            set(LibCurl.Option.progressData, pointer: context)
            if let body = request.body {
                set(LibCurl.Option.post, 1)
                set(LibCurl.Option.postFieldSize, body.count)
                body.withUnsafeBytes { set(LibCurl.Option.copyPostFields, pointer: $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)) }
            }
            // A HEAD answer has no body to wait for (S3's HEAD of an object, for `fittoday deploy`).
            if method == "HEAD" { set(LibCurl.Option.noBody, 1) }
            if method != "GET" && !(method == "POST" && request.body != nil) {
                method.withCString { set(LibCurl.Option.customRequest, pointer: $0) }
            }
            guard failed == LibCurl.Code.ok else { return .failed(.connection(Self.words(failed))) }
            lastActivity = .now
            let code = withExtendedLifetime(self) { fittoday_curl_perform(handle) }
            return outcome(code, handle: handle)
        }
    }

    private func outcome(_ code: Int32, handle: UnsafeMutableRawPointer) -> HTTPOutcome {
        switch code {
        case LibCurl.Code.ok:
            if let head { return .response(head, body) }
            var status = 0
            _ = fittoday_curl_getinfo_long(handle, LibCurl.responseCode, &status)
            return .response(HTTPResponseHead(status: status, headers: [:]), body)
        case LibCurl.Code.writeError where head != nil && verdict == .stop:
            return .stopped(head!)
        case LibCurl.Code.writeError where head != nil && overflowed:
            return .tooLarge(head!)
        case LibCurl.Code.abortedByCallback where timedOut, LibCurl.Code.timedOut:
            return .failed(.timeout)
        case LibCurl.Code.abortedByCallback:
            var sent = 0
            _ = fittoday_curl_getinfo_long(handle, LibCurl.requestSize, &sent)
            return .failed(sent > 0 ? .cancelled : .withdrawn)
        default:
            return .failed(.connection(Self.words(code)))
        }
    }

    private static func words(_ code: Int32) -> String {
        fittoday_curl_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int {
        seconds.isFinite && seconds > 0 ? Int(min(seconds * 1000, Double(Int32.max)).rounded(.up)) : 0
    }

    // MARK: What the callbacks do

    /// A header line: a status line starts a response (a redirect's, or 1xx), a blank line ends its head.
    fileprivate func headerLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        // The line end cut off as bytes: "\r\n" is one Character in Swift.
        var count = bytes.count
        while count > 0, bytes[count - 1] == 10 || bytes[count - 1] == 13 { count -= 1 }
        let line = Substring(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self))
        if line.hasPrefix("HTTP/") {
            status = line.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
            lines = []
            return true
        }
        if line.isEmpty {
            // A head that is not the final response's: an informational one, or a redirect libcurl follows.
            let location = lines.contains { $0.name.lowercased() == "location" }
            if (100..<200).contains(status) || ([301, 302, 303, 307, 308].contains(status) && location) { return true }
            var headers: [String: String] = [:]
            for (name, value) in lines {
                let key = name.lowercased()
                headers[key] = headers[key].map { $0 + ", " + value } ?? value
            }
            let final = HTTPResponseHead(status: status, headers: headers)
            head = final
            let decided = check(final)
            verdict = decided
            return decided != .stop
        }
        if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
            lines[lines.count - 1].value += " " + line.trimmingCharacters(in: .whitespaces)
        } else if let colon = line.firstIndex(of: ":") {
            lines.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return true
    }

    /// Body bytes: kept up to the request's cap, or dropped when the head's check said so.
    fileprivate func bodyBytes(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastActivity = .now
        if verdict == .dropBody { return true }
        guard body.count + bytes.count <= request.maxBodyBytes else {
            overflowed = true
            body = Data()
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// Called often while bytes move and about once a second while none do: false ends the exchange.
    fileprivate func progress(_ bytes: Int64) -> Bool {
        if isCancelled { return false }
        let now = ContinuousClock.now
        if bytes != lastBytes {
            (lastBytes, lastActivity) = (bytes, now)
        } else if now - lastActivity > .milliseconds(Self.milliseconds(request.idleTimeout)), request.idleTimeout > 0 {
            timedOut = true
            return false
        }
        return true
    }
}

/// libcurl's callbacks, as C functions: each finds its exchange in the context pointer it was given.
private enum HTTPExchangeCallbacks {
    static let header: fittoday_curl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(context).takeUnretainedValue()
        return exchange.headerLine(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    static let write: fittoday_curl_data_callback = { data, size, count, context in
        guard let context else { return 0 }
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(context).takeUnretainedValue()
        return exchange.bodyBytes(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    static let progress: fittoday_curl_progress_callback = { context, _, downloaded, _, uploaded in
        guard let context else { return 1 }
        return Unmanaged<HTTPExchange>.fromOpaque(context).takeUnretainedValue().progress(downloaded + uploaded) ? 0 : 1
    }
}
