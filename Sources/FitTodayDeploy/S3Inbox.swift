import FitTodayDomain
import Foundation

/// One person's prefix of an inbox in an S3 API store (`[inbox] store`): the sheet posts `<prefix>/<person>/<log_id>-
/// <revision>.json` through its signed form; a refused log is copied to `<prefix>/rejected/<person>/`, where no form
/// can write, with `<name>.reason.txt` beside it. Every request is held to the store's ``S3InboxBreaker``.
public struct S3Inbox: InboxSource {
    public let target: S3Target
    /// `me` for one person's site, the athlete's id in a team.
    public let person: String
    let client: S3Client
    let breaker: S3InboxBreaker

    public init(client: S3Client, target: S3Target, person: String, breaker: S3InboxBreaker) {
        self.client = client
        self.target = target
        self.person = person
        self.breaker = breaker
    }

    /// Where this person's logs are posted: `<prefix>/<person>/`.
    public var keyPrefix: String { target.key(forPath: person + "/") }
    var rejectedPrefix: String { target.key(forPath: "rejected/" + person + "/") }

    public var place: String { "s3://\(target.bucket)/\(keyPrefix)" }
    public var rejectedPlace: String { "s3://\(target.bucket)/\(rejectedPrefix)" }

    public func waiting(limit: Int) async throws(InboxSourceFailure) -> [InboxItem] {
        let prefix = keyPrefix
        let objects = try await guarded { (client: S3Client) async throws(S3Failure) in try await client.objects(prefix: prefix, limit: limit) }
        return objects.filter { !$0.key.hasSuffix("/") }.map { object in
            InboxItem(key: object.key, name: String(object.key.dropFirst(prefix.count)), size: object.size)
        }
    }

    public func bytes(of item: InboxItem, maximumBytes: Int) async throws(InboxSourceFailure) -> [UInt8] {
        // A larger object cannot have come through the form: it is read no further than the limit says it is too large.
        do throws(InboxSourceFailure) {
            let data = try await guarded { (client: S3Client) async throws(S3Failure) in try await client.get(key: item.key, maxBodyBytes: maximumBytes + 1) }
            // Gone since the listing: another pull took it.
            guard let data else { throw InboxSourceFailure.gone }
            return Array(data)
        } catch .store(_, "ResponseTooLarge") {
            return [UInt8](repeating: 0, count: maximumBytes + 1)
        }
    }

    public func refuse(_ item: InboxItem, bytes: [UInt8], reason: String) async throws(InboxSourceFailure) {
        // One name under rejected/, whatever folders a hostile key held: nothing lands outside this person's part.
        let rejected = rejectedPrefix + Self.flatName(item.name)
        try await guarded { (client: S3Client) async throws(S3Failure) in
            try await client.copy(from: item.key, to: rejected)
            try await client.put(key: rejected + ".reason.txt", body: Data((reason + "\n").utf8), contentType: "text/plain; charset=utf-8", cacheControl: nil)
            try await client.delete(key: item.key)
        }
    }

    public func remove(_ item: InboxItem) async throws(InboxSourceFailure) {
        try await guarded { (client: S3Client) async throws(S3Failure) in try await client.delete(key: item.key) }
    }

    /// `name` as one object name: `/` as `_`, and no name that is only dots.
    static func flatName(_ name: String) -> String {
        let flat = name.replacingOccurrences(of: "/", with: "_")
        return flat.isEmpty || flat.allSatisfy({ $0 == "." }) ? "_" + flat : flat
    }

    /// Runs `body` within what is left of the breaker's budget; a failure that says the store is not usable now
    /// opens the breaker.
    private func guarded<T>(_ body: (S3Client) async throws(S3Failure) -> T) async throws(InboxSourceFailure) -> T {
        guard let left = breaker.remaining() else { throw .gaveUp }
        var client = client
        client.retry.retries = 0
        client.totalTimeout = left
        client.idleTimeout = min(client.idleTimeout, left)
        let start = breaker.moment()
        do {
            let result = try await body(client)
            breaker.ended(startedAt: start, failed: false)
            return result
        } catch {
            let failure: InboxSourceFailure = switch error {
            case let .unreachable(detail): .unreachable(detail: detail)
            case let .credentials(code): .credentials(detail: code)
            case .noSuchBucket: .store(status: 404, code: "NoSuchBucket")
            case .noSuchKey: .store(status: 404, code: "NoSuchKey")
            case let .status(status, code): .store(status: status, code: code)
            }
            // Answers, not failures of the store: it is at work.
            if case .store(_, "ResponseTooLarge") = failure {
                breaker.ended(startedAt: start, failed: false)
                throw failure
            }
            if case .store(404, "NoSuchKey") = failure {
                breaker.ended(startedAt: start, failed: false)
                throw InboxSourceFailure.gone
            }
            breaker.ended(startedAt: start, failed: true)
            throw failure
        }
    }
}
