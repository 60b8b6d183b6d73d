@testable import FitTodayData
import Foundation
import Testing

/// The loader trims fields without Foundation; the result must stay what `trimmingCharacters(in:)` gave.
@Suite struct ContentTextTests {
    /// Every scalar either set of Foundation holds, and some that look like white space but are not in them.
    static let candidates: [Unicode.Scalar] = (Array(0x00...0x20) + [0x7F, 0x85, 0xA0, 0xAD, 0x1680, 0x180E]
        + Array(0x2000...0x200F) + [0x2028, 0x2029, 0x202F, 0x205F, 0x2060, 0x3000, 0xFEFF]).compactMap(Unicode.Scalar.init)

    @Test func everyWhiteSpaceScalarIsTrimmedAsFoundationDoes() {
        for scalar in Self.candidates {
            for text in ["\(scalar)a b\(scalar)", "\(scalar)\(scalar)", "x\(scalar)y", "\(scalar)é\u{301}\(scalar)\(scalar)"] {
                #expect(ContentText.trimmed(text) == text.trimmingCharacters(in: .whitespaces), "U+\(String(scalar.value, radix: 16))")
                #expect(ContentText.trimmed(text, newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines),
                        "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test func randomTextIsTrimmedAsFoundationDoes() {
        var generator = SystemRandomNumberGenerator()
        let pieces = Self.candidates.map { String($0) } + ["a", "Ç", "😀", "\u{301}", "texto", "\r\n"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(ContentText.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
            #expect(ContentText.trimmed(text, newlines: true) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
