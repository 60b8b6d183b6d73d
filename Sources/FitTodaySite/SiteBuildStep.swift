import FitTodayDomain

/// One named step of a build, like a step of a Publish pipeline.
public struct SiteBuildStep: Sendable {
    public let name: String
    let run: @Sendable (SiteBuildRun) async throws(FitTodayError) -> Void

    init(_ name: String, _ run: @escaping @Sendable (SiteBuildRun) async throws(FitTodayError) -> Void) {
        self.name = name
        self.run = run
    }
}
