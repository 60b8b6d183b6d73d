import Foundation
import FitTodayHashing

/// One of N slices of a team, for a batch engine's array job (`docs/scale.md`): athlete `id` is in shard
/// `first 8 bytes of SHA-256(id), big-endian, mod N`, the same on every machine, whatever the roster's order.
/// Shards are numbered from 0, as Slurm's task ids and Kubernetes' completion indexes are.
public struct TeamShard: Equatable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, as `--shard` takes it.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The shard athlete `id` belongs to among `count`.
    public static func of(_ id: String, count: Int) -> Int {
        let digest = SHA256.hash(Array(id.utf8))
        var value: UInt64 = 0
        for byte in digest.prefix(8) { value = value << 8 | UInt64(byte) }
        return Int(value % UInt64(max(count, 1)))
    }

    public func contains(_ id: String) -> Bool { Self.of(id, count: count) == index }

    public var description: String { "\(index)/\(count)" }
}
