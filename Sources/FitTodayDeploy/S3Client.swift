import FitTodayHTTP
import FitTodayHashing
import Foundation

/// The few S3 API calls a deploy makes (list, get, put, delete), signed with ``SignatureV4`` and sent through
/// libcurl (``HTTPExchange``). A 5xx or a broken connection is tried again twice, by the one ``RetryPolicy``.
public struct S3Client: Sendable {
    public let endpoint: S3Endpoint
    public let bucket: String
    private let signer: SignatureV4
    /// Seconds without a byte either way before a request fails.
    public var idleTimeout: TimeInterval = 30
    /// For a 5xx or no answer: two tries after the first, about 0.3 s and then 0.6 s apart.
    public var retry = RetryPolicy(retries: 2, baseDelay: 0.3, maxDelay: 2)
    /// Seconds a whole request may take (0: no limit but ``idleTimeout``); the inbox's breaker sets what is left of
    /// its budget.
    public var totalTimeout: TimeInterval = 0

    public init(endpoint: S3Endpoint, bucket: String, credentials: S3Credentials) {
        self.endpoint = endpoint
        self.bucket = bucket
        signer = SignatureV4(credentials: credentials, region: endpoint.region)
    }

    /// Every object under `prefix`: key and ETag (without its quotes), by ListObjectsV2, a page of 1000 at a time.
    public func list(prefix: String) async throws(S3Failure) -> [String: String] {
        var objects: [String: String] = [:]
        var token: String?
        repeat {
            var query: [(name: String, value: String)] = [("list-type", "2"), ("prefix", prefix)]
            if let token { query.append(("continuation-token", token)) }
            let body = try await send("GET", key: nil, query: query, maxBodyBytes: 64 << 20)
            let xml = String(decoding: body, as: UTF8.self)
            for block in S3XMLText.blocks("Contents", in: xml) {
                guard let key = S3XMLText.value(of: "Key", in: block) else { continue }
                let etag = S3XMLText.value(of: "ETag", in: block) ?? ""
                objects[key] = etag.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")).lowercased()
            }
            let truncated = S3XMLText.value(of: "IsTruncated", in: xml[...]) == "true"
            let next = S3XMLText.value(of: "NextContinuationToken", in: xml[...])
            token = truncated ? next : nil
            if truncated && (next ?? "").isEmpty { break }
        } while token != nil
        return objects
    }

    /// At most `limit` objects under `prefix`, in the store's order (by key), with their sizes: one request for up
    /// to 1000.
    public func objects(prefix: String, limit: Int) async throws(S3Failure) -> [(key: String, size: Int?)] {
        var objects: [(key: String, size: Int?)] = []
        var token: String?
        repeat {
            var query: [(name: String, value: String)] = [("list-type", "2"), ("max-keys", String(min(1000, limit - objects.count))), ("prefix", prefix)]
            if let token { query.append(("continuation-token", token)) }
            let xml = String(decoding: try await send("GET", key: nil, query: query, maxBodyBytes: 64 << 20), as: UTF8.self)
            for block in S3XMLText.blocks("Contents", in: xml) {
                guard let key = S3XMLText.value(of: "Key", in: block) else { continue }
                objects.append((key, S3XMLText.value(of: "Size", in: block).flatMap { Int($0) }))
            }
            let next = S3XMLText.value(of: "NextContinuationToken", in: xml[...])
            token = S3XMLText.value(of: "IsTruncated", in: xml[...]) == "true" && !(next ?? "").isEmpty ? next : nil
        } while token != nil && objects.count < limit
        return Array(objects.prefix(limit))
    }

    /// Copies the object at `source` to `key` inside the store (CopyObject), its bytes never downloaded.
    public func copy(from source: String, to key: String) async throws(S3Failure) {
        _ = try await send("PUT", key: key, headers: [("x-amz-copy-source", "/" + S3URIEncoding.path(bucket) + "/" + S3URIEncoding.path(source))],
                           maxBodyBytes: 1 << 20)
    }

