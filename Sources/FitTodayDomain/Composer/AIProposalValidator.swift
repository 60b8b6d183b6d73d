/// Turns an AI proposal into a plan only if every exercise is a known candidate and every number
/// follows the rules.
public struct AIProposalValidator: Sendable {
    public init() {}

    public func plan(from proposal: AIPlanProposal, request: CompositionRequest, candidates: [WorkoutBlock],
                     createdAt: LocalDateTime) throws(AIComposerFailure) -> Plan {
        let allowed = Set(candidates.flatMap { $0.exercises.map(\.exerciseID) })
        guard (1...LocalPlanComposer.maxExercises).contains(proposal.exercises.count) else {
            throw .invalidAnswer("\(proposal.exercises.count) exercises")
        }
        var exercises: [PlanExercise] = []
        for item in proposal.exercises {
            guard allowed.contains(item.exerciseID), let exercise = request.library.exercise(id: item.exerciseID) else {
                throw .invalidAnswer("unknown exercise id \(item.exerciseID)")
            }
            let planned = PlanExercise(exerciseID: item.exerciseID, exerciseName: exercise.name, sets: item.sets, reps: item.reps, restSeconds: item.restSeconds)
            do {
                try PlanRules.validate(planned)
            } catch {
                throw .invalidAnswer("out of range: \(item)")
            }
            exercises.append(planned)
        }
        let title: String
        do {
            title = try PlanRules.validatedPlanName(proposal.title)
        } catch {
            throw .invalidAnswer("title length \(proposal.title.count)")
        }
        return Plan(
            name: title, createdAt: createdAt, source: .ai,
            estimatedMinutes: LocalPlanComposer.estimatedMinutes(exercises), intensity: proposal.intensity ?? .moderate,
            forDate: request.date, compositionKey: request.compositionKey, exercises: exercises
        )
    }
}
