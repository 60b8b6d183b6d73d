import Foundation

/// The store a deploy publishes to, by the four calls it makes (Nuke's one protocol per outside dependency): the
/// real one is ``S3Client`` over HTTP; a deploy's order, its refusals and how it stops on a failure are tested with
/// one in memory, and the whole path against a real S3 API on 127.0.0.1.
public protocol ObjectStore: Sendable {
    /// Where the store answers, for messages.
    var address: String { get }
    /// Every object under `prefix`: key and ETag (without its quotes).
    func list(prefix: String) async throws(S3Failure) -> [String: String]
    /// The object's bytes, or nil when there is none.
    func get(key: String, maxBodyBytes: Int) async throws(S3Failure) -> Data?
    /// Puts `body` at `key` with its headers.
    func put(key: String, body: Data, contentType: String, cacheControl: String?) async throws(S3Failure)
    /// Deletes the object at `key`; a key already gone is no failure.
    func delete(key: String) async throws(S3Failure)
}

extension S3Client: ObjectStore {
    public var address: String { endpoint.address }
}
