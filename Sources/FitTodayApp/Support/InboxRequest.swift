import FitTodayData
import FitTodayDeploy

/// Whose inbox a build pulls first: `me` and the person's own `[inbox]`, or an athlete of a team with the team's
/// (`team.toml`'s `[inbox]` and `[deploy]`), and the store's breaker, one for the whole build.
struct InboxRequest {
    var person: String
    var breaker: S3InboxBreaker
    /// The team's settings in place of the folder's own; nil: the folder's.
    var inbox: InboxSettings?
    var deploy: DeploySettings?

    func settings(_ context: CommandContext) -> InboxSettings { inbox ?? context.configuration.inbox }
}
