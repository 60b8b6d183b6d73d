import Foundation

/// The points between the steps that put a new site in place (the swap, each rename of an update in place, the
/// state saved after them), where the kill tests stop a build (issue 28).
///
/// In a debug build only, `FITTODAY_DEBUG_STOP_AFTER_STEP=N` makes the process kill itself with SIGKILL when it
/// reaches the Nth of them, as a power cut or `kill -9` would: the test then checks that the next build repairs
/// the site. A release build reads no such variable and does nothing here.
public enum PublishCheckpoint {
    #if DEBUG
    private static let stopAfter = ProcessInfo.processInfo.environment["FITTODAY_DEBUG_STOP_AFTER_STEP"].flatMap { Int($0) }
    private static let reached = Locked(0)
    #endif

    /// Marks one step as done; `step` names it for whoever reads a test's failure.
    public static func passed(_ step: @autoclosure () -> String) {
        #if DEBUG
        guard let stopAfter else { return }
        let count = reached.withLock { count -> Int in
            count += 1
            return count
        }
        guard count == stopAfter else { return }
        FileHandle.standardError.write(Data("Stopped after publishing step \(count): \(step())\n".utf8))
        kill(getpid(), SIGKILL)
        #endif
    }
}
