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
        /// The whole session's effort, 1 to 10 (CR-10); without an intensity, it gives one.
        public var rpe: Int?
        /// The plan was shown changed by readiness or a deload that day.
        public var readinessHeld: Bool
        /// The day's swaps (`plan swap`), by the exercise done: the one the plan named. Its sets say so
        /// (``LoggedSet/swappedFrom``), so that a program holds the planned lift's numbers.
        public var swappedFrom: [String: String] = [:]

        public init(
            status: SessionStatus, completedAt: LocalDateTime, planID: Int64? = nil, durationMinutes: Int? = nil,
            intensity: Intensity? = nil, notes: String = "", sets: [SetSpecification] = [], rpe: Int? = nil, readinessHeld: Bool = false
        ) {
            self.rpe = rpe
            self.readinessHeld = readinessHeld
            self.status = status
            self.completedAt = completedAt
            self.planID = planID
            self.durationMinutes = durationMinutes
            self.intensity = intensity
            self.notes = notes
            self.sets = sets
        }
    }

    /// Refuses what a person can only have typed by mistake: more than 50 reps or 500 kg in a set, a day after `today`.
    public static func checkPlausible(_ request: Request, today: LocalDate?) throws(FitTodayError) {
        if let today, request.completedAt.date > today { throw .invalid(.futureSession(request.completedAt.date)) }
        for set in request.sets {
            guard PlanRules.typedReps.contains(set.reps) else { throw .invalid(.implausibleReps(set.reps)) }
            if let weight = set.weightKg, !PlanRules.typedWeightKg.contains(weight) { throw .invalid(.implausibleWeight(weight)) }
        }
    }

    /// Validates everything, then stores the session in one transaction. With `today`, a session after it is refused.
    public func callAsFunction(_ request: Request, today: LocalDate? = nil) throws(FitTodayError) -> WorkoutSession {
        try record(request, today: today).session
    }

    /// As ``callAsFunction(_:today:)``, also telling which exercises of one's own were created for names the
    /// library did not know, so that the person can be told (and offered the closest library names).
    public func record(_ request: Request, today: LocalDate? = nil) throws(FitTodayError) -> (session: WorkoutSession, newExercises: [Exercise]) {
        try Self.checkPlausible(request, today: today)
        var planTitle = ""
        if let planID = request.planID {
            guard let plan = try plans.plan(id: planID) else { throw .planNotFound(id: planID) }
            planTitle = plan.name
        }
        let (sets, newExercises) = try loggedSets(request.sets, swappedFrom: request.swappedFrom)
        let startedAt = request.durationMinutes.map { request.completedAt.adding(seconds: -60 * $0) }
        let session = WorkoutSession(
            startedAt: startedAt, completedAt: request.completedAt, status: request.status,
            durationMinutes: request.durationMinutes, intensity: request.intensity ?? request.rpe.map(SessionEffort.intensity(rpe:)),
            planID: request.planID, planTitle: planTitle, notes: request.notes, sets: sets, rpe: request.rpe,
            readinessHeld: request.planID != nil && request.readinessHeld
        )
        try PlanRules.validate(session)
        return (try history.recordSession(session, newExercises: newExercises), newExercises)
    }

    /// The sets as stored, numbered per exercise, with the exercises of your own they need.
    func loggedSets(_ specifications: [SetSpecification], swappedFrom: [String: String] = [:]) throws(FitTodayError) -> ([LoggedSet], [Exercise]) {
        let resolved = try resolver.resolve(specifications.map(\.exerciseName))
        var setNumbers: [String: Int] = [:]
        let sets = zip(specifications, resolved.ids).map { spec, id in
            setNumbers[id, default: 0] += 1
            return LoggedSet(exerciseID: id, setNumber: setNumbers[id]!, reps: spec.reps, weightKg: spec.weightKg, rpe: spec.rpe,
                             swappedFrom: swappedFrom[id])
        }
        return (sets, resolved.newExercises)
    }

    /// Corrects a logged session: what `changes` says replaces what was stored; given sets replace all the sets.
    public func correct(id: Int64, _ changes: SessionCorrection, today: LocalDate? = nil) throws(FitTodayError) -> WorkoutSession {
        guard var session = try history.session(id: id) else { throw .sessionNotFound(id: id) }
        if let status = changes.status { session.status = status }
        if let completedAt = changes.completedAt { session.completedAt = completedAt }
        if let minutes = changes.durationMinutes { session.durationMinutes = minutes }
        if let intensity = changes.intensity { session.intensity = intensity }
        if let notes = changes.notes { session.notes = notes }
        session.startedAt = session.durationMinutes.map { session.completedAt.adding(seconds: -60 * $0) }
        var newExercises: [Exercise] = []
        if let specifications = changes.sets {
            let request = Request(status: session.status, completedAt: session.completedAt, sets: specifications)
            try Self.checkPlausible(request, today: today)
            (session.sets, newExercises) = try loggedSets(specifications)
        } else if let today, session.completedAt.date > today {
            throw .invalid(.futureSession(session.completedAt.date))
        }
        if session.status == .skipped { session.sets = [] }
        try PlanRules.validate(session)
        return try history.replaceSession(session, newExercises: newExercises)
    }
}
