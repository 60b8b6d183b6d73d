import FitTodayData
import FitTodayDeploy
import FitTodayHashing
import FitTodaySystem
import Foundation

/// The upload form `fittoday serve` answers `/inbox.json` with, in place of any file of the site: the page posts its
/// log to the server itself, with a token made when the server started. The token keeps out a page of any other
/// site open in the same browser: such a page may post to the server, but it cannot read `/inbox.json` (no other
/// origin is allowed to), so it never has the token. Made in memory and never written: a later `deploy` has
/// nothing of it to publish.
final class PreviewInboxForm: @unchecked Sendable {
    /// Where the page posts, on the server's own origin.
    static let url = "/__inbox"
    /// The folder of the form's keys: one person's, as in a store's inbox.
    static let keyPrefix = "me/"
    /// How long a token serves, as a store's form would.
    static let lifetime: TimeInterval = 7 * 86_400

    // Guarded by `lock`: connections read them, and the first one past the expiry makes new ones.
    private var token: [UInt8]
    private var expires: Date
    private let lock = NSLock()

    init(now: Date) {
        (token, expires) = Self.fresh(now: now)
    }

    /// 32 bytes from the system's random source (`getrandom` on Linux), in hexadecimal: what the page must send back.
    private static func fresh(now: Date) -> (token: [UInt8], expires: Date) {
        var random = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &random) }
        return (Array(SHA256.hex(bytes).utf8), now.addingTimeInterval(lifetime))
    }

    /// The form the page reads at `now`; past the token's expiry a new token is made, and the old one refused.
    func json(now: Date) -> OrderedJSON {
        let (token, expires) = lock.withLock { () -> ([UInt8], Date) in
            if now >= self.expires { (self.token, self.expires) = Self.fresh(now: now) }
            return (self.token, self.expires)
        }
        return .object([
            ("url", .string(Self.url)),
            ("fields", .object([("token", .string(String(decoding: token, as: UTF8.self)))])),
            ("key_prefix", .string(Self.keyPrefix)),
            ("expires", .string(S3PostPolicy.isoTime(expires))),
            // The page shows the history the server has just rebuilt.
            ("reload", .bool(true)),
        ])
    }

    /// Whether `sent` is the token, unexpired at `now`. Compared in constant time: how long a refusal takes tells
    /// nothing of how much of a guess was right.
    func accepts(_ sent: [UInt8], now: Date) -> Bool {
        let (token, expires) = lock.withLock { () -> ([UInt8], Date) in (self.token, self.expires) }
        guard now < expires, sent.count == token.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(sent, token) { difference |= left ^ right }
        return difference == 0
    }
}
