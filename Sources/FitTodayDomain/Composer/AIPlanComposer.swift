/// An optional composer that asks an AI service for today's plan. Its answer is never trusted:
/// ``AIProposalValidator`` checks it, and any failure falls back to ``LocalPlanComposer``.
public protocol AIPlanComposer: Sendable {
    /// Proposes a plan using only the given blocks' exercises.
    func propose(_ request: CompositionRequest, candidates: [WorkoutBlock]) async throws(AIComposerFailure) -> AIPlanProposal
}

/// What went wrong with the AI composer; each becomes a ``FallbackReason``.
public enum AIComposerFailure: Error, Equatable, Sendable {
    case missingKey
    case network(String)
    case timeout
    case httpStatus(Int)
    case rateLimited
    case malformedAnswer(String)
    case invalidAnswer(String)

    public var fallbackReason: FallbackReason {
        switch self {
        case .missingKey: .missingKey
        case .network: .network
        case .timeout: .timeout
        case .httpStatus: .httpError
        case .rateLimited: .rateLimited
        case .malformedAnswer: .malformedAnswer
        case .invalidAnswer: .invalidAnswer
        }
    }
}

/// A plan as the AI service proposed it, before validation.
public struct AIPlanProposal: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var exerciseID: String
        public var sets: Int
        public var reps: Int
        public var restSeconds: Int

        public init(exerciseID: String, sets: Int, reps: Int, restSeconds: Int) {
            self.exerciseID = exerciseID
            self.sets = sets
            self.reps = reps
            self.restSeconds = restSeconds
        }
    }

    public var title: String
    public var intensity: Intensity?
    public var exercises: [Item]

    public init(title: String, intensity: Intensity?, exercises: [Item]) {
        self.title = title
        self.intensity = intensity
        self.exercises = exercises
    }
}
