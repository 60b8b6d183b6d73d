import Foundation

extension SHA256 {
    /// The SHA-256 digest of the file at `url`, read in 1 MiB chunks (constant memory).
    public static func hash(contentsOf url: URL) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return hasher.finalize()
    }

    /// The SHA-256 digest of the file at `url` as lowercase hexadecimal (the same text `sha256sum` prints).
    public static func hexDigest(contentsOf url: URL) throws -> String {
        hex(try hash(contentsOf: url))
    }
}
