import FitTodayDomain

/// Everything a person's database holds, as `fittoday export json` writes it and `import json` restores it.
public struct DataSnapshot: Equatable, Sendable {
    /// A session with the key an importer gave it, kept so that importing the same file after a restore
    /// still adds nothing.
    public struct Session: Equatable, Sendable {
        public var session: WorkoutSession
        public var importKey: String?

        public init(session: WorkoutSession, importKey: String? = nil) {
            self.session = session
            self.importKey = importKey
        }
    }

    public var profile: Profile?
    public var entitlement: Entitlement
    /// Oldest first.
    public var checkIns: [CheckIn]
    /// The person's own (custom) and imported exercises, plus the curated ones that plans or sets use, by id.
    public var exercises: [Exercise]
    /// With their ids and exercises, by id.
    public var plans: [Plan]
    /// With their ids and sets, by id.
    public var sessions: [Session]

    public init(
        profile: Profile? = nil, entitlement: Entitlement = .free, checkIns: [CheckIn] = [], exercises: [Exercise] = [],
        plans: [Plan] = [], sessions: [Session] = []
    ) {
        self.profile = profile
        self.entitlement = entitlement
        self.checkIns = checkIns
        self.exercises = exercises
        self.plans = plans
        self.sessions = sessions
    }

    /// True when there is nothing of the person's in it.
    public var isEmpty: Bool {
        profile == nil && checkIns.isEmpty && plans.isEmpty && sessions.isEmpty && !exercises.contains { $0.origin != .content }
    }
}
