#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FitTodayDomain
import Foundation

/// An exclusive `flock` on `<output>.lock`, so that two builds never write the same site at once.
///
/// The kernel drops the lock when the process ends, however it ends, so a killed build never leaves a stale lock.
final class BuildLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock, retrying for up to `wait` seconds; throws ``FitTodayError/buildInProgress(output:)`` after.
    init(output: URL, wait: Double) async throws(FitTodayError) {
        let path = output.standardizedFileURL.path + ".lock"
        try? FileManager.default.createDirectory(at: output.standardizedFileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .siteWrite(path: path) }
        let deadline = Date().addingTimeInterval(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw .buildInProgress(output: output.path)
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
