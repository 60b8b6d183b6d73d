import CLibCrypto
import Foundation

/// HMAC-SHA256 (RFC 2104 over FIPS 180-4), computed by the system's libcrypto: the keyed hash AWS Signature V4
/// chains to derive its signing key and sign a request.
public enum HMACSHA256 {
    /// The 32-byte HMAC-SHA256 of `message` under `key`.
    public static func authenticationCode(key: some Sequence<UInt8>, message: some Sequence<UInt8>) -> [UInt8] {
        let keyBytes = Array(key)
        let messageBytes = Array(message)
        var output = [UInt8](repeating: 0, count: SHA256.digestByteCount)
        var length: UInt32 = 0
        keyBytes.withUnsafeBytes { keyBuffer in
            messageBytes.withUnsafeBufferPointer { messageBuffer in
                output.withUnsafeMutableBufferPointer { out in
                    // A null pointer for an empty key or message is what HMAC() expects; a dangling one is not.
                    let empty: [UInt8] = [0]
                    empty.withUnsafeBufferPointer { zero in
                        _ = HMAC(EVP_sha256(), keyBuffer.baseAddress ?? UnsafeRawPointer(zero.baseAddress!), Int32(keyBuffer.count),
                                 messageBuffer.baseAddress ?? zero.baseAddress!, messageBuffer.count, out.baseAddress, &length)
                    }
                }
            }
        }
        return output
    }
}