    /// The bucket's CORS rules (GetBucketCors); none set is no rule, not a failure.
    public func corsRules() async throws(S3Failure) -> S3CORSRules {
        do {
            return S3CORSRules(xml: String(decoding: try await send("GET", key: nil, query: [("cors", "")], maxBodyBytes: 1 << 20), as: UTF8.self))
        } catch let .status(404, code) where code == "NoSuchCORSConfiguration" {
            return S3CORSRules()
        } catch .noSuchKey {
            return S3CORSRules()
        }
    }

    /// Replaces the bucket's CORS rules (PutBucketCors).
    public func setCORSRules(_ rules: S3CORSRules) async throws(S3Failure) {
        let body = Data(rules.xml.utf8)
        _ = try await send("PUT", key: nil, query: [("cors", "")], body: body,
                           headers: [("Content-Type", "application/xml"), ("Content-MD5", Data(MD5.hash(body)).base64EncodedString())], maxBodyBytes: 1 << 20)
    }

    /// Posts `file` at `key` through an upload form, as the sheet does (`key` first, the form's fields, `file` last):
    /// the form's own signature, no `Authorization`. Returns the status of a 2xx answer.
    public func post(_ file: Data, key: String, through form: S3PostPolicy, origin: String?) async throws(S3Failure) -> Int {
        let boundary = "fittoday-" + SHA256.hexDigest(file + Data(key.utf8)).prefix(24)
        var body = Data()
        func part(_ name: String, _ value: Data, filename: String? = nil, type: String? = nil) {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"".utf8)
            if let filename { body += Data("; filename=\"\(filename)\"".utf8) }
            body += Data("\r\n".utf8)
            if let type { body += Data("Content-Type: \(type)\r\n".utf8) }
            body += Data("\r\n".utf8) + value + Data("\r\n".utf8)
        }
        part("key", Data(key.utf8))
        for field in form.fields { part(field.name, Data(field.value.utf8)) }
        part("file", file, filename: String(key.split(separator: "/").last ?? "log.json"), type: "application/json")
        body += Data("--\(boundary)--\r\n".utf8)
        guard let url = URL(string: form.url) else { throw .status(0, "InvalidURL") }
        var headers: [(name: String, value: String)] = [("Content-Type", "multipart/form-data; boundary=\(boundary)"), ("Expect", "")]
        if let origin { headers.append(("Origin", origin)) }
        var request = HTTPRequest(url: url, method: "POST", headers: headers, body: body, idleTimeout: idleTimeout, totalTimeout: totalTimeout,
                                  maxBodyBytes: 1 << 20)
        request.pathAsIs = true
        switch await HTTPExchange(request).run() {
        case let .response(head, data):
            if (200..<300).contains(head.status) { return head.status }
            throw Self.failure(status: head.status, body: data)
        case let .stopped(head), let .tooLarge(head):
            throw .status(head.status, "ResponseTooLarge")
        case let .failed(failure):
            throw .unreachable(String(describing: failure))
        }
    }

    /// The object's bytes, or nil when there is none.
    public func get(key: String, maxBodyBytes: Int = 256 << 20) async throws(S3Failure) -> Data? {
        do {
            return try await send("GET", key: key, maxBodyBytes: maxBodyBytes)
        } catch .noSuchKey {
            return nil
        }
    }

    /// Puts `body` at `key` with its headers; `Content-MD5` lets the store refuse bytes damaged on the way.
    public func put(key: String, body: Data, contentType: String, cacheControl: String?) async throws(S3Failure) {
        var headers: [(name: String, value: String)] = [("Content-Type", contentType), ("Content-MD5", Data(MD5.hash(body)).base64EncodedString())]
        if let cacheControl { headers.append(("Cache-Control", cacheControl)) }
        _ = try await send("PUT", key: key, body: body, headers: headers, maxBodyBytes: 1 << 20)
    }

    /// Deletes the object at `key` (a key already gone is no failure: S3 answers 204 alike).
    public func delete(key: String) async throws(S3Failure) {
        do {
            _ = try await send("DELETE", key: key, maxBodyBytes: 1 << 20)
        } catch .noSuchKey {
            return
        }
    }

    private func send(_ method: String, key: String?, query: [(name: String, value: String)] = [], body: Data? = nil,
                      headers extra: [(name: String, value: String)] = [], maxBodyBytes: Int) async throws(S3Failure) -> Data {
        var attempt = 0
        while true {
            let result = await sendOnce(method, key: key, query: query, body: body, headers: extra, maxBodyBytes: maxBodyBytes)
            switch result {
            case let .success(data):
                return data
            case let .failure(failure):
                let transient: Bool = switch failure {
                case .unreachable: true
                case let .status(status, _): status >= 500
                default: false
                }
                attempt += 1
                guard transient, retry.allows(retry: attempt), !Task.isCancelled else { throw failure }
                await retry.wait(beforeRetry: attempt)
            }
        }
    }

    private func sendOnce(_ method: String, key: String?, query: [(name: String, value: String)], body: Data?,
                          headers extra: [(name: String, value: String)], maxBodyBytes: Int) async -> Result<Data, S3Failure> {
        let inPath = endpoint.usesPath(for: bucket)
        let host = endpoint.hostAndPort(inPath ? endpoint.host : "\(bucket).\(endpoint.host)")
        var path = inPath ? "/" + S3URIEncoding.path(bucket) : ""
        if let key { path += "/" + S3URIEncoding.path(key) } else if path.isEmpty { path = "/" }
        let canonicalQuery = SignatureV4.canonicalQuery(query)
        guard let url = URL(string: "\(endpoint.scheme)://\(host)\(path)\(canonicalQuery.isEmpty ? "" : "?" + canonicalQuery)") else {
            return .failure(.status(0, "InvalidURL"))
        }
        let payloadHash = SHA256.hexDigest(body ?? Data())
        let timestamp = SignatureV4.timestamp(Date())
        var headers: [(name: String, value: String)] = [("Host", host), ("x-amz-content-sha256", payloadHash), ("x-amz-date", timestamp)]
        if let token = signer.credentials.sessionToken { headers.append(("x-amz-security-token", token)) }
        headers += extra
        let authorization = signer.authorization(
            SignatureV4.Request(method: method, encodedPath: path, query: query, headers: headers, payloadHash: payloadHash), timestamp: timestamp)
        headers.append(("Authorization", authorization))
        // Unsigned and left out: libcurl would wait for a 100 Continue before a large body.
        headers.append(("Expect", ""))
        var request = HTTPRequest(url: url, method: method, headers: headers, body: body, idleTimeout: idleTimeout,
                                  totalTimeout: totalTimeout, maxBodyBytes: maxBodyBytes)
        request.pathAsIs = true
        switch await HTTPExchange(request).run() {
        case let .response(head, data):
            if (200..<300).contains(head.status) { return .success(data) }
            return .failure(Self.failure(status: head.status, body: data))
        case let .stopped(head), let .tooLarge(head):
            return .failure(.status(head.status, "ResponseTooLarge"))
        case let .failed(failure):
            return .failure(.unreachable(String(describing: failure)))
        }
    }

    /// The failure an error response stands for, from its status and its XML `<Code>`.
    static func failure(status: Int, body: Data) -> S3Failure {
        let code = S3XMLText.value(of: "Code", in: String(decoding: body.prefix(64 << 10), as: UTF8.self)[...]) ?? ""
        switch code {
        case "NoSuchBucket": return .noSuchBucket
        case "NoSuchKey": return .noSuchKey
        case "InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "ExpiredToken", "InvalidToken", "TokenRefreshRequired",
             "AuthorizationHeaderMalformed", "InvalidSecurity", "MissingSecurityHeader", "AllAccessDisabled":
            return .credentials(code)
        default:
            if status == 403 || status == 401 { return .credentials(code.isEmpty ? "HTTP \(status)" : code) }
            if status == 404 && code.isEmpty { return .noSuchKey }
            return .status(status, code)
        }
    }
}
