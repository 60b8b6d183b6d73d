@testable import FitTodayData
import FitTodayDomain
import Foundation
import Testing

/// The AI composer sees each candidate's role, movement pattern and time; an answer out of a coach's order is refused
/// (the local day is used instead), and timed items keep their library time (issue #30, item 7).
@Suite struct AICandidateRolesTests {
    static let library: ExerciseLibrary = {
        do { return try ContentLibraryLoader.withBuiltIn(overrides: nil).load() } catch { fatalError("the built-in library does not load: \(error)") }
    }()

    static let request = CompositionRequest(
        profile: Profile(goal: .strength, equipment: .fullGym, level: .intermediate),
        checkIn: CheckIn(date: LocalDate("2026-11-22")!, focus: .upper), library: library
    )

    static let block = WorkoutBlock(
        id: "teste", name: "Teste", focus: [.upper], level: .intermediate, equipment: [.fullGym], tags: [],
        exercises: [
            BlockExercise(exerciseID: "rosca-direta-com-barra", sets: 3, reps: 12, restSeconds: 60),
            BlockExercise(exerciseID: "supino-reto-com-barra", sets: 4, reps: 6, restSeconds: 180),
            BlockExercise(exerciseID: "prancha-lateral", sets: 3, reps: 6, restSeconds: 60),
            BlockExercise(exerciseID: "remada-baixa-na-polia", sets: 3, reps: 10, restSeconds: 90),
        ]
    )

    /// The candidates of the request body, by exercise id.
    private func candidates() throws -> [String: [String: Any]] {
        let body = OpenAICompatibleComposer.body(model: "m", request: Self.request, candidates: [Self.block])
        let envelope = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let messages = try #require(envelope["messages"] as? [[String: Any]])
        let system = try #require(messages.first?["content"] as? String)
        #expect(system.contains("role") && system.contains("pattern") && system.contains("duration_seconds"))
        let user = try #require(messages.last?["content"] as? String)
        let context = try #require(try JSONSerialization.jsonObject(with: Data(user.utf8)) as? [String: Any])
        let blocks = try #require(context["candidate_blocks"] as? [[String: Any]])
        let items = try #require(blocks.first?["exercises"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: items.map { ($0["exercise_id"] as? String ?? "", $0) })
    }

    @Test func eachCandidateCarriesItsRolePatternAndTime() throws {
        let candidates = try candidates()
        #expect(candidates["supino-reto-com-barra"]?["role"] as? String == "main")
        #expect(candidates["supino-reto-com-barra"]?["pattern"] as? String == "horizontal-push")
        #expect(candidates["rosca-direta-com-barra"]?["role"] as? String == "accessory")
        #expect(candidates["rosca-direta-com-barra"]?["pattern"] as? String == "isolation")
        #expect(candidates["remada-baixa-na-polia"]?["pattern"] as? String == "horizontal-pull")
        #expect(candidates["prancha-lateral"]?["duration_seconds"] as? Int == 30)
        #expect(candidates["supino-reto-com-barra"]?["duration_seconds"] == nil)
    }

    @Test func anAnswerOutOfACoachsOrderIsRefusedAndTimedItemsKeepTheirTime() throws {
        let createdAt = LocalDateTime("2026-11-22 07:00:00")!
        let curlFirst = AIPlanProposal(title: "Treino da IA", intensity: .moderate, exercises: [
            .init(exerciseID: "rosca-direta-com-barra", sets: 3, reps: 10, restSeconds: 90),
            .init(exerciseID: "supino-reto-com-barra", sets: 4, reps: 5, restSeconds: 180),
        ])
        #expect(throws: AIComposerFailure.self) {
            try AIProposalValidator().plan(from: curlFirst, request: Self.request, candidates: [Self.block], createdAt: createdAt)
        }
        let ordered = AIPlanProposal(title: "Treino da IA", intensity: .moderate, exercises: [
            .init(exerciseID: "supino-reto-com-barra", sets: 4, reps: 5, restSeconds: 180),
            .init(exerciseID: "rosca-direta-com-barra", sets: 3, reps: 10, restSeconds: 90),
            .init(exerciseID: "prancha-lateral", sets: 3, reps: 12, restSeconds: 60),
        ])
        let plan = try AIProposalValidator().plan(from: ordered, request: Self.request, candidates: [Self.block], createdAt: createdAt)
        #expect(plan.exercises.map(\.exerciseID) == ["supino-reto-com-barra", "rosca-direta-com-barra", "prancha-lateral"])
        // The model's 12 "reps" of a timed plank give way to the library's 30 s a set.
        #expect(plan.exercises.map(\.durationSeconds) == [nil, nil, 30])
        #expect(plan.exercises.first?.sets == 4 && plan.exercises.first?.reps == 5)
    }
}
