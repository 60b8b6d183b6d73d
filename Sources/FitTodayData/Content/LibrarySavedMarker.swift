import FitTodayDomain
import FitTodaySystem
import Foundation

/// The file beside the database that says the curated library is already saved in it
/// (`.fittoday.sqlite.library/saved`, beside ``ContentLibraryCache``'s file; safe to delete), so a command need not
/// decode the library to save it again.
///
/// One line, tab-separated: the program that saved it (its path and file stamp), the library's version, the data
/// revision just after saving, and, when the data change log has it, that write's serial and token. Every write
/// through FitToday gives the data a new random revision and another program's write leaves it none, so at the
/// same revision the library's rows are exactly as saved. Writes since that only added sessions or changed plans
/// and check-ins (the change log says so) leave them as saved too: the morning's `log` does not make `build` save
/// the library again. A marker of another program or library version says nothing.
public struct LibrarySavedMarker: Sendable {
    public let path: String
    private let prefix: String

    /// `program` names the FitToday that saves (a binary of another build may save other rows); `version` is the
    /// library's.
    public init(path: String, program: String, version: String) {
        self.path = path
        prefix = "\(program)\t\(version)\t"
    }

    /// Whether the database holds this library exactly as this program saved it.
    public func isCurrent(in store: SQLiteStore) throws(FitTodayError) -> Bool {
        try standing(in: store) != .stale
    }

    /// ``isCurrent(in:)``, and when only the change log said so (sessions were added since), the marker moved to the
    /// data as it is now: the next check reads the revision alone, and the log it reads stays short.
    public func keepCurrent(in store: SQLiteStore) throws(FitTodayError) -> Bool {
        switch try standing(in: store) {
        case .atRevision: return true
        case .sessionsAdded:
            try record(store)
            return true
        case .stale: return false
        }
    }

    private enum Standing {
        /// The marker names the data as it is.
        case atRevision
        /// Writes since only added sessions (or changed plans and check-ins): the library's rows are as saved.
        case sessionsAdded
        /// Another program's or library's marker, a damaged one, or other writes since.
        case stale
    }

    private func standing(in store: SQLiteStore) throws(FitTodayError) -> Standing {
        guard let saved = PlainFile.contents(of: path), let text = String(validating: saved, as: UTF8.self),
              text.hasPrefix(prefix), text.hasSuffix("\n") else { return .stale }
        let fields = text.dropFirst(prefix.count).dropLast().split(separator: "\t", omittingEmptySubsequences: false)
        if let revision = try store.siteData.revision(), fields.first.map(String.init) == revision { return .atRevision }
        guard fields.count == 3, let serial = Int64(fields[1]),
              try store.siteData.sessionsChanged(since: DataChangeMark(serial: serial, token: String(fields[2]))) != nil else { return .stale }
        return .sessionsAdded
    }

    /// Records that the library was just saved into `store`. Not flushed: a marker lost in a crash only means
    /// saving the library once more. Nothing is recorded when the revision is unknown.
    public func record(_ store: SQLiteStore) throws(FitTodayError) {
        guard let revision = try store.siteData.revision() else { return }
        // The folder `.fittoday.sqlite.library` the cache and the marker share; only it, never a missing folder above it
        // (the database's folder is the person's to make: `init` into a folder that does not exist is refused).
        mkdir((path as NSString).deletingLastPathComponent, 0o755)
        try? AtomicFile.write(line(revision: revision, mark: try store.siteData.changeMark()), to: path, replacing: true, durable: false)
    }

    /// The marker's line for the data at `revision`, last written by the write `mark`.
    func line(revision: String, mark: DataChangeMark?) -> [UInt8] {
        Array((prefix + revision + (mark.map { "\t\($0.serial)\t\($0.token)" } ?? "") + "\n").utf8)
    }
}
