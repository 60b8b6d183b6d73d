/// The `[ai]` section of `fittoday.toml`: the optional AI composer, off by default.
public struct AISettings: Equatable, Sendable {
    public var enabled = false
    /// An OpenAI-compatible chat completions URL.
    public var endpoint = ""
    public var model = ""
    /// The name of the environment variable that holds the key; the key itself is never stored.
    public var apiKeyEnvironmentVariable = "OPENAI_API_KEY"
    public var timeoutSeconds = 20.0

    public init() {}
}
