import Foundation

/// An exclusive `flock` on a lock file, released when the value goes away (and by the kernel when the
/// process ends, however it ends, so a killed process never leaves a stale lock).
public final class FileLock: Sendable {
    /// Why a lock could not be taken.
    public enum Failure: Error, Equatable {
        /// The lock file cannot be opened or created (the `errno`).
        case cannotOpen(path: String, code: Int32)
        /// Another process held the lock for the whole wait.
        case busy
    }

    private let descriptor: Int32

    /// Takes the lock, waiting as long as it takes.
    public init(path: String) throws(Failure) {
        let descriptor = try Self.openLockFile(path)
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(descriptor)
                throw .cannotOpen(path: path, code: code)
            }
        }
        self.descriptor = descriptor
    }

    /// Takes the lock, trying again every tenth of a second for up to `wait` seconds.
    public init(path: String, wait: Double) async throws(Failure) {
        let descriptor = try Self.openLockFile(path)
        let deadline = Date().addingTimeInterval(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw .busy
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        self.descriptor = descriptor
    }

    private static func openLockFile(_ path: String) throws(Failure) -> Int32 {
        // O_NOFOLLOW: a symbolic link planted at the lock's name is not a lock file.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, code: errno) }
        return descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
