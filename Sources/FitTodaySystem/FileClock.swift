import Foundation

/// The clock file times come from, and the project's one rule for "changed too recently for its time stamp to be
/// trusted" (issue 50): a build's start key, the library cache's stamps, the site's folder stamps and the image
/// cache's entries folder all ask ``isSettled(seconds:nanoseconds:)``. A stamp is settled when a change after now is
/// sure to give the file another stamp (the case Git calls racy): past the grain of the stamp's clock. Read before the
/// stamps are taken, so that a change after it gets a later time.
public struct FileClock: Sendable {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The moment `seconds` after 1970 (a caller's "now", kept in whole seconds).
    public init(seconds: Int) { nanoseconds = Int64(seconds) * 1_000_000_000 }

    /// The moment `date` (a caller's "now", kept as a date).
    public init(_ date: Date) { nanoseconds = Int64((date.timeIntervalSince1970 * 1e9).rounded(.down)) }

    public static func now() -> FileClock {
        var time = timespec()
        #if os(Linux)
        // The kernel stamps files from its coarse clock: read the same one.
        clock_gettime(CLOCK_REALTIME_COARSE, &time)
        #else
        clock_gettime(CLOCK_REALTIME, &time)
        #endif
        return FileClock(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// Whether a change after now is sure to give a file stamped at `seconds` and `nanoseconds` another stamp. A stamp
    /// in whole seconds comes from a file system that keeps no finer times (FAT keeps two), or from a caller that
    /// kept only the seconds; otherwise the margin covers clocks coarser than the time they report.
    public func isSettled(seconds: Int64, nanoseconds stampNanoseconds: Int64) -> Bool {
        if stampNanoseconds == 0 { return seconds + 2 <= nanoseconds / 1_000_000_000 }
        #if os(Linux)
        let margin: Int64 = 1_000_000
        #else
        let margin: Int64 = 10_000_000
        #endif
        return seconds * 1_000_000_000 + stampNanoseconds + margin < nanoseconds
    }

    /// ``isSettled(seconds:nanoseconds:)`` of a folder's stamp.
    public func isSettled(_ stamp: FolderStamp) -> Bool { isSettled(seconds: stamp.seconds, nanoseconds: stamp.nanoseconds) }
}
