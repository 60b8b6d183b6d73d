import FitTodayDomain

/// A session brought in from another app, with the key that makes importing it again a no-op.
public struct ImportedSession: Equatable, Sendable {
    /// Unique per source session, for example `strong:` and a digest of its start and name.
    public var importKey: String
    public var session: WorkoutSession

    public init(importKey: String, session: WorkoutSession) {
        self.importKey = importKey
        self.session = session
    }
}
