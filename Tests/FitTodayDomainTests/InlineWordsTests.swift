import Foundation
import Testing

/// No user-facing text is written inline any more: every message, label and help text lives in the catalogues
/// (Sources/FitTodayDomain/Words/). This lists every leftover two-language call with a literal, by file and line.
@Suite struct InlineWordsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// `locale.pick("…", …)`, `t("…", …)` (after `let t = locale.pick`), `HelpLanguage.text("…", …)` and
    /// `HelpLanguage.help("…", …)`: a call whose first argument is a string literal.
    static var inlineCall: Regex<Substring> {
        /(?:\.pick|(?:^|[^\w.])(?:pick|t)|HelpLanguage\.text|HelpLanguage\.help)\(\s*#*"/.anchorsMatchLineEndings()
    }

    @Test func theScanRecognisesEveryFormOfTheOldCalls() {
        for call in ["locale.pick(\"Hoje\", \"Today\")", "context.locale.pick(\n    \"Oi\", \"Hi\")", "t(\"Oi\", \"Hi\")",
                     "HelpLanguage.text(\"\"\"\n", "HelpLanguage.help(#\"Oi\"#, \"Hi\")", "pick(\"Oi\", \"Hi\")"] {
            #expect(call.contains(Self.inlineCall), "\(call)")
        }
        for call in ["locale.pick(pt, en)", "locale.words.site.word.today", "format(\"%.1f\", x)", "list(\"a\")"] {
            #expect(!call.contains(Self.inlineCall), "\(call)")
        }
    }

    @Test func noTwoLanguageTextIsLeftInTheCode() throws {
        var leftovers: [String] = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        #expect(files != nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = url.path.replacingOccurrences(of: Self.sources.deletingLastPathComponent().path + "/", with: "")
            for match in text.matches(of: Self.inlineCall) {
                let line = text[..<match.range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                leftovers.append("\(relative):\(line)")
            }
        }
        #expect(leftovers.isEmpty, """
            Move these texts into Sources/FitTodayDomain/Words/pt-BR.toml and en.toml (python3 scripts/words.py \
            regenerates Words.swift) and call locale.words… instead: \(leftovers.sorted().joined(separator: ", "))
            """)
    }
}
