import FitTodayDomain
import FitTodaySystem
import Foundation

/// An exclusive ``FileLock`` on `<output>.lock`, so that two builds never write the same site at once.
public final class BuildLock: Sendable {
    private let lock: FileLock

    /// Takes the lock, retrying for up to `wait` seconds; throws ``FitTodayError/buildInProgress(output:)`` after.
    public init(output: URL, wait: Double) async throws(FitTodayError) {
        let path = FileLock.siteLockPath(of: output)
        try? FileManager.default.createDirectory(at: output.standardizedFileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            lock = try await FileLock(path: path, wait: wait)
        } catch .busy {
            throw .buildInProgress(output: output.path)
        } catch {
            throw .siteWrite(path: path)
        }
    }
}
