import FitTodayDomain
import FitTodayHTTP
import Foundation
import Logging

/// Asks an OpenAI-compatible chat completions endpoint for today's plan, in JSON.
///
/// The model sees only the candidate blocks and their exercises, each with its role and movement pattern (and its
/// time when it is timed), so that it can order the day as a coach would. The key is read from the
/// environment at call time and sent only in the Authorization header: never logged or stored.
public struct OpenAICompatibleComposer: AIPlanComposer {
    public let endpoint: URL
    public let model: String
    public let apiKey: String?
    public let timeout: TimeInterval
    private let logger: Logger

    public init(endpoint: URL, model: String, apiKey: String?, timeout: TimeInterval = 20, logger: Logger = Logger(label: "fittoday.ai")) {
        self.endpoint = endpoint
        self.model = model
        self.apiKey = apiKey
        self.timeout = timeout
        self.logger = logger
    }

    public func propose(_ request: CompositionRequest, candidates: [WorkoutBlock]) async throws(AIComposerFailure) -> AIPlanProposal {
        guard let apiKey, !apiKey.isEmpty else { throw .missingKey }
        let http = HTTPRequest(
            url: endpoint, method: "POST", headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(apiKey)")],
            body: Self.body(model: model, request: request, candidates: candidates),
            idleTimeout: timeout, totalTimeout: timeout, maxBodyBytes: Self.maxAnswerBytes
        )
        let data: Data
        switch await HTTPExchange(http).run() {
        case let .response(head, body) where head.status == 200:
            data = body
        case let .response(head, _), let .stopped(head):
            logger.warning("AI composer answered HTTP \(head.status)")
            throw head.status == 429 ? .rateLimited : .httpStatus(head.status)
        case .tooLarge:
            logger.warning("AI composer's answer is larger than \(Self.maxAnswerBytes) bytes")
            throw .malformedAnswer("answer larger than \(Self.maxAnswerBytes) bytes")
        case .failed(.timeout):
            logger.warning("AI composer timed out after \(timeout) s")
            throw .timeout
        case let .failed(failure):
            logger.warning("AI composer unreachable: \(failure)")
            throw .network(String(describing: failure))
        }
        return try Self.proposal(from: data)
    }

    /// The most of an answer read: a plan is a few kilobytes.
    static let maxAnswerBytes = 4 << 20

    static func body(model: String, request: CompositionRequest, candidates: [WorkoutBlock]) -> Data {
        let exercises = candidates.flatMap(\.exercises).map(\.exerciseID)
        let catalogue: [[String: Any]] = candidates.map { block in
            [
                "block_id": block.id, "name": block.name, "level": block.level.rawValue,
                "exercises": block.exercises.map { item -> [String: Any] in
                    let exercise = request.library.exercise(id: item.exerciseID)
                    var candidate: [String: Any] = [
                        "exercise_id": item.exerciseID, "name": exercise?.name ?? "", "muscle_group": exercise?.muscleGroup?.rawValue ?? "",
                        "role": exercise?.role?.rawValue ?? "", "pattern": exercise?.pattern?.rawValue ?? "",
                        "sets": item.sets, "reps": item.reps, "rest_seconds": item.restSeconds,
                    ]
                    if let duration = exercise?.durationSeconds { candidate["duration_seconds"] = duration }
                    return candidate
                },
            ]
        }
        let context: [String: Any] = [
            "goal": request.profile.goal.rawValue, "level": request.profile.level.rawValue,
            "methodology": request.profile.methodology.rawValue, "focus": request.checkIn.focus.rawValue,
            "soreness_0_to_10": request.checkIn.soreness, "sore_region": request.checkIn.soreRegion?.rawValue ?? "none",
            "candidate_blocks": catalogue,
        ]
        let instructions = """
        You compose one workout for today. Use only exercise_id values from candidate_blocks (\(Set(exercises).count) allowed). \
        Answer with a JSON object only: {"title": string (3-100 chars, Brazilian Portuguese), "intensity": "low"|"moderate"|"high", \
        "exercises": [{"exercise_id": string, "sets": 1-10, "reps": 1-50, "rest_seconds": 30-300}]} with 1 to 8 exercises. \
        Each candidate block is a slot of the day, in order: take at most one exercise per slot, keep their order (the main lift \
        first, never a heavy lift after an accessory) and stay close to each exercise's sets, reps and rest_seconds. \
        Each candidate has a role and a movement pattern; one with duration_seconds is timed: each set lasts that long. \
        Lower the volume when soreness is high and avoid the sore region.
        """
        let body: [String: Any] = [
            "model": model,
            "temperature": 0,
            "response_format": ["type": "json_object"],
            "messages": [
                ["role": "system", "content": instructions],
                ["role": "user", "content": String(decoding: (try? JSONSerialization.data(withJSONObject: context, options: [.sortedKeys])) ?? Data(), as: UTF8.self)],
            ],
        ]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    static func proposal(from data: Data) throws(AIComposerFailure) -> AIPlanProposal {
        guard let envelope = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let choices = envelope["choices"] as? [[String: Any]],
              let message = choices.first?["message"] as? [String: Any],
              let content = message["content"] as? String else {
            throw .malformedAnswer("no choices[0].message.content")
        }
        guard let answer = try? JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any],
              let title = answer["title"] as? String,
              let items = answer["exercises"] as? [[String: Any]] else {
            throw .malformedAnswer("content is not the expected JSON")
        }
        var exercises: [AIPlanProposal.Item] = []
        for item in items {
            guard let id = item["exercise_id"] as? String, let sets = item["sets"] as? Int, let reps = item["reps"] as? Int,
                  let rest = item["rest_seconds"] as? Int else {
                throw .malformedAnswer("exercise entry without exercise_id/sets/reps/rest_seconds")
            }
            exercises.append(AIPlanProposal.Item(exerciseID: id, sets: sets, reps: reps, restSeconds: rest))
        }
        return AIPlanProposal(title: title, intensity: (answer["intensity"] as? String).flatMap(Intensity.init(rawValue:)), exercises: exercises)
    }
}
