/// Records a session from what was typed on the command line.
public struct LogWorkout: Sendable {
    private let history: any HistoryRepository
    private let plans: any PlanRepository
    private let resolver: ExerciseResolver

    /// - Parameter aliases: other apps' exercise names to library names, so that a name the importers
    ///   know (`Bench Press (Barbell)`) means the same exercise here.
    public init(
        history: any HistoryRepository, plans: any PlanRepository, exercises: any ExerciseRepository, aliases: [String: String] = [:]
    ) {
        self.history = history
        self.plans = plans
        self.resolver = ExerciseResolver(exercises: exercises, aliases: aliases)
    }

    /// What a person says about a session.
    public struct Request: Sendable {
        public var status: SessionStatus
        public var completedAt: LocalDateTime
        public var planID: Int64?
        public var durationMinutes: Int?
        public var intensity: Intensity?
        public var notes: String
        public var sets: [SetSpecification]

        public init(
            status: SessionStatus, completedAt: LocalDateTime, planID: Int64? = nil, durationMinutes: Int? = nil,
            intensity: Intensity? = nil, notes: String = "", sets: [SetSpecification] = []
        ) {
            self.status = status
            self.completedAt = completedAt
            self.planID = planID
            self.durationMinutes = durationMinutes
            self.intensity = intensity
            self.notes = notes
            self.sets = sets
        }
    }

    /// Validates everything, then stores the session in one transaction.
    public func callAsFunction(_ request: Request) throws(FitTodayError) -> WorkoutSession {
        try record(request).session
    }

    /// As ``callAsFunction(_:)``, also telling which exercises of one's own were created for names the
    /// library did not know, so that the person can be told (and offered the closest library names).
    public func record(_ request: Request) throws(FitTodayError) -> (session: WorkoutSession, newExercises: [Exercise]) {
        var planTitle = ""
        if let planID = request.planID {
            guard let plan = try plans.plan(id: planID) else { throw .planNotFound(id: planID) }
            planTitle = plan.name
        }
        let resolved = try resolver.resolve(request.sets.map(\.exerciseName))
        var setNumbers: [String: Int] = [:]
        let sets = zip(request.sets, resolved.ids).map { spec, id in
            setNumbers[id, default: 0] += 1
            return LoggedSet(exerciseID: id, setNumber: setNumbers[id]!, reps: spec.reps, weightKg: spec.weightKg, rpe: spec.rpe)
        }
        let startedAt = request.durationMinutes.map { request.completedAt.adding(seconds: -60 * $0) }
        let session = WorkoutSession(
            startedAt: startedAt, completedAt: request.completedAt, status: request.status,
            durationMinutes: request.durationMinutes, intensity: request.intensity, planID: request.planID,
            planTitle: planTitle, notes: request.notes, sets: sets
        )
        try PlanRules.validate(session)
        return (try history.recordSession(session, newExercises: resolved.newExercises), resolved.newExercises)
    }
}
