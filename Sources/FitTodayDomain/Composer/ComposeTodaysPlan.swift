/// Gets today's plan: reused from the composition cache when the inputs are unchanged within 24
/// hours, otherwise composed (by the AI composer when enabled and allowed, else locally) and stored.
public struct ComposeTodaysPlan: Sendable {
    /// How long a composed plan is reused for the same inputs.
    public static let cacheLifetimeSeconds = 24 * 3600
    /// AI plans a free account gets per rolling week.
    public static let freeAIPlansPerWeek = 2

    /// What happened.
    public enum Outcome: Equatable, Sendable {
        /// The check-in says rest: no plan.
        case restDay
        /// A plan, with whether it came from the cache.
        case plan(Plan, reused: Bool)
    }

    private let plans: any PlanRepository
    private let entitlements: any EntitlementRepository
    private let ai: (any AIPlanComposer)?
    private let local: LocalPlanComposer

    /// `ai` is nil when the AI composer is off.
    public init(plans: any PlanRepository, entitlements: any EntitlementRepository, ai: (any AIPlanComposer)?, locale: AppLocale) {
        self.plans = plans
        self.entitlements = entitlements
        self.ai = ai
        local = LocalPlanComposer(locale: locale)
    }

    public func callAsFunction(_ request: CompositionRequest, now: LocalDateTime, fresh: Bool = false) async throws(FitTodayError) -> Outcome {
        guard let localPlan = try local.compose(request, createdAt: now) else { return .restDay }
        if !fresh, let cached = try plans.plan(compositionKey: request.compositionKey, createdSince: now.adding(seconds: -Self.cacheLifetimeSeconds)) {
            return .plan(cached, reused: true)
        }
        var plan = localPlan
        if let ai {
            plan = try await composeWithAI(ai, request: request, now: now, fallback: localPlan)
        }
        return .plan(try plans.storeComposedPlan(plan), reused: false)
    }

    private func composeWithAI(_ ai: any AIPlanComposer, request: CompositionRequest, now: LocalDateTime, fallback: Plan) async throws(FitTodayError) -> Plan {
        var fallback = fallback
        if !(try entitlements.entitlement().isActive(at: now)) {
            let used = try plans.planCount(source: .ai, createdSince: now.adding(seconds: -7 * 86_400))
            if used >= Self.freeAIPlansPerWeek {
                fallback.fallbackReason = .weeklyLimit
                return fallback
            }
        }
        let candidates = local.aiCandidates(for: request)
        guard !candidates.isEmpty else {
            fallback.fallbackReason = .invalidAnswer
            return fallback
        }
        do {
            let proposal = try await ai.propose(request, candidates: candidates)
            var plan = try AIProposalValidator().plan(from: proposal, request: request, candidates: candidates, createdAt: now)
            plan.description = fallback.description
            return plan
        } catch {
            fallback.fallbackReason = error.fallbackReason
            return fallback
        }
    }
}
