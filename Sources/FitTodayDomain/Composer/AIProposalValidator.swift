/// Turns an AI proposal into a plan only if every exercise is a known candidate and the day follows the composer's
/// slot rules: a compound lift first, no main lift after an accessory, the level's cap on sets, every
/// prescription within the range of ``PrescriptionTable`` for the goal and the exercise's role, nothing a sore
/// region or a condition rules out.
public struct AIProposalValidator: Sendable {
    public init() {}

    public func plan(from proposal: AIPlanProposal, request: CompositionRequest, candidates: [WorkoutBlock],
                     createdAt: LocalDateTime) throws(AIComposerFailure) -> Plan {
        let allowed = Set(candidates.flatMap { $0.exercises.map(\.exerciseID) })
        guard (1...LocalPlanComposer.maxExercises).contains(proposal.exercises.count) else {
            throw .invalidAnswer("\(proposal.exercises.count) exercises")
        }
        let eligibility = ExerciseEligibility(request: request)
        let goal = request.profile.goal
        var exercises: [PlanExercise] = []
        var roles: [ExerciseRole] = []
        for item in proposal.exercises {
            guard allowed.contains(item.exerciseID), let exercise = request.library.exercise(id: item.exerciseID) else {
                throw .invalidAnswer("unknown exercise id \(item.exerciseID)")
            }
            guard eligibility.allows(exercise) else { throw .invalidAnswer("not allowed today: \(item.exerciseID)") }
            var planned = PlanExercise(exerciseID: item.exerciseID, exerciseName: exercise.name, sets: item.sets, reps: item.reps, restSeconds: item.restSeconds)
            do {
                try PlanRules.validateComposed(planned)
            } catch {
                throw .invalidAnswer("out of range: \(item)")
            }
            // A recovery day's candidates are the mobility blocks: their own prescriptions, checked by the plan rules.
            if let role = exercise.role, !candidates.allSatisfy({ $0.focus == [.mobility] }) {
                guard Self.allowedRest(goal: goal, role: role).contains(item.restSeconds) else {
                    throw .invalidAnswer("rest \(item.restSeconds) s for a \(role.rawValue) exercise")
                }
                if let seconds = exercise.durationSeconds {
                    planned.durationSeconds = seconds
                    planned.reps = 1
                } else if !Self.allowedReps(goal: goal, role: role).contains(item.reps) {
                    throw .invalidAnswer("\(item.reps) reps for a \(role.rawValue) exercise")
                }
                roles.append(role)
            }
            exercises.append(planned)
        }
        try checkOrder(roles)
        let sets = exercises.reduce(0) { $0 + $1.sets }
        guard sets <= min(SessionCaps.forLevel(request.profile.level).sets, SessionCaps.absoluteMaxSets) else {
            throw .invalidAnswer("\(sets) sets")
        }
        let title: String
        do {
            title = try PlanRules.validatedPlanName(proposal.title)
        } catch {
            throw .invalidAnswer("title length \(proposal.title.count)")
        }
        return Plan(
            name: title, createdAt: createdAt, source: .ai,
            estimatedMinutes: SessionEstimate.minutes(exercises), intensity: proposal.intensity ?? .moderate,
            forDate: request.date, compositionKey: request.compositionKey, exercises: exercises
        )
    }

    /// The slot roles an exercise of this library role may be prescribed as (a secondary lift fills a lunge's
    /// accessory slot too): the composer's own ``Slot`` rules.
    static func slotRoles(for role: ExerciseRole) -> [ExerciseRole] {
        switch role {
        case .power: [.power, .conditioning]
        case .main: [.main, .secondary]
        case .secondary: [.main, .secondary, .accessory]
        case .accessory: [.secondary, .accessory, .core]
        case .core, .conditioning, .mobility: [role]
        }
    }

    static func allowedReps(goal: Goal, role: ExerciseRole) -> ClosedRange<Int> {
        let ranges = slotRoles(for: role).map { PrescriptionTable.allowedReps(goal: goal, role: $0) }
        return ranges.map(\.lowerBound).min()!...ranges.map(\.upperBound).max()!
    }

    static func allowedRest(goal: Goal, role: ExerciseRole) -> ClosedRange<Int> {
        let ranges = slotRoles(for: role).map { PrescriptionTable.allowedRest(goal: goal, role: $0) }
        return ranges.map(\.lowerBound).min()!...ranges.map(\.upperBound).max()!
    }

    /// A compound opens the day (a power, main or secondary lift first, when the day has one), two power or main lifts
    /// at most, and none after an accessory, core or conditioning item.
    func checkOrder(_ roles: [ExerciseRole]) throws(AIComposerFailure) {
        if roles.contains(where: { $0 <= .secondary }), let first = roles.first, first > .secondary { throw .invalidAnswer("the day does not open with a compound lift") }
        guard roles.filter({ $0 <= .main }).count <= 2 else { throw .invalidAnswer("more than two heavy lifts") }
        if let light = roles.firstIndex(where: { $0 >= .accessory && $0 != .mobility }),
           roles[light...].contains(where: { $0 <= .main }) {
            throw .invalidAnswer("a heavy lift after an accessory")
        }
    }
}
