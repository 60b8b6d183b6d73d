import Foundation

/// The `[deploy]` section of `fittoday.toml`: where `fittoday deploy` publishes the site (`docs/deploy.md`).
/// Credentials are never part of it: a key or secret written there is refused.
public struct DeploySettings: Equatable, Sendable {
    /// `target`: `s3://bucket/prefix`, as written (checked by the deploy, which says where it came from).
    public var target: String?
    /// `endpoint`: the address of an S3-compatible store (R2, MinIO, a local server); nil for AWS itself.
    public var endpoint: String?
    /// `region`: the signing region; R2 takes `auto`.
    public var region = "us-east-1"
    /// `path_style`: the bucket in the path rather than in the host name (an IP address always gets it).
    public var pathStyle = false
    /// `jobs`: uploads running at the same time.
    public var jobs = 8
    /// `[[deploy.headers]]`, in file order: the first whose pattern matches a path gives its Cache-Control.
    public var headers: [DeployHeaderSetting] = []

    public init() {}

    /// Keys that would hold a credential, refused wherever they appear in `[deploy]`.
    public static let credentialKeys: Set<String> = [
        "access_key", "access_key_id", "aws_access_key_id", "secret", "secret_key", "secret_access_key",
        "aws_secret_access_key", "session_token", "aws_session_token", "token", "password", "credentials", "key", "profile",
    ]
}
