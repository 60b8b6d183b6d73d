/// A short, order-independent digest of a site's file list, kept in the manifest instead of the list itself:
/// reading and comparing 20 000 paths costs more than the rest of a rebuild with nothing to do.
///
/// Two FNV-1a hashes per path (different offsets), summed and xored over the paths, with the count. It only
/// has to tell a complete site from one with files missing or added by hand, not resist an adversary.
enum SiteFileDigest {
    static func of(_ paths: some Sequence<String>) -> String {
        var count = 0
        var sum: (UInt64, UInt64) = (0, 0)
        var mix: (UInt64, UInt64) = (0, 0)
        for path in paths {
            var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x8422_2325_cbf2_9ce4
            for byte in path.utf8 {
                first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            count += 1
            sum = (sum.0 &+ first, sum.1 &+ second)
            mix = (mix.0 ^ first, mix.1 ^ second)
        }
        return "\(count)-\(hex(sum.0))\(hex(sum.1))\(hex(mix.0))\(hex(mix.1))"
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.utf8.count) + digits
    }
}
