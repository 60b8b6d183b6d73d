/// The `[images]` section of `fittoday.toml`.
public struct ImageSettings: Equatable, Sendable {
    /// Base URL that exercise image paths resolve against.
    public var source = ImageSettings.defaultSource
    /// Nil means the default: `fittoday/images` under `$XDG_CACHE_HOME`, else `~/.cache`.
    public var cacheDirectory: String?
    public var memoryLimitMB = 50
    public var diskLimitMB = 500
    public var concurrency = 5
    public var timeoutSeconds = 10.0
    public var retries = 2
    public var maxAgeDays = 7.0
    public var maxImageMB = 10.0

    /// The public-domain free-exercise-db image set.
    public static let defaultSource = "https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/"

    public init() {}
}
