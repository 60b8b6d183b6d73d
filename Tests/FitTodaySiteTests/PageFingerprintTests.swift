@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodayHashing
import Foundation
import Testing

/// A page's fingerprint is the first 88 bits of its SHA-256 in 15 characters of base64url, the same in every run.
@Suite struct PageFingerprintTests {
    /// RFC 4648's base64url of `bytes`, without padding: the reference the fingerprint's text is checked against.
    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    @Test func theTextIsTheDigestsFirst88BitsInBase64URL() {
        var seen = Set<String>()
        for (index, title) in ["Hoje", "Histórico", "", "ção é", String(repeating: "x", count: 5_000)].enumerated() {
            let fingerprint = PageFingerprint(epoch: "e\(index)", path: "history/sessions/\(index).html", kind: SessionPageModel.kind, title: title)
            let text = fingerprint.text
            #expect(text.utf8.count == PageFingerprint.textLength)
            #expect(text == fingerprint.text, "the same every time it is asked")
            // The digest of the same fields, by hand: every field length-prefixed (LEB128; all here but the long title fit in one byte).
            var digest = SHA256()
            for field in ["e\(index)", "history/sessions/\(index).html", SessionPageModel.kind.rawValue, title] {
                var count = UInt(field.utf8.count)
                while count >= 0x80 {
                    digest.update([UInt8(truncatingIfNeeded: count) | 0x80])
                    count >>= 7
                }
                digest.update([UInt8(count)])
                digest.update(field.utf8)
            }
            // 11 bytes are 88 bits: base64url spells them in 15 characters, the last one padded.
            #expect(text == Self.base64URL(Array(digest.finalize().prefix(11))))
            seen.insert(text)
        }
        #expect(seen.count == 5)
    }
}
