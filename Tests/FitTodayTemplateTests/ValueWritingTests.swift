import Testing
@testable import FitTodayTemplates

/// Random values written by both engines in HTML, raw, Markdown and as list elements: the renderer writes long
/// strings straight from their storage and short ones from a copy, skips Markdown escaping's walk up to the first
/// byte it could act on, and writes numbers without making a String, and each of those must give swift-mustache's
/// bytes.
@Suite struct ValueWritingTests {
    /// Every byte the escapers look at, digits (Markdown's numbered-list rule), letters (`www.`), multi-byte and
    /// combining characters (`Character` boundaries) and line breaks.
    private static let pieces = ["<", ">", "&", "\"", "'", "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!", "{", "}", "+", "-", "=",
                                 ":", "/", ".", ")", "@", "\n", "\t", "\r", "\r\n", " ", "1", "2", "0", "9", "a", "w", "www", "://",
                                 "é", "e\u{301}", "<\u{338}", "\u{600}", "ç ã", "—", "😀", "kg", "Supino reto com barra"]
    private static let template = "{{x}}|{{{x}}}|{{#l}}{{.}};{{/l}}|{{n}}|{{>m}}"
    private static let markdownPartial = "{{% CONTENT_TYPE: MARKDOWN}}{{x}}|{{#l}}{{.}};{{/l}}|{{n}}|{{{x}}}"

    @Test(arguments: 0..<4)
    func randomValuesAreWrittenLikeSwiftMustache(batch: Int) throws {
        var random = SplitMix(seed: UInt64(batch) &* 104_729 &+ 7)
        let numbers = [0, 7, 9, 10, -1, -10, 42, 1_234_567, Int.max, Int.min]
        for _ in 0..<150 {
            let strings = (0..<3).map { _ in Self.value(&random) }
            let context = TemplateObject([
                "x": .string(strings[0]), "l": .list([.string(strings[1]), .string(strings[2]), .int(numbers.randomElement(using: &random)!)]),
                "n": .int(numbers.randomElement(using: &random)!),
            ])
            let (ours, theirs) = try BothEngines.render(Self.template, context, partials: ["m": Self.markdownPartial])
            #expect(ours == theirs, "values: \(strings.map(\.debugDescription)); ours \(ours.debugDescription), theirs \(theirs.debugDescription)")
            if ours != theirs { return }
        }
    }

    /// Short (inline) and long (stored) strings alike: from nothing to a few dozen bytes.
    private static func value(_ random: inout SplitMix) -> String {
        let count = Int.random(in: 0...12, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
}
