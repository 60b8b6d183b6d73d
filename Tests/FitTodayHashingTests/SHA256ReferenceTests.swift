import FitTodayHashing
import Testing

/// libcrypto's SHA-256 against the pure-Swift one FitToday used before (``ReferenceSHA256``): the same digest for
/// any data and any way of feeding it, so every key, file name and asset name stays what it was.
@Suite("SHA-256 against the former implementation")
struct SHA256ReferenceTests {
    @Test func randomDataGivesTheSameDigest() {
        var generator = SystemRandomNumberGenerator()
        for length in Array(0...130) + [1000, 4095, 4096, 65_537] {
            let data = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(SHA256.hash(data) == ReferenceSHA256.hash(data), "length \(length)")
            #expect(SHA256.hexDigest(data) == ReferenceSHA256.hexDigest(data))
        }
    }

    @Test func randomPiecesAndForkedHashersGiveTheSameDigest() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<60 {
            let data = (0..<Int.random(in: 0...3000, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var hasher = SHA256()
            var index = 0
            var forked: (SHA256, Int)?
            while index < data.count {
                let end = min(index + Int.random(in: 1...200, using: &generator), data.count)
                hasher.update(data[index..<end])
                index = end
                if forked == nil, Bool.random(using: &generator) { forked = (hasher, index) }
            }
            #expect(hasher.finalize() == ReferenceSHA256.hash(data))
            if var (copy, at) = forked {
                // The copy went on from where it was taken: it digests only what it had seen.
                #expect(copy.finalize() == ReferenceSHA256.hash(data[..<at]))
            }
            // After finalize the hasher starts again.
            #expect(hasher.finalize() == ReferenceSHA256.hash([UInt8]()))
        }
    }

    @Test func textGivesTheSameDigest() {
        for text in ["", "abc", "ção 😀 e\u{301}", String(repeating: "Barbell_Squat/0.jpg|", count: 300)] {
            #expect(SHA256.hexDigest(of: text) == ReferenceSHA256.hexDigest(of: text))
        }
    }
}
