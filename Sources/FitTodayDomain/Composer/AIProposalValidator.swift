/// Turns an AI proposal into a plan only if every exercise is a known candidate and every number
/// follows the rules.
///
/// The plan keeps the model's order within a role but puts the roles in a coach's order (power, main, secondary,
/// accessory, core, conditioning, mobility), so a heavy lift never follows an accessory; a timed exercise's sets
/// last its library duration, whatever repetitions the model gave (issue #30).
public struct AIProposalValidator: Sendable {
    public init() {}

    public func plan(from proposal: AIPlanProposal, request: CompositionRequest, candidates: [WorkoutBlock],
                     createdAt: LocalDateTime) throws(AIComposerFailure) -> Plan {
        let allowed = Set(candidates.flatMap { $0.exercises.map(\.exerciseID) })
        guard (1...LocalPlanComposer.maxExercises).contains(proposal.exercises.count) else {
            throw .invalidAnswer("\(proposal.exercises.count) exercises")
        }
        var exercises: [(role: ExerciseRole?, planned: PlanExercise)] = []
        for item in proposal.exercises {
            guard allowed.contains(item.exerciseID), let exercise = request.library.exercise(id: item.exerciseID) else {
                throw .invalidAnswer("unknown exercise id \(item.exerciseID)")
            }
            let planned = PlanExercise(exerciseID: item.exerciseID, exerciseName: exercise.name, sets: item.sets, reps: item.reps,
                                       restSeconds: item.restSeconds, durationSeconds: exercise.durationSeconds)
            do {
                try PlanRules.validate(planned)
            } catch {
                throw .invalidAnswer("out of range: \(item)")
            }
            exercises.append((exercise.role, planned))
        }
        // A stable sort: the model's order stands among exercises of one role; one without a role (none in the
        // library) keeps its place after the roles.
        let ordered = exercises.enumerated().sorted { lhs, rhs in
            let left = lhs.element.role.map { ExerciseRole.allCases.firstIndex(of: $0)! } ?? ExerciseRole.allCases.count
            let right = rhs.element.role.map { ExerciseRole.allCases.firstIndex(of: $0)! } ?? ExerciseRole.allCases.count
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element.planned)
        let title: String
        do {
            title = try PlanRules.validatedPlanName(proposal.title)
        } catch {
            throw .invalidAnswer("title length \(proposal.title.count)")
        }
        return Plan(
            name: title, createdAt: createdAt, source: .ai,
            estimatedMinutes: LocalPlanComposer.estimatedMinutes(ordered), intensity: proposal.intensity ?? .moderate,
            forDate: request.date, compositionKey: request.compositionKey, exercises: ordered
        )
    }
}
