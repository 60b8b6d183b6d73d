import FitTodayDomain

/// Everything a person's database holds, as `fittoday export json` writes it and `import json` restores it.
public struct DataSnapshot: Equatable, Sendable {
    /// A session with the keys an importer gave it and its sets, kept so that importing the same file after
    /// a restore still adds nothing, and a corrected file still completes it.
    public struct Session: Equatable, Sendable {
        public var session: WorkoutSession
        public var importKey: String?
        /// One per set of ``session`` when any set has a key, else empty.
        public var setImportKeys: [Int64?]

        public init(session: WorkoutSession, importKey: String? = nil, setImportKeys: [Int64?] = []) {
            self.session = session
            self.importKey = importKey
            self.setImportKeys = setImportKeys.contains { $0 != nil } ? setImportKeys : []
        }

        /// The import key of the set at `index`, if it has one.
        public func setImportKey(at index: Int) -> Int64? {
            index < setImportKeys.count ? setImportKeys[index] : nil
        }
    }

    public var profile: Profile?
    public var entitlement: Entitlement
    /// Oldest first.
    public var checkIns: [CheckIn]
    /// The person's own (custom) and imported exercises, plus the curated ones that plans or sets use, by id.
    public var exercises: [Exercise]
    /// The programs followed, with their numbers and training max changes, by id.
    public var programRuns: [ProgramRun]
    /// With their ids and exercises, by id.
    public var plans: [Plan]
    /// With their ids and sets, by id.
    public var sessions: [Session]
    /// The lighter weeks started with `deload start`, oldest first.
    public var deloads: [DeloadPeriod]
    /// Body weight and measurements, oldest first.
    public var bodyMeasurements: [BodyMeasurement]

    public init(
        profile: Profile? = nil, entitlement: Entitlement = .free, checkIns: [CheckIn] = [], exercises: [Exercise] = [],
        programRuns: [ProgramRun] = [], plans: [Plan] = [], sessions: [Session] = [], deloads: [DeloadPeriod] = [],
        bodyMeasurements: [BodyMeasurement] = []
    ) {
        self.bodyMeasurements = bodyMeasurements
        self.deloads = deloads
        self.profile = profile
        self.entitlement = entitlement
        self.checkIns = checkIns
        self.exercises = exercises
        self.programRuns = programRuns
        self.plans = plans
        self.sessions = sessions
    }

    /// True when there is nothing of the person's in it.
    public var isEmpty: Bool {
        profile == nil && checkIns.isEmpty && deloads.isEmpty && bodyMeasurements.isEmpty && programRuns.isEmpty && plans.isEmpty && sessions.isEmpty && !exercises.contains { $0.origin != .content }
    }
}
