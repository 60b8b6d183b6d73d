import Foundation

/// The logs posted to `fittoday serve`, waiting for the command's loop, the one place that writes the data and
/// rebuilds the site: so a log is imported and the site rebuilt before its page is answered (the page reloads right
/// after), and never while another rebuild runs.
final class PreviewInboxQueue: @unchecked Sendable {
    /// A log as the connection took it in: its form read and its token checked.
    struct Upload: Sendable {
        /// The key's name after the prefix: `<log_id>-<revision>.json`.
        let name: String
        let bytes: [UInt8]
    }

    /// An upload and the connection waiting for its answer.
    struct Pending {
        let upload: Upload
        fileprivate let continuation: CheckedContinuation<PreviewResponse, Never>

        func answer(_ response: PreviewResponse) { continuation.resume(returning: response) }
    }

    // Guarded by `lock`: connections add, the loop takes.
    private var waiting: [Pending] = []
    /// Once set, every upload is answered with it at once: the loop is gone.
    private var closedWith: PreviewResponse?
    private let lock = NSLock()

    /// Waits for the loop to take `upload` in and answer.
    func submit(_ upload: Upload) async -> PreviewResponse {
        await withCheckedContinuation { continuation in
            let refused: PreviewResponse? = lock.withLock {
                if let closedWith { return closedWith }
                waiting.append(Pending(upload: upload, continuation: continuation))
                return nil
            }
            if let refused { continuation.resume(returning: refused) }
        }
    }

    /// Whether an upload waits.
    var isWaiting: Bool { lock.withLock { !waiting.isEmpty } }

    /// The uploads waiting, oldest first; each must be answered.
    func take() -> [Pending] {
        lock.withLock {
            defer { waiting = [] }
            return waiting
        }
    }

    /// Answers every upload waiting, and every later one, with `response`.
    func close(answering response: PreviewResponse) {
        let left = lock.withLock { () -> [Pending] in
            closedWith = response
            defer { waiting = [] }
            return waiting
        }
        for pending in left { pending.answer(response) }
    }
}
