/// An access key for the S3 API. Its description never shows the secret or the session token, so that no log
/// line can print them.
public struct S3Credentials: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let accessKeyID: String
    public let secretAccessKey: String
    public let sessionToken: String?

    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var description: String { "S3Credentials(\(accessKeyID.prefix(4))…, ********)" }
    public var debugDescription: String { description }
}
