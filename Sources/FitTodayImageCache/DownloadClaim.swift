import FitTodaySystem
import Foundation

/// A claim, across processes, on downloading one entry (`claims/<key>.claim`, an advisory `flock`): any number of
/// FitToday processes share one cache folder (a team's shards on one machine, or on a shared folder), and of those
/// that want the same missing image at the same moment one downloads it while the others wait, then find it on disk.
/// If the claim cannot be had within its deadline (a process stuck on a slow host), the waiter downloads anyway: an
/// image is downloaded at most twice, usually once. The lock goes with the descriptor, so a process that dies frees it.
final class DownloadClaim: @unchecked Sendable {
    /// How long a process waits for another's download of the same image.
    static let deadline: TimeInterval = 60
    private let descriptor: Int32
    private let lock = NSLock()
    private var released = false

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Waits (without blocking a thread) for the claim on `key` in `folder`; nil when it could not be made or had
    /// within ``deadline``: then the caller downloads unclaimed.
    static func acquire(key: String, in folder: URL) async -> DownloadClaim? {
        let path = folder.appendingPathComponent("\(key).claim").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        let end = Date().addingTimeInterval(deadline)
        var pause: UInt64 = 5_000_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < end else {
                close(descriptor)
                return nil
            }
            try? await Task.sleep(nanoseconds: pause)
            pause = min(pause * 2, 100_000_000)
        }
        return DownloadClaim(descriptor: descriptor)
    }

    /// Gives the claim up (the file stays: removing it while another process waits on it would split the lock).
    func release() {
        let first = lock.withLock { () -> Bool in
            defer { released = true }
            return !released
        }
        guard first else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    deinit { release() }
}
