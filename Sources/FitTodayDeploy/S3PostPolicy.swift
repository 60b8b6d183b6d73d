import Foundation

/// An HTML-form upload signed with an S3 POST policy (Signature V4): what the sheet posts its log with, so that the
/// page can add an object to the inbox without ever holding a key (docs/inbox.md). The policy allows only keys under
/// one prefix, only `application/json`, 1 byte to ``maximumBytes``, until it expires; the form's shape is boto3's
/// `generate_presigned_post`. Checked against AWS's worked example ("Browser-Based Upload using HTTP POST (Using
/// AWS Signature Version 4)") in `S3PostPolicyTests`.
public struct S3PostPolicy: Equatable, Sendable {
    /// Larger logs are refused by the store itself, and by the pull.
    public static let maximumBytes = 64 << 10

    /// Where the form posts: the bucket's address.
    public let url: String
    /// The form's fields, in the order they are posted (before `key` is added first and `file` last).
    public let fields: [(name: String, value: String)]
    /// What every key must begin with.
    public let keyPrefix: String
    public let expires: Date

    public static func == (lhs: S3PostPolicy, rhs: S3PostPolicy) -> Bool {
        lhs.url == rhs.url && lhs.keyPrefix == rhs.keyPrefix && lhs.expires == rhs.expires
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// Signs a form for `keyPrefix` in `bucket`, valid from `now` for `lifetime` seconds.
    public init(endpoint: S3Endpoint, bucket: String, keyPrefix: String, credentials: S3Credentials, now: Date, lifetime: TimeInterval) {
        let timestamp = SignatureV4.timestamp(now)
        let signer = SignatureV4(credentials: credentials, region: endpoint.region)
        let credential = signer.credential(timestamp)
        expires = Date(timeIntervalSince1970: (now.timeIntervalSince1970 + lifetime).rounded(.down))
        let document = Self.document(expiration: Self.isoTime(expires), conditions: [
            .equals("bucket", bucket),
            .startsWith("$key", keyPrefix),
            .equals("Content-Type", "application/json"),
            .lengthRange(1, Self.maximumBytes),
            .equals("x-amz-algorithm", "AWS4-HMAC-SHA256"),
            .equals("x-amz-credential", credential),
            .equals("x-amz-date", timestamp),
        ])
        let policy = Data(document.utf8).base64EncodedString()
        fields = [
            ("Content-Type", "application/json"),
            ("x-amz-algorithm", "AWS4-HMAC-SHA256"),
            ("x-amz-credential", credential),
            ("x-amz-date", timestamp),
            ("policy", policy),
            ("x-amz-signature", signer.signature(of: policy, timestamp: timestamp)),
        ]
        self.keyPrefix = keyPrefix
        let inPath = endpoint.usesPath(for: bucket)
        let host = endpoint.hostAndPort(inPath ? endpoint.host : "\(bucket).\(endpoint.host)")
        url = "\(endpoint.scheme)://\(host)/" + (inPath ? S3URIEncoding.path(bucket) : "")
    }

    /// One condition of a policy.
    enum Condition {
        case equals(String, String)
        case startsWith(String, String)
        case lengthRange(Int, Int)
    }

    /// The policy's JSON, in one line and a fixed order: the same inputs always sign the same bytes.
    static func document(expiration: String, conditions: [Condition]) -> String {
        let parts = conditions.map { condition -> String in
            switch condition {
            case let .equals(name, value): "{\(quoted(name)):\(quoted(value))}"
            case let .startsWith(name, value): "[\"starts-with\",\(quoted(name)),\(quoted(value))]"
            case let .lengthRange(low, high): "[\"content-length-range\",\(low),\(high)]"
            }
        }
        return "{\"expiration\":\(quoted(expiration)),\"conditions\":[\(parts.joined(separator: ","))]}"
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `2026-12-04T06:00:00Z`: UTC, as S3 reads a policy's expiration (a protocol field, not a date for people).
    public static func isoTime(_ date: Date) -> String {
        let stamp = SignatureV4.timestamp(date)
        let chars = Array(stamp)
        return "\(String(chars[0..<4]))-\(String(chars[4..<6]))-\(String(chars[6..<8]))T\(String(chars[9..<11])):\(String(chars[11..<13])):\(String(chars[13..<15]))Z"
    }
}
