import Testing
@testable import FitTodaySite

/// Issue #29: embedded text keeps the page's outline.
@Suite struct MarkdownOutlineTests {
    @Test func headingsGoBelowTheHeadingThatHoldsThem() {
        let text = "Intro.\n\n1. Step.\n\n## Segurança\n- Tip.\n\n### Detalhe\nMais."
        #expect(MarkdownOutline.nested(text, below: 3) == "Intro.\n\n1. Step.\n\n#### Segurança\n- Tip.\n\n##### Detalhe\nMais.")
        #expect(MarkdownOutline.nested(text, below: 2) == "Intro.\n\n1. Step.\n\n### Segurança\n- Tip.\n\n#### Detalhe\nMais.")
        // Already below: as written.
        #expect(MarkdownOutline.nested(text, below: 1) == text)
        #expect(MarkdownOutline.nested("# A\n###### B", below: 3) == "#### A\n###### B")
    }

    @Test func onlyRealHeadingsMove() {
        let text = "#hashtag\n    ## indented code\n```\n## in a fence\n```\n\\## escaped\n## Real"
        #expect(MarkdownOutline.nested(text, below: 2) == "#hashtag\n    ## indented code\n```\n## in a fence\n```\n\\## escaped\n### Real")
        #expect(MarkdownOutline.nested("No headings at all.", below: 3) == "No headings at all.")
    }

    /// Lines end at every line feed, a Windows file's included (its carriage return stays with the line).
    @Test func windowsLineEndsAndAccentsAreKept() {
        let text = "Técnica.\r\n## Segurança\r\nCostas retas.\r\n### Respiração\r\nSolte o ar."
        #expect(MarkdownOutline.nested(text, below: 3) == "Técnica.\r\n#### Segurança\r\nCostas retas.\r\n##### Respiração\r\nSolte o ar.")
    }
}
