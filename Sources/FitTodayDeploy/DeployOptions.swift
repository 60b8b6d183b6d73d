/// How a deploy runs, besides where it goes.
public struct DeployOptions: Sendable {
    /// Plan only: list what would change, change nothing.
    public var dryRun = false
    /// More deletes than this refuses the deploy before anything changes.
    public var maxDeletes = 256
    /// Uploads (and deletes) at the same time.
    public var jobs = 8
    /// `Cache-Control` by pattern, over the defaults.
    public var headers = DeployHeaderRules()

    public init(dryRun: Bool = false, maxDeletes: Int = 256, jobs: Int = 8, headers: DeployHeaderRules = DeployHeaderRules()) {
        self.dryRun = dryRun
        self.maxDeletes = maxDeletes
        self.jobs = jobs
        self.headers = headers
    }
}
