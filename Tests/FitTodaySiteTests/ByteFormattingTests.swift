import FitTodayDomain
import Testing
@testable import FitTodaySite

/// Texts every session and history row has are written on bytes; they must read exactly as the String-built
/// forms they replace.
@Suite struct ByteFormattingTests {
    @Test func dateTimesReadAsTheirParts() {
        var moments = [LocalDateTime(secondsSinceEpoch: 0), LocalDateTime("2026-11-20 07:05:09")!, LocalDateTime("0999-01-02 23:59:00")!]
        for seconds in stride(from: -90_000_000_000, through: 90_000_000_000, by: 7_777_777_777) {
            moments.append(LocalDateTime(secondsSinceEpoch: seconds))
        }
        for moment in moments {
            for locale in AppLocale.allCases {
                #expect(DateText.tableWithTime(moment, locale) == DateText.table(moment.date, locale) + " " + moment.timeOfDay, "\(moment)")
            }
        }
        #expect(DateText.tableWithTime(LocalDateTime("2026-11-20 07:05:09")!, .ptBR) == "20/11/2026 07:05")
        #expect(DateText.tableWithTime(LocalDateTime("2026-11-20 07:05:09")!, .en) == "11/20/2026 07:05")
    }

    @Test func thousandsAreGroupedFromTheRight() {
        let cases: [(Double, String)] = [(0, "0"), (7, "7"), (999.4, "999"), (999.5, "1.000"), (1234, "1.234"), (24855, "24.855"),
                                         (1_234_567, "1.234.567"), (-5, "-5"), (-123, "-123"), (-999.4, "-999"), (-1234, "-1.234"),
                                         (-123_456, "-123.456"), (-0.4, "0")]
        for (value, expected) in cases {
            #expect(NumberText.thousands(value, .ptBR) == expected, "\(value)")
            #expect(NumberText.thousands(value, .en) == expected.replacingOccurrences(of: ".", with: ","), "\(value)")
        }
    }

    /// ASCII texts take the byte path; the same text with a final "é" (not a combining mark: it changes no earlier
    /// Character) takes the Character path, and both must agree.
    @Test func asciiInstructionsAreMadeSafeAsOnCharacters() {
        let texts = ["", "plain", "[link](http://x.y) <b> & \\ @me www.site WwW.x ww.x .www", "a:/b a:// ://", "1. one\r\n2. two\r\n\r\nwww.",
                     "w\r\nww.x", "@", "x@y.z", "www.", "...www...", "::////"]
        for text in texts {
            let ascii = SafeMarkdown.neutralizingLinks(text)
            let characters = SafeMarkdown.neutralizingLinks(text + "é")
            #expect(ascii + "é" == characters, "\(text)")
        }
        #expect(SafeMarkdown.neutralizingLinks("see www.site or http://x @me") == "see www\\.site or http\\://x \u{2060}@me")
    }
}
