@testable import FitTodayTemplates

/// Makes random templates out of the pieces whose whitespace handling is subtle (standalone tags, indentation,
/// blanks, "\r\n", delimiters, pragmas, partials, parents and blocks), to compare the engine with swift-mustache
/// far beyond hand-written examples.
struct TemplateFuzzer {
    private var random: SplitMix
    private var open = "{{"
    private var close = "}}"

    /// Names that resolve to scalars only (or nothing): lists and objects as variables are a known difference.
    private static let variables = ["x", "y", "s", "n", "b", "f", "z", "missing", "o.x", "a.b", ".x", "x "]
    private static let sections = ["s", "l", "b", "f", "o", "e", "missing", "n", "x", "a", "l"]
    private static let texts = ["a", "bc", " ", "  ", "\t", "\n", "\n", "\n", "\r\n", "<&>", "é", "|", "\\", "x y", "}", "\"'", "ç ã",
                                "\r", "\u{301}", " \u{301}", "\u{85}", "\u{2028}", "\u{C}", "\u{A0}"]
    // Two characters each: swift-mustache traps on an empty section closed with one-character delimiters.
    private static let delimiters = [("{{", "}}"), ("<%", "%>"), ("[[", "]]"), ("<<", ">>")]

    static let context: TemplateObject = [
        "x": "<x&y>", "y": "'q' \\| \"é\"", "s": "", "n": 0, "b": true, "f": false, "z": 42,
        "o": ["x": "ox", "z": "oz"], "l": [["x": "l1"], ["x": "l2", "y": "ly"]], "e": [], "a": ["b": "ab"],
    ]

    init(seed: UInt64) { random = SplitMix(seed: seed) }

    /// A page template, two partials and a parent with blocks `b1` and `b2`.
    mutating func templates() -> [(name: String, text: String)] {
        let partial = template(depth: 2, partials: [])
        let markdownPartial = "{{% CONTENT_TYPE: MARKDOWN}}" + pick(["", "\n", "  \n"]) + template(depth: 2, partials: [])
        let parent = template(depth: 2, partials: ["p"], blocks: true)
        let main = template(depth: 3, partials: ["p", "r", "q"], blocks: true)
        return [("main", main), ("p", partial), ("r", markdownPartial), ("q", parent)]
    }

    private mutating func template(depth: Int, partials: [String], blocks: Bool = false) -> String {
        (open, close) = ("{{", "}}")
        return sequence(depth: depth, partials: partials, blocks: blocks)
    }

    private mutating func sequence(depth: Int, partials: [String], blocks: Bool) -> String {
        var out = ""
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            out += element(depth: depth, partials: partials, blocks: blocks)
        }
        return out
    }

    private mutating func element(depth: Int, partials: [String], blocks: Bool) -> String {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<35:
            return pick(Self.texts)
        case 35..<44:
            return tag(pick(["", "", "&", " ", "& ", "\u{A0}", "\u{3000}\n"]) + pick(Self.variables), triple: false)
        case 44:
            // Combining marks where swift-mustache's characters and bytes part ways.
            return tag(pick([" \u{301}", "!\u{301}", "&\u{301}", "\u{301}"]) + pick(Self.variables), triple: false) + pick(["", "\u{301}"])
        case 45..<50:
            return tag("{" + pick(Self.variables), triple: true) + pick(["", "", "", "\u{301}"])
        case 50..<55:
            return tag(pick(["! comment ", "!", "!\nmulti\nline\n"]), triple: false)
        case 55..<72 where depth > 0:
            let name = pick(Self.sections)
            let kind = pick(["#", "#", "^"])
            return scoped(opening: kind + name, closing: name) {
                $0.sequence(depth: depth - 1, partials: partials, blocks: blocks)
            }
        case 72..<78:
            let (start, end) = pick(Self.delimiters)
            let text = tag("=" + pick(["", " "]) + start + " " + end + pick(["", " "]) + "=", triple: false)
            (open, close) = (start, end)
            return text
        case 78..<82:
            return tag("% CONTENT_TYPE: " + pick(["TEXT", "HTML", "MARKDOWN"]), triple: false)
        case 82..<89 where !partials.isEmpty:
            return pick(["", " ", "  ", "\n", "\n  "]) + tag(">" + pick(["", " "]) + pick(partials), triple: false) + pick(["", "\n", " \n", "x"])
        case 89..<94 where blocks && depth > 0:
            let name = pick(["b1", "b2"])
            return pick(["", "  ", "\n", "\n "]) + scoped(opening: "$" + name, closing: name) {
                $0.sequence(depth: depth - 1, partials: partials, blocks: blocks)
            }
        case 94..<100 where partials.contains("q") && depth > 0:
            return pick(["", "  ", "\n"]) + scoped(opening: "<q", closing: "q") { fuzzer in
                var body = ""
                for _ in 0..<Int.random(in: 0...3, using: &fuzzer.random) {
                    body += fuzzer.pick(["", "\n", "  ", " \n", "text"])
                    let name = fuzzer.pick(["b1", "b2"])
                    body += fuzzer.scoped(opening: "$" + name, closing: name) {
                        // No blocks in an override: one that expands itself sends swift-mustache into endless recursion.
                        $0.sequence(depth: depth - 1, partials: ["p"], blocks: false)
                    }
                }
                return body + fuzzer.pick(["", "\n", "  \n"])
            }
        default:
            return pick(Self.texts)
        }
    }

    /// `{{open}}body{{/close}}`; delimiters set inside last only to the end of the section, as in swift-mustache.
    private mutating func scoped(opening: String, closing: String, body: (inout TemplateFuzzer) -> String) -> String {
        let (savedOpen, savedClose) = (open, close)
        var text = tag(opening.prefix(1) + pick(["", " "]) + opening.dropFirst(), triple: false)
        text += pick(["", "\n", "  \n", "\r\n", " "])
        text += body(&self)
        text += pick(["", "\n", "\n  ", "  "])
        text += tag("/" + closing, triple: false)
        (open, close) = (savedOpen, savedClose)
        return text
    }

    private func tag(_ content: String, triple: Bool) -> String {
        open + content + close + (triple ? "}" : "")
    }

    private mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &random)]
    }
}
