import FitTodayDomain

/// A session brought in from another app, with the keys that make importing it again a no-op.
public struct ImportedSession: Equatable, Sendable {
    /// Unique per source session, for example `strong:` and a digest of its start and name.
    public var importKey: String
    public var session: WorkoutSession
    /// One per set of ``session``, in the same order, unique within the session: a set whose key is already
    /// stored is not added again, one whose key is missing completes the stored session. A 64-bit digest
    /// (an integer keeps the 100 000 rows of a large import cheap to store and compare).
    public var setKeys: [Int64]

    public init(importKey: String, session: WorkoutSession, setKeys: [Int64]) {
        precondition(setKeys.count == session.sets.count, "one import key per set")
        self.importKey = importKey
        self.session = session
        self.setKeys = setKeys
    }
}
