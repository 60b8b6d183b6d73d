import Testing
@testable import FitTodayTemplates

/// Places where swift-mustache 2.1.1 departs from the Mustache spec and the engine follows it, because pages
/// must not change when the engine is swapped.
@Suite struct SwiftMustacheQuirkTests {
    static let quirks: [SpecCase] = [
        SpecCase("blanks at the very end of a template are dropped", "a\n  ", "a\n"),
        SpecCase("blanks before a last tag that renders nothing are kept", "a\n  {{x}}", "a\n  "),
        SpecCase("in an indented partial, only the section's first line is indented", "[\n  {{>p}}\n]\n", ["l": [1, 2]],
                 partials: ["p": "{{#l}}\nx{{.}}\n{{/l}}\n"], "[\n  x1\nx2\n]\n"),
        SpecCase("a multi-line value is not indented inside", "  {{>p}}\n", ["v": "1\n2"], partials: ["p": "a\n{{v}}\n{{v}}b\n"],
                 "  a\n  1\n2\n  1\n2b\n"),
        SpecCase("no indentation after a \\r\\n line", "  {{>p}}\r\n", partials: ["p": "a\r\nb\nc\r\n"], "  a\r\nb\n  c\r\n"),
        SpecCase("a standalone close does not make the next line standalone", "{{#a}}\nx{{/a}} {{#b}}\ny\n{{/b}}\nz",
                 ["a": true, "b": true], "xy\nz"),
        SpecCase("a block inline in its parent keeps the newline after it", "{{<p}}{{$nested}}one\ntwo\n{{/nested}}{{/p}}\n",
                 partials: ["p": "stop:\n  {{$nested}}three{{/nested}}\n"], "stop:\n  one\n  two\n\n\n"),
        SpecCase("an override loses its first line's indentation on every line", "{{<p}}\n  {{$b}}\n    one\n      two\n    three\n  {{/b}}\n{{/p}}\n",
                 partials: ["p": "[\n{{$b}}{{/b}}\n]"], "[\none\n  two\nthree\n\n]"),
        SpecCase("a lone \\r is not a line end for text", "x\r{{#a}}\r\ny{{/a}}", ["a": true], "x\r\r\ny"),
        SpecCase("a grandchild's override wins over the child's", "{{<child}}{{$b}}grandchild{{/b}}{{/child}}",
                 partials: ["child": "{{<base}}{{$b}}child{{/b}}{{/base}}", "base": "[{{$b}}base{{/b}}]"], "[grandchild]"),
        SpecCase("of two overrides of one block, the last wins", "{{<p}}{{$b}}one{{/b}}{{$b}}two{{/b}}{{/p}}", partials: ["p": "{{$b}}{{/b}}"], "two"),
        SpecCase("a combining mark makes '<' another character", "{{x}}|{{% CONTENT_TYPE: MARKDOWN}}{{x}}", ["x": "<\u{338}a&\u{301}é<"],
                 "<\u{338}a&\u{301}é&lt;|<\u{338}a&\u{301}é\\<"),
    ]

    @Test(arguments: quirks)
    func followsSwiftMustache(_ example: SpecCase) throws {
        let (ours, theirs) = try BothEngines.render(example.template, example.data, partials: example.partials)
        #expect(ours == example.expected)
        #expect(ours == theirs)
    }
}
