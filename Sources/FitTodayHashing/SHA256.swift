import CLibCrypto

/// SHA-256 (FIPS 180-4), computed by the system's libcrypto (OpenSSL).
///
/// One-shot use:
///
///     SHA256.hexDigest("abc".utf8)      // "ba7816bf…"
///     SHA256.hash(someData)             // 32 bytes
///
/// Incremental use, for data that arrives in pieces:
///
///     var hasher = SHA256()
///     hasher.update(chunk1)
///     hasher.update(chunk2)
///     let digest = hasher.finalize()
///
/// The type is a value: copying a hasher part-way forks the computation (the OpenSSL context is a plain struct,
/// copied with it). libcrypto instead of the pure-Swift code FitToday had: every build hashes the library, the
/// build key and each image URL, and libcrypto does it several times faster (the tests compare the two).
public struct SHA256: Sendable {
    /// Size of a digest in bytes.
    public static let digestByteCount = 32
    /// Size of a message block in bytes.
    public static let blockByteCount = 64

    private var context = SHA256_CTX()

    /// Creates a hasher with the standard initial state.
    public init() {
        SHA256_Init(&context)
    }

    // MARK: Incremental API

    /// Feeds raw bytes to the hasher.
    public mutating func update(bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        SHA256_Update(&context, base, bytes.count)
    }

    /// Feeds a sequence of bytes (`Data`, `[UInt8]`, `String.UTF8View`, …) to the hasher.
    /// Contiguous collections are hashed in place without copying.
    public mutating func update(_ data: some Sequence<UInt8>) {
        let done: Void? = data.withContiguousStorageIfAvailable { buffer in
            update(bytes: UnsafeRawBufferPointer(buffer))
        }
        if done == nil {
            let copy = Array(data)
            copy.withUnsafeBytes { update(bytes: $0) }
        }
    }

    /// Finishes the computation and returns the 32-byte digest.
    /// The hasher can be reused afterwards; it starts again from the initial state.
    public mutating func finalize() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Self.digestByteCount)
        digest.withUnsafeMutableBufferPointer { buffer in _ = SHA256_Final(buffer.baseAddress, &context) }
        SHA256_Init(&context)
        return digest
    }

    // MARK: One-shot API

    /// The SHA-256 digest (32 bytes) of `data`.
    public static func hash(_ data: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(data)
        return hasher.finalize()
    }

    /// The SHA-256 digest of `data` as 64 lowercase hexadecimal characters.
    public static func hexDigest(_ data: some Sequence<UInt8>) -> String {
        hex(hash(data))
    }

    /// The SHA-256 digest of the UTF-8 encoding of `string`, as lowercase hexadecimal.
    public static func hexDigest(of string: String) -> String {
        hexDigest(string.utf8)
    }

    /// Lowercase hexadecimal rendering of `bytes`.
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits: StaticString = "0123456789abcdef"
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        digits.withUTF8Buffer { digits in
            for byte in bytes {
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0f)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
