import FitTodayData
import Foundation

/// The language and unit kept with the profile as ``LocalePreference/scan(_:environment:)`` read them before the
/// command line was parsed: the command's context takes them instead of setting up a database connection again a
/// moment later. Taken once: a context made later reads afresh.
final class ScannedPreferences: @unchecked Sendable {
    // Guarded by `lock`.
    private var kept: (path: String, preferences: StoredPreferences)?
    private let lock = NSLock()

    func keep(_ preferences: StoredPreferences, for path: String) { lock.withLock { kept = (path, preferences) } }

    /// What was kept for `path`, once.
    func take(for path: String) -> StoredPreferences? {
        lock.withLock {
            defer { kept = nil }
            return kept?.path == path ? kept?.preferences : nil
        }
    }
}
