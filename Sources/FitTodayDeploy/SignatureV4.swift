import FitTodayHashing
import Foundation

/// AWS Signature Version 4 (`AWS4-HMAC-SHA256`) for a request's `Authorization` header.
///
/// Our own rather than libcurl's `CURLOPT_AWS_SIGV4`: libcurl's needed the caller to set
/// `x-amz-content-sha256` and sort the query itself before a strict server took it (Debian's 7.88), and it cannot be
/// checked apart from a request going out. This one is a pure function of its inputs, tested against AWS's
/// published examples (the aws-sig-v4-test-suite and the S3 signing examples: `SignatureV4Tests`).
public struct SignatureV4: Sendable {
    /// What is signed of a request.
    public struct Request: Sendable {
        public var method: String
        /// The path, already percent-encoded as it is sent (``S3URIEncoding/path(_:)``).
        public var encodedPath: String
        /// Query names and values, not yet encoded.
        public var query: [(name: String, value: String)]
        /// Every header signed, `host` included; names in any case.
        public var headers: [(name: String, value: String)]
        /// The hex SHA-256 of the body (or `UNSIGNED-PAYLOAD`).
        public var payloadHash: String

        public init(method: String, encodedPath: String, query: [(name: String, value: String)] = [],
                    headers: [(name: String, value: String)], payloadHash: String) {
            self.method = method
            self.encodedPath = encodedPath
            self.query = query
            self.headers = headers
            self.payloadHash = payloadHash
        }
    }

    public let credentials: S3Credentials
    public let region: String
    public let service: String

    public init(credentials: S3Credentials, region: String, service: String = "s3") {
        self.credentials = credentials
        self.region = region
        self.service = service
    }

    /// The query as signed and sent: each name and value encoded, sorted by name, then value.
    public static func canonicalQuery(_ query: [(name: String, value: String)]) -> String {
        // Encoded first, so that the order is the encoded bytes' (all ASCII), as S3 sorts them.
        let encoded: [(name: String, value: String)] = query.map { (S3URIEncoding.component($0.name), S3URIEncoding.component($0.value)) }
        let sorted = encoded.sorted { (left: (name: String, value: String), right: (name: String, value: String)) -> Bool in
            left.name == right.name ? left.value < right.value : left.name < right.name
        }
        return sorted.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// The canonical request and the signed header names (`host;x-amz-date`).
    public func canonicalRequest(_ request: Request) -> (text: String, signedHeaders: String) {
        var merged: [String: [String]] = [:]
        for header in request.headers {
            // Values trimmed, runs of spaces made one, as the specification asks.
            let value = header.value.trimmingCharacters(in: .whitespaces).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            merged[header.name.lowercased(), default: []].append(value)
        }
        let names = merged.keys.sorted()
        let canonicalHeaders = names.map { "\($0):\(merged[$0]!.joined(separator: ","))\n" }.joined()
        let signed = names.joined(separator: ";")
        let path: String = request.encodedPath.isEmpty ? "/" : request.encodedPath
        let parts: [String] = [request.method.uppercased(), path, Self.canonicalQuery(request.query), canonicalHeaders, signed, request.payloadHash]
        let text = parts.joined(separator: "\n")
        return (text, signed)
    }

    /// The string to sign at `timestamp` (`20150830T123600Z`).
    public func stringToSign(canonicalRequest: String, timestamp: String) -> String {
        ["AWS4-HMAC-SHA256", timestamp, scope(timestamp), SHA256.hexDigest(of: canonicalRequest)].joined(separator: "\n")
    }

    /// The hex signature of `request` at `timestamp`.
    public func signature(_ request: Request, timestamp: String) -> String {
        let canonical = canonicalRequest(request).text
        return signature(of: stringToSign(canonicalRequest: canonical, timestamp: timestamp), timestamp: timestamp)
    }

    /// The hex signature of `text` with the key of `timestamp`'s day: a request's string to sign, or an upload
    /// form's base64 policy (``S3PostPolicy``).
    public func signature(of text: String, timestamp: String) -> String {
        var key = HMACSHA256.authenticationCode(key: Array(("AWS4" + credentials.secretAccessKey).utf8), message: Array(timestamp.prefix(8).utf8))
        for part in [region, service, "aws4_request"] {
            key = HMACSHA256.authenticationCode(key: key, message: Array(part.utf8))
        }
        return SHA256.hex(HMACSHA256.authenticationCode(key: key, message: Array(text.utf8)))
    }

    /// `<access key>/<day>/<region>/<service>/aws4_request`, the credential a form names.
    public func credential(_ timestamp: String) -> String { "\(credentials.accessKeyID)/\(scope(timestamp))" }

    /// The `Authorization` header's value for `request` at `timestamp`.
    public func authorization(_ request: Request, timestamp: String) -> String {
        let signed = canonicalRequest(request).signedHeaders
        return "AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(scope(timestamp)), SignedHeaders=\(signed), Signature=\(signature(request, timestamp: timestamp))"
    }

    private func scope(_ timestamp: String) -> String {
        "\(timestamp.prefix(8))/\(region)/\(service)/aws4_request"
    }

    /// `date` as the signature's timestamp, `YYYYMMDDTHHMMSSZ` in UTC (a protocol field, not a date for people).
    public static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
