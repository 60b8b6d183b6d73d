import FitTodaySystem

/// A bucket's CORS rules as far as the inbox needs them: whether a site's origin may POST, and the rule that lets it
/// (docs/inbox.md, "What a store needs"). A `fetch` POST of a form is a simple request: without the rule the store
/// keeps the object but the page cannot read the answer, and sends the log again.
public struct S3CORSRules: Equatable, Sendable {
    public struct Rule: Equatable, Sendable {
        public var origins: [String]
        public var methods: [String]
        public var headers: [String]
        public var exposed: [String]
        public var maxAgeSeconds: Int?
    }

    public var rules: [Rule]

    public init(rules: [Rule] = []) { self.rules = rules }

    /// The rules of a `GetBucketCors` answer.
    public init(xml: String) {
        rules = S3XMLText.blocks("CORSRule", in: xml).map { block in
            Rule(origins: S3XMLText.values(of: "AllowedOrigin", in: block), methods: S3XMLText.values(of: "AllowedMethod", in: block),
                 headers: S3XMLText.values(of: "AllowedHeader", in: block), exposed: S3XMLText.values(of: "ExposeHeader", in: block),
                 maxAgeSeconds: S3XMLText.value(of: "MaxAgeSeconds", in: block).flatMap { Int($0) })
        }
    }

    /// The one rule the inbox needs for `origin` (`https://example.com`, no path).
    public static func inboxRule(origin: String) -> Rule {
        Rule(origins: [origin], methods: ["POST"], headers: ["*"], exposed: ["ETag"], maxAgeSeconds: 3000)
    }

    /// Whether some rule lets `origin` POST: an exact origin, `*`, or one `*` inside (`https://*.example.com`).
    public func allowsPOST(from origin: String) -> Bool {
        rules.contains { rule in
            rule.methods.contains("POST") && rule.origins.contains { Self.matches($0, origin) }
        }
    }

    static func matches(_ pattern: String, _ origin: String) -> Bool {
        if pattern == "*" || pattern == origin { return true }
        let parts = pattern.split(separator: "*", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        return origin.count >= pattern.count - 1 && origin.hasPrefix(parts[0]) && origin.hasSuffix(parts[1])
    }

    /// The rules as `PutBucketCors` takes them.
    public var xml: String {
        func element(_ name: String, _ values: [String]) -> String {
            values.map { "<\(name)>\(XMLText.escape($0))</\(name)>" }.joined()
        }
        let body = rules.map { rule in
            "<CORSRule>" + element("AllowedOrigin", rule.origins) + element("AllowedMethod", rule.methods) + element("AllowedHeader", rule.headers)
                + element("ExposeHeader", rule.exposed) + (rule.maxAgeSeconds.map { "<MaxAgeSeconds>\($0)</MaxAgeSeconds>" } ?? "") + "</CORSRule>"
        }.joined()
        return "<CORSConfiguration xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\">\(body)</CORSConfiguration>"
    }

    /// The rules as the AWS console and `aws s3api put-bucket-cors` take them, for a person to set by hand.
    public var json: String {
        func list(_ values: [String]) -> String { "[" + values.map { S3PostPolicy.quoted($0) }.joined(separator: ", ") + "]" }
        let items = rules.map { rule in
            "{\"AllowedOrigins\": \(list(rule.origins)), \"AllowedMethods\": \(list(rule.methods)), \"AllowedHeaders\": \(list(rule.headers)), "
                + "\"ExposeHeaders\": \(list(rule.exposed))" + (rule.maxAgeSeconds.map { ", \"MaxAgeSeconds\": \($0)" } ?? "") + "}"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }
}
