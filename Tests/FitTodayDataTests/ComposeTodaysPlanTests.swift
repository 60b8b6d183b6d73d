@testable import FitTodayData
import FitTodayDomain
import FitTodayTestSupport
import Foundation
import Testing

@Suite struct ComposeTodaysPlanTests {
    static let library: ExerciseLibrary = {
        (try? ContentLibraryLoader(directory: ContentLibraryTests.repositoryContent).load()) ?? ExerciseLibrary(exercises: [], blocks: [], version: "none")
    }()

    let morning = LocalDateTime("2026-11-22 07:00:00")!

    private func setUp() throws -> (TemporaryDirectory, SQLiteStore, CompositionRequest) {
        let directory = try TemporaryDirectory()
        let store = try StoreFixtures.store(in: directory)
        try store.exercises.saveExercises(Self.library.exercises)
        let profile = try #require(try store.profiles.profile())
        let request = CompositionRequest(profile: profile, checkIn: CheckIn(date: morning.date, focus: .upper, soreness: 2), library: Self.library)
        return (directory, store, request)
    }

    @Test func samInputsWithin24HoursReuseThePlanAndAfterwardsComposeAgain() async throws {
        let (directory, store, request) = try setUp()
        let compose = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: nil, locale: .ptBR)
        guard case let .plan(first, reused: false) = try await compose(request, now: morning) else { Issue.record("no plan"); return }
        guard case let .plan(again, reused: true) = try await compose(request, now: morning.adding(seconds: 23 * 3600)) else { Issue.record("not reused"); return }
        #expect(again.id == first.id)
        guard case let .plan(fresh, reused: false) = try await compose(request, now: morning.adding(seconds: 60), fresh: true) else { Issue.record("not fresh"); return }
        #expect(fresh.id != first.id)
        #expect(fresh.exercises == first.exercises)
        guard case let .plan(later, reused: false) = try await compose(request, now: morning.adding(seconds: 25 * 3600)) else { Issue.record("reused after 24 h"); return }
        #expect(later.id != fresh.id)
        var changed = request
        changed.checkIn.soreness = 5
        guard case .plan(_, reused: false) = try await compose(changed, now: morning.adding(seconds: 60)) else { Issue.record("reused with other inputs"); return }
        #expect(try store.plans.generatedPlan(for: morning.date) != nil)
        _ = directory
    }

    @Test func restDayStoresNothing() async throws {
        let (directory, store, request) = try setUp()
        var rest = request
        rest.checkIn.focus = .rest
        let outcome = try await ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: nil, locale: .ptBR)(rest, now: morning)
        #expect(outcome == .restDay)
        #expect(try store.plans.plans(listedOn: LocalDate("2026-11-22")!).isEmpty)
        _ = directory
    }

    private func composer(_ server: LoopbackAIServer, path: String, key: String? = "sk-test-123", timeout: TimeInterval = 5) -> OpenAICompatibleComposer {
        OpenAICompatibleComposer(endpoint: server.url(path), model: "test-model", apiKey: key, timeout: timeout)
    }

    @Test func aValidAIAnswerBecomesAnAIPlan() async throws {
        let (directory, store, request) = try setUp()
        let server = try LoopbackAIServer()
        let compose = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: composer(server, path: "/valid"), locale: .ptBR)
        guard case let .plan(plan, _) = try await compose(request, now: morning) else { Issue.record("no plan"); return }
        #expect(plan.source == .ai)
        #expect(plan.fallbackReason == nil)
        #expect(plan.name == "Treino da IA")
        #expect(plan.exercises.count == 4)
        #expect(plan.exercises.allSatisfy { Self.library.exercise(id: $0.exerciseID) != nil })
        let stats = try await server.stats()
        #expect(stats.requests == 1)
        #expect(stats.authorization == "Bearer sk-test-123")
        // The cache answers the same inputs without asking the AI again.
        _ = try await compose(request, now: morning.adding(seconds: 600))
        #expect(try await server.stats().requests == 1)
        _ = directory
    }

    @Test(arguments: [
        ("/unknown-ids", FallbackReason.invalidAnswer), ("/out-of-range", .invalidAnswer), ("/bad-json", .malformedAnswer),
        ("/bad-envelope", .malformedAnswer), ("/status-500", .httpError), ("/status-429", .rateLimited),
    ])
    func everyAIFailureFallsBackToTheLocalComposer(_ path: String, _ reason: FallbackReason) async throws {
        let (directory, store, request) = try setUp()
        let server = try LoopbackAIServer()
        let compose = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: composer(server, path: path), locale: .ptBR)
        guard case let .plan(plan, _) = try await compose(request, now: morning) else { Issue.record("no plan"); return }
        #expect(plan.source == .local)
        #expect(plan.fallbackReason == reason)
        #expect(try store.plans.plan(id: plan.id!)?.fallbackReason == reason)
        #expect(try await server.stats().requests == 1)
        _ = directory
    }

    @Test func aHangingAIFallsBackAfterTheTimeout() async throws {
        let (directory, store, request) = try setUp()
        let server = try LoopbackAIServer()
        let compose = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: composer(server, path: "/hang", timeout: 1), locale: .ptBR)
        guard case let .plan(plan, _) = try await compose(request, now: morning) else { Issue.record("no plan"); return }
        #expect(plan.fallbackReason == .timeout)
        _ = directory
    }

    @Test func noKeyAndNoServerFallBackWithoutCrashing() async throws {
        let (directory, store, request) = try setUp()
        let server = try LoopbackAIServer()
        let noKey = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: composer(server, path: "/valid", key: nil), locale: .ptBR)
        guard case let .plan(first, _) = try await noKey(request, now: morning) else { Issue.record("no plan"); return }
        #expect(first.fallbackReason == .missingKey)
        #expect(try await server.stats().requests == 0)
        let closed = OpenAICompatibleComposer(endpoint: URL(string: "http://127.0.0.1:9/v1/chat/completions")!, model: "m", apiKey: "k", timeout: 2)
        guard case let .plan(second, _) = try await ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: closed, locale: .ptBR)(request, now: morning, fresh: true) else {
            Issue.record("no plan"); return
        }
        #expect(second.fallbackReason == .network)
        _ = directory
    }

    @Test func freeAccountsGetTwoAIPlansAWeekAndProHasNoLimit() async throws {
        let (directory, store, request) = try setUp()
        let server = try LoopbackAIServer()
        let compose = ComposeTodaysPlan(plans: store.plans, entitlements: store.entitlements, ai: composer(server, path: "/valid"), locale: .ptBR)
        var sources: [PlanSource] = []
        var reasons: [FallbackReason?] = []
        for day in 0..<3 {
            let plan = try #require(try await compose(request, now: morning.adding(seconds: day * 3600), fresh: true).plan)
            sources.append(plan.source)
            reasons.append(plan.fallbackReason)
        }
        #expect(sources == [.ai, .ai, .local])
        #expect(reasons.last == .weeklyLimit)
        #expect(try await server.stats().requests == 2)
        // A week later the allowance is back.
        let nextWeek = try #require(try await compose(request, now: morning.adding(seconds: 8 * 86_400), fresh: true).plan)
        #expect(nextWeek.source == .ai)
        // A Pro account has no limit: three more plans that week, all from the AI, each one asked for.
        try store.entitlements.saveEntitlement(Entitlement(isPro: true, source: "store"))
        var proSources: [PlanSource] = []
        for hour in 1...3 {
            let plan = try #require(try await compose(request, now: morning.adding(seconds: 8 * 86_400 + hour * 60), fresh: true).plan)
            proSources.append(plan.source)
            #expect(plan.fallbackReason == nil)
        }
        #expect(proSources == [.ai, .ai, .ai])
        #expect(try await server.stats().requests == 6)
        _ = directory
    }
}
