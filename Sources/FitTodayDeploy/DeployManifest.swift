import Foundation

/// What FitToday published under a prefix, kept as one object beside the site (`.fittoday-deploy.json`): the
/// objects a deploy put there with their MD5 and headers, and the uploads a deploy had begun but not confirmed.
/// Deletes touch only objects named here, so an object someone else put under the prefix is never deleted; an
/// entry whose headers differ from today's rules is uploaded again.
public struct DeployManifest: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var md5: String
        public var contentType: String
        public var cacheControl: String
    }

    /// The manifest's object name, under the prefix.
    public static let name = ".fittoday-deploy.json"
    public static let currentFormat = 1

    public var format = DeployManifest.currentFormat
    /// Site path to what was confirmed uploaded there.
    public var objects: [String: Entry] = [:]
    /// Site paths a deploy began uploading and did not confirm (it stopped part-way).
    public var pending: [String] = []

    public init(objects: [String: Entry] = [:], pending: [String] = []) {
        self.objects = objects
        self.pending = pending
    }

    /// Every path FitToday may have put there.
    public var owned: Set<String> { Set(objects.keys).union(pending) }

    /// Sorted keys, so that the same site gives the same bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The manifest in `data`, or nil when it is not one this FitToday reads (then nothing is deleted).
    public static func decode(_ data: Data) -> DeployManifest? {
        guard let manifest = try? JSONDecoder().decode(DeployManifest.self, from: data), manifest.format == currentFormat else { return nil }
        return manifest
    }
}
