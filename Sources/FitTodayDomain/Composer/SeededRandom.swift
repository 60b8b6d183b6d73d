import FitTodayHashing

/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so that plans and
/// sample data come out the same on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// Seeds from text, for example a date and a profile.
    public init(seedText: String) {
        let digest = SHA256.hash(Array(seedText.utf8))
        state = digest.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
