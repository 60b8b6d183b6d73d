import FitTodayHTTP
import FitTodayHashing
import FitTodaySystem
import Foundation
import Logging

/// The HTTP side of a lookup: one image's tries while it holds a request slot, each attempt's verdict, the host's
/// health, and the wait before a retry (the one ``RetryPolicy``).
extension ImageCache {
    struct DownloadedImage: Sendable {
        var data: Data
        var format: ImageFormat
        var head: HTTPResponseHead
    }

    enum FetchOutcome: Sendable {
        case image(DownloadedImage)
        case notModified(HTTPResponseHead)
        case failure(ImageFailureReason)
    }

    enum AttemptVerdict {
        case finished(FetchOutcome)
        case retry(ImageFailureReason, retryAfter: TimeInterval?)
    }

    /// GETs `url` (conditionally when `validators` are given), retrying timeouts, connection errors,
    /// 5xx and 429 up to ``ImageCacheConfiguration/retries`` times.
    ///
    /// An image holds one of the `concurrency` slots for all its tries, backoffs and pauses included, so that at
    /// most `concurrency` images are in progress at once. ``HostHealth`` hears of an image when it ends: a success,
    /// or a failure after its last try; a try that is retried says nothing, so a flaky host that answers within the
    /// retries is never marked down. Once the host is marked down, nothing more is sent to it in this run: images
    /// waiting for a slot, a backoff or a pause give up with ``ImageFailureReason/hostDown``, so that a failing source
    /// costs at most `(failuresToMarkDown + concurrency − 1) · (retries + 1)` requests, not minutes.
    nonisolated func fetch(url: URL, validators: ImageEntryMetadata?) async -> FetchOutcome {
        guard transport != nil else { return .failure(.offlineMissing) }
        let host = HostHealth.key(of: url)
        var request = HTTPRequest(url: url, idleTimeout: configuration.timeout, totalTimeout: configuration.resourceTimeout,
                                  maxBodyBytes: configuration.maxImageBytes)
        request.headers = [("User-Agent", configuration.userAgent), ("Accept", "image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8")]
        if let etag = validators?.etag {
            request.headers.append(("If-None-Match", etag))
        }
        if let lastModified = validators?.lastModified {
            request.headers.append(("If-Modified-Since", lastModified))
        }

        await limiter.acquire()
        let outcome = await fetchHoldingSlot(request: request, url: url, host: host, conditional: validators != nil)
        await limiter.release()
        return outcome
    }

    /// The tries of one image, while it holds its slot (see ``fetch(url:validators:)``).
    nonisolated func fetchHoldingSlot(request: HTTPRequest, url: URL, host: String, conditional: Bool) async -> FetchOutcome {
        guard let transport else { return .failure(.offlineMissing) }
        var attempt = 0
        while true {
            guard !(await isDown(host)) else { return .failure(.hostDown) }
            // A Retry-After honoured for the host holds back every request to it, not only the one that got it.
            let paused = await pauseRemaining(host)
            if paused > 0 {
                try? await Task.sleep(nanoseconds: UInt64(paused * 1_000_000_000))
                continue
            }
            let outcome = await transport.perform(request, host: host)
            if case .withdrawn = outcome {} else { await recordNetworkRequest(isRetry: attempt > 0) }
            // Stopped because another image marked its host down (see `recordAttempt`).
            if outcome.isCancellation, await isDown(host) {
                return .failure(.hostDown)
            }
            let verdict = interpret(outcome, conditional: conditional)
            // Counted before the slot is freed: the next image in line then sees a host this one marked down.
            let honouredWait = await recordAttempt(verdict, host: host, isLastTry: !retryPolicy.allows(retry: attempt + 1))
            switch verdict {
            case .finished(let result):
                return result
            case .retry(let reason, _):
                guard retryPolicy.allows(retry: attempt + 1), !(await isDown(host)) else { return .failure(reason) }
                attempt += 1
                let delay = retryPolicy.delay(beforeRetry: attempt, retryAfter: honouredWait)
                logger.debug("retrying image request", metadata: [
                    "url": "\(url.absoluteString)", "reason": "\(reason.identifier)",
                    "attempt": "\(attempt)", "delay": "\(delay)",
                ])
                try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            }
        }
    }

    func isDown(_ host: String) -> Bool {
        health.isDown(host)
    }

    func pauseRemaining(_ host: String) -> TimeInterval {
        health.pauseRemaining(host, now: Date())
    }

    /// Tells ``HostHealth`` how the attempt went, when it ends; the wait granted to a 429's `Retry-After`, if any.
    /// A failure that will be retried says nothing yet: only an image that failed all its tries counts.
    func recordAttempt(_ verdict: AttemptVerdict, host: String, isLastTry: Bool) -> TimeInterval? {
        var granted: TimeInterval?
        let signal: HostHealth.Signal
        switch verdict {
        case .finished(.image), .finished(.notModified):
            signal = .success
        case .finished(.failure(let reason)):
            switch reason {
            case .timeout, .connection, .wrongContentType, .notAnImage: signal = .failure(reason)
            default: signal = .neutral
            }
        case .retry(let reason, let retryAfter):
            if let retryAfter {
                granted = health.pause(host, seconds: retryAfter, cap: configuration.retryAfterCap, now: Date())
            }
            // A 429 whose wait is honoured is the host pacing us; a 5xx fails whether or not it says when to retry.
            signal = reason == .httpStatus(429) && granted != nil || !isLastTry ? .neutral : .failure(reason)
        }
        if health.record(signal, host: host), case .failure(let reason) = signal {
            logger.warning("image host marked down, not asking it again in this run", metadata: [
                "host": "\(host)", "reason": "\(reason.identifier)",
            ])
            // The requests still on their way would each wait out their own timeout for nothing.
            transport?.cancel(host: host)
        }
        return granted
    }

    nonisolated func interpret(_ outcome: TransferOutcome, conditional: Bool) -> AttemptVerdict {
        switch outcome {
        case .failed(let reason):
            switch reason {
            case .timeout, .connection: return .retry(reason, retryAfter: nil)
            default: return .finished(.failure(reason))
            }
        case .rejected(let reason, _):
            return .finished(.failure(reason))
        case .withdrawn:
            return .finished(.failure(.cancelled))
        case .response(let head, let body):
            switch head.status {
            case 200:
                guard head.mediaType?.hasPrefix("image/") == true else { return .finished(.failure(.wrongContentType)) }
                guard body.count <= configuration.maxImageBytes else { return .finished(.failure(.tooLarge)) }
                // SVG is a document that can carry scripts: from a server it is never stored nor copied into a site.
                guard let format = ImageFormat.detect(body), format.isRaster else { return .finished(.failure(.notAnImage)) }
                return .finished(.image(DownloadedImage(data: body, format: format, head: head)))
            case 304 where conditional:
                return .finished(.notModified(head))
            case 404, 410:
                return .finished(.failure(.notFound))
            case 429, 500...599:
                let retryAfter = HTTPHeaderParsing.retryAfter(head.header("Retry-After"), now: Date())
                return .retry(.httpStatus(head.status), retryAfter: retryAfter)
            default:
                return .finished(.failure(.httpStatus(head.status)))
            }
        }
    }

    /// The one retry policy (``RetryPolicy``) with this cache's settings; a `Retry-After` is honoured instead of the
    /// backoff when ``HostHealth`` grants it.
    nonisolated var retryPolicy: RetryPolicy {
        RetryPolicy(retries: configuration.retries, baseDelay: configuration.backoffBase, maxDelay: configuration.backoffMax)
    }
}
