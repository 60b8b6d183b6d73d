import FitTodayBuild
import FitTodayDomain
import FitTodayTemplates

/// The pages of these sessions (every session's when `ids` is nil). A session's fingerprint is made from its
/// ``SessionPageModel/source(_:planListed:records:)`` without building its model, and only the sessions a pass needs
/// are read: planning, those whose decision needs a fingerprint; rendering, those the plan renders.
struct SessionPages: PageStep {
    let ids: [Int64]?

    var name: String { "sessions" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let data = renderer.data, context = renderer.context
        let ids = ids ?? data.summaries.map(\.id)
        let wanted = ids.filter { renderer.wants(pass, SitePaths.session($0)) }
        let fingerprints = Locked([Int64: String]())
        if !wanted.isEmpty {
            let source = context.source
            let progress = try await SiteBuildContext.value(of: data.exerciseHistory).progress
            try await context.forEachChunk(wanted, size: 250) { chunk throws(FitTodayError) in
                for session in try data.sessions(ids: chunk, from: source) {
                    guard let id = session.id else { continue }
                    let path = SitePaths.session(id)
                    let planListed = session.planID.map { planID in data.plans.contains { $0.id == planID } } ?? false
                    let records = SessionPageModel.records(ofSession: id, in: session, progress: progress)
                    let known = pass == .rendering ? renderer.planner.plan.fingerprint(path) : nil
                    let fingerprint = known ?? renderer.fingerprint(path, kind: SessionPageModel.kind,
                                                                    source: SessionPageModel.source(session, planListed: planListed, records: records))
                    switch pass {
                    case .planning:
                        fingerprints.withLock { $0[id] = fingerprint }
                    case .rendering:
                        let model = SessionPageModel(session, planListed: planListed, records: records, context: renderer.pages)
                        try renderer.publish(TemplateEncoder.object(model), kind: SessionPageModel.kind, at: path, title: model.pageTitle,
                                             fingerprint: fingerprint)
                    }
                }
            }
        }
        guard pass == .planning else { return }
        let found = fingerprints.withLock { $0 }
        // A session the snapshot no longer holds has no fingerprint: rendered, which fails as a whole build would.
        for id in ids { renderer.planner.decide(SitePaths.session(id)) { found[id] ?? "" } }
    }
}
