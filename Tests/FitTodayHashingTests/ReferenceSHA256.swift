/// The pure-Swift SHA-256 FitToday used before it called libcrypto, kept as the reference the new one is
/// compared with on random data.
struct ReferenceSHA256: Sendable {
    /// Size of a digest in bytes.
    static let digestByteCount = 32
    /// Size of a message block in bytes.
    static let blockByteCount = 64

    private var state: State = .initial
    /// Bytes not yet compressed (always fewer than 64).
    private var pending: [UInt8] = []
    /// Total number of bytes fed so far.
    private var byteCount: UInt64 = 0

    /// Creates a hasher with the standard initial state.
    init() {
        pending.reserveCapacity(Self.blockByteCount)
    }

    // MARK: Incremental API

    /// Feeds raw bytes to the hasher.
    mutating func update(bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        byteCount &+= UInt64(bytes.count)
        var input = bytes[...]
        if !pending.isEmpty {
            let take = min(Self.blockByteCount - pending.count, input.count)
            pending.append(contentsOf: input.prefix(take))
            input = input.dropFirst(take)
            guard pending.count == Self.blockByteCount else { return }
            pending.withUnsafeBytes { Self.compress(&state, blocks: $0) }
            pending.removeAll(keepingCapacity: true)
        }
        let fullBlocks = input.count / Self.blockByteCount * Self.blockByteCount
        if fullBlocks > 0 {
            let base = UnsafeRawBufferPointer(rebasing: input.prefix(fullBlocks))
            Self.compress(&state, blocks: base)
        }
        pending.append(contentsOf: input.dropFirst(fullBlocks))
    }

    /// Feeds a sequence of bytes (`Data`, `[UInt8]`, `String.UTF8View`, …) to the hasher.
    /// Contiguous collections are hashed in place without copying.
    mutating func update(_ data: some Sequence<UInt8>) {
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
    mutating func finalize() -> [UInt8] {
        let bitLength = byteCount &* 8
        var tail = pending
        tail.append(0x80)
        let zeros = (Self.blockByteCount + 56 - tail.count % Self.blockByteCount) % Self.blockByteCount
        tail.append(contentsOf: repeatElement(0, count: zeros))
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        tail.withUnsafeBytes { Self.compress(&state, blocks: $0) }
        let digest = state.bytes
        self = ReferenceSHA256()
        return digest
    }

    // MARK: One-shot API

    /// The SHA-256 digest (32 bytes) of `data`.
    static func hash(_ data: some Sequence<UInt8>) -> [UInt8] {
        var hasher = ReferenceSHA256()
        hasher.update(data)
        return hasher.finalize()
    }

    /// The SHA-256 digest of `data` as 64 lowercase hexadecimal characters.
    static func hexDigest(_ data: some Sequence<UInt8>) -> String {
        hex(hash(data))
    }

    /// The SHA-256 digest of the UTF-8 encoding of `string`, as lowercase hexadecimal.
    static func hexDigest(of string: String) -> String {
        hexDigest(string.utf8)
    }

    /// Lowercase hexadecimal rendering of `bytes`.
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Compression

    private struct State: Sendable {
        var h0, h1, h2, h3, h4, h5, h6, h7: UInt32

        static let initial = State(
            h0: 0x6a09e667, h1: 0xbb67ae85, h2: 0x3c6ef372, h3: 0xa54ff53a,
            h4: 0x510e527f, h5: 0x9b05688c, h6: 0x1f83d9ab, h7: 0x5be0cd19
        )

        var bytes: [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(32)
            for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
                out.append(UInt8(truncatingIfNeeded: word >> 24))
                out.append(UInt8(truncatingIfNeeded: word >> 16))
                out.append(UInt8(truncatingIfNeeded: word >> 8))
                out.append(UInt8(truncatingIfNeeded: word))
            }
            return out
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x >> n) | (x << (32 &- n))
    }

    /// Compresses every whole 64-byte block of `blocks` into `state`.
    private static func compress(_ state: inout State, blocks: UnsafeRawBufferPointer) {
        let blockCount = blocks.count / blockByteCount
        guard blockCount > 0 else { return }
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                var s = state
                for block in 0..<blockCount {
                    let offset = block * blockByteCount
                    for t in 0..<16 {
                        w[t] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: offset + t * 4, as: UInt32.self))
                    }
                    for t in 16..<64 {
                        let x = w[t - 15], y = w[t - 2]
                        let s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3)
                        let s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >> 10)
                        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                    }
                    var a = s.h0, b = s.h1, c = s.h2, d = s.h3
                    var e = s.h4, f = s.h5, g = s.h6, h = s.h7
                    for t in 0..<64 {
                        let sigma1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                        let choose = (e & f) ^ (~e & g)
                        let t1 = h &+ sigma1 &+ choose &+ k[t] &+ w[t]
                        let sigma0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let t2 = sigma0 &+ majority
                        h = g; g = f; f = e; e = d &+ t1
                        d = c; c = b; b = a; a = t1 &+ t2
                    }
                    s.h0 &+= a; s.h1 &+= b; s.h2 &+= c; s.h3 &+= d
                    s.h4 &+= e; s.h5 &+= f; s.h6 &+= g; s.h7 &+= h
                }
                state = s
            }
        }
    }
}
