/// The `[inbox]` section of `fittoday.toml` (or `team.toml`): where the sheet's logs wait for the morning build
/// (docs/inbox.md). Credentials are never part of it: they come from where `deploy` reads them.
public struct InboxSettings: Equatable, Sendable {
    /// `store`: `s3://bucket/prefix`, as written (checked where it is used, which says where it came from).
    public var store: String?
    /// `folder`: a folder something else fills, resolved against the file's folder.
    public var folder: String?
    /// `endpoint`, `region`, `path_style`: as in `[deploy]`; nil takes `[deploy]`'s.
    public var endpoint: String?
    public var region: String?
    public var pathStyle: Bool?
    /// `expires_hours`: how long one build's upload form stays valid.
    public var expiresHours = 48

    public static let expiresHoursRange = 1...168

    public init() {}

    /// Whether the section named a place at all.
    public var isConfigured: Bool { store != nil || folder != nil }
}
