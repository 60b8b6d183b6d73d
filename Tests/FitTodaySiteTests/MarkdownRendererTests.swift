import FitTodaySite
import Testing

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    @Test func rendersGitHubExtensions() {
        let html = renderer.html("""
        | a | b |
        |---|---|
        | 1 | 2 |

        ~~velho~~ e https://example.com

        - [x] feito
        - [ ] a fazer
        """)
        #expect(html.contains("<table>"))
        #expect(html.contains("<td>1</td>"))
        #expect(html.contains("<del>velho</del>"))
        #expect(html.contains("<a href=\"https://example.com\">https://example.com</a>"))
        #expect(html.contains("type=\"checkbox\""))
        #expect(html.contains("checked"))
    }

    @Test func omitsRawHTMLAndScriptLinks() {
        let html = renderer.html("Oi <script>alert(1)</script>\n\n<div onclick=\"x()\">bloco</div>\n\n[clique](javascript:alert(1))")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<div"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func emptyTextGivesNothing() {
        #expect(renderer.html("") == "")
        #expect(renderer.html("**forte**") == "<p><strong>forte</strong></p>\n")
    }
}
