/// What a deploy did (or, for a dry run, would do).
public struct DeployReport: Sendable, Equatable {
    public let plan: DeployPlan
    /// Whether the deletes are more than `--max-deletes` allows (a dry run reports it; a real run throws).
    public let deletesRefused: Bool
    public let dryRun: Bool
    /// Site paths left out of the deploy (hidden, not regular files, control characters in the name).
    public let skipped: [String]
}
