import CLibCrypto
import Foundation

/// MD5 (RFC 1321), computed by the system's libcrypto. Not for security: S3 gives an object uploaded in one part
/// the MD5 of its bytes as its ETag, so `fittoday deploy` compares a local file's MD5 with it.
public enum MD5 {
    /// Size of a digest in bytes.
    public static let digestByteCount = 16

    /// The MD5 digest (16 bytes) of `data`.
    public static func hash(_ data: some Sequence<UInt8>) -> [UInt8] {
        var context = MD5_CTX()
        MD5_Init(&context)
        let bytes = Array(data)
        bytes.withUnsafeBytes { buffer in
            if let base = buffer.baseAddress, !buffer.isEmpty { _ = MD5_Update(&context, base, buffer.count) }
        }
        var digest = [UInt8](repeating: 0, count: digestByteCount)
        digest.withUnsafeMutableBufferPointer { _ = MD5_Final($0.baseAddress, &context) }
        return digest
    }

    /// The MD5 digest of `data` as 32 lowercase hexadecimal characters (what `md5sum` prints).
    public static func hexDigest(_ data: some Sequence<UInt8>) -> String {
        SHA256.hex(hash(data))
    }
}
