/// One `[[deploy.headers]]` entry: the Cache-Control of the site's paths that match `pattern`.
public struct DeployHeaderSetting: Equatable, Sendable {
    /// A glob over the site's paths (`*` within a folder, `**` across folders, `?` one character).
    public var pattern: String
    public var cacheControl: String

    public init(pattern: String, cacheControl: String) {
        self.pattern = pattern
        self.cacheControl = cacheControl
    }
}
