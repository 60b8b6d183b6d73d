import Mustache
import Testing
@testable import FitTodayTemplates

/// Every kind of syntax error, with the template it is in and the line of the faulty tag.
@Suite struct ErrorTests {
    struct Example: Sendable, CustomStringConvertible {
        let text: String
        let line: Int
        let kind: TemplateSyntaxError.Kind
        /// swift-mustache fails on it too (it accepts a dangling "{{" and unknown partials).
        let mustacheRejects: Bool
        var description: String { text.debugDescription }

        init(_ text: String, line: Int, _ kind: TemplateSyntaxError.Kind, mustacheRejects: Bool = true) {
            self.text = text
            self.line = line
            self.kind = kind
            self.mustacheRejects = mustacheRejects
        }
    }

    static let examples: [Example] = [
        Example("one\ntwo {{name\nthree", line: 2, .unclosedTag),
        Example("one\n{{! a comment that never ends\n\n", line: 2, .unclosedTag),
        Example("a\nb\n{{{raw}}", line: 3, .unclosedTag),
        Example("{{a b}}", line: 1, .unclosedTag),
        Example("{{#x}}\n{{ä}}\n{{/x}}", line: 2, .unclosedTag),
        Example("text ends in a brace {", line: 1, .unclosedTag),
        Example("a\n{{", line: 2, .unclosedTag, mustacheRejects: false),
        Example("a {{\nb}}", line: 1, .unclosedTag, mustacheRejects: false),
        Example("a\n{{=<% %>=}}\n<%name", line: 3, .unclosedTag),
        Example("a\n{{#sec}}\nb\n", line: 2, .unclosedSection("sec")),
        Example("{{^inv}}\n{{#ok}}{{/ok}}", line: 1, .unclosedSection("inv")),
        Example("{{#outer}}\n  {{#inner}}\n{{/outer}}", line: 3, .mismatchedClose(expected: "inner", found: "outer")),
        Example("{{$block}}\n\nx", line: 1, .unclosedSection("block")),
        Example("\n{{<layout}}\n{{$content}}{{/content}}\n", line: 2, .unclosedSection("layout")),
        Example("{{#a}}\n{{/b}}", line: 2, .mismatchedClose(expected: "a", found: "b")),
        Example("{{<layout}}{{/layuot}}", line: 1, .mismatchedClose(expected: "layout", found: "layuot")),
        Example("x\n\n{{/a}}", line: 3, .unexpectedClose("a")),
        Example("{{#a}}{{/a}}\n{{/a}}", line: 2, .unexpectedClose("a")),
        Example("a\n{{=<%%>=}}", line: 2, .badDelimiters),
        Example("{{=<% %>}}\n", line: 1, .badDelimiters),
        Example("{{= =}}", line: 1, .badDelimiters),
        Example("a\n\n{{% CONTENT_TYPE: XML}}", line: 3, .unknownPragma("CONTENT_TYPE: XML")),
        Example("{{%FOO}}", line: 1, .unknownPragma("FOO")),
        Example("{{% COLOR: HTML }}", line: 1, .unknownPragma("COLOR: HTML")),
        Example("{{% CONTENT_TYPE: HTML", line: 1, .unclosedTag),
    ]

    @Test(arguments: examples)
    func reportsTemplateLineAndKind(_ example: Example) {
        #expect(throws: TemplateSyntaxError(template: "broken.html", line: example.line, kind: example.kind)) {
            try TemplateSet(templates: [("fine.html", "{{ok}}"), ("broken.html", example.text)])
        }
        if example.mustacheRejects {
            #expect(throws: (any Error).self) { try MustacheTemplate(string: example.text) }
        } else {
            #expect(throws: Never.self) { try MustacheTemplate(string: example.text) }
        }
    }

    @Test func unknownPartialIsReportedWhereItIsUsed() {
        #expect(throws: TemplateSyntaxError(template: "page.html", line: 3, kind: .unknownTemplate("card.html"))) {
            try TemplateSet(templates: [("page.html", "a\n{{#list}}\n  {{> card.html}}\n{{/list}}\n"), ("cards.html", "")])
        }
    }

    @Test func unknownParentIsReportedWhereItIsUsed() {
        #expect(throws: TemplateSyntaxError(template: "page.md", line: 2, kind: .unknownTemplate("layout.md"))) {
            try TemplateSet(templates: [("page.md", "{{% CONTENT_TYPE: MARKDOWN}}\n{{<layout.md}}\n{{$content}}\n{{/content}}\n{{/layout.md}}\n")])
        }
    }

    @Test func unknownPartialInsideAnOverrideIsFound() {
        #expect(throws: TemplateSyntaxError(template: "page", line: 2, kind: .unknownTemplate("nope"))) {
            try TemplateSet(templates: [("layout", "{{$b}}{{/b}}"), ("page", "{{<layout}}{{$b}}\n{{>nope}}\n{{/b}}{{/layout}}")])
        }
    }

    @Test func dynamicNamesAreUnknownTemplates() {
        #expect(throws: TemplateSyntaxError(template: "t", line: 1, kind: .unknownTemplate("*name"))) {
            try TemplateSet(templates: [("t", "{{>*name}}")])
        }
    }

    @Test func templatesCanReferToLaterOnes() throws {
        let set = try TemplateSet(templates: [("a", "<{{>b}}>"), ("b", "b")])
        #expect(set.render("a", [:]) == Array("<b>".utf8))
    }

    @Test func theFirstSyntaxErrorWinsOverUnknownNames() {
        // Names are checked only once every template has parsed.
        #expect(throws: TemplateSyntaxError(template: "second", line: 2, kind: .unclosedSection("x"))) {
            try TemplateSet(templates: [("first", "{{>missing}}"), ("second", "\n{{#x}}"), ("third", "{{/y}}")])
        }
    }

    @Test func theFirstTemplateWithAnUnknownNameWins() {
        #expect(throws: TemplateSyntaxError(template: "first", line: 1, kind: .unknownTemplate("nope1"))) {
            try TemplateSet(templates: [("first", "{{>nope1}}{{>nope2}}"), ("second", "{{>nope3}}")])
        }
    }

    @Test func linesCountCarriageReturnLineFeedOnce() {
        #expect(throws: TemplateSyntaxError(template: "t", line: 3, kind: .unexpectedClose("x"))) {
            try TemplateSet(templates: [("t", "a\r\nb\r\n{{/x}}")])
        }
    }
}
