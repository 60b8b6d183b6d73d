import FitTodayDomain
@testable import FitTodaySite
import Testing

/// The memo behind the Markdown renderer and the nested instructions: a value is worked out once per key, a full
/// memo starts again, and what it gives is always what the function gives.
@Suite struct ProcessMemoTests {
    final class Counter: @unchecked Sendable {
        var calls = 0
    }

    @Test func aKeyIsWorkedOutOnceUntilTheMemoIsFull() {
        let memo = ProcessMemo<String, Int>(limit: 2)
        let counter = Counter()
        func length(_ text: String) -> Int { memo.value(for: text) { counter.calls += 1; return text.count } }
        #expect(length("supino") == 6 && length("supino") == 6)
        #expect(counter.calls == 1)
        #expect(length("agachamento") == 11)
        #expect(counter.calls == 2)
        // Full: emptied whole, then kept again.
        #expect(length("remada") == 6)
        #expect(length("supino") == 6)
        #expect(counter.calls == 4)
    }

    @Test func theRendererAndTheOutlineGiveTheSameTextTwice() {
        let text = "## Execução\n\nDesça a barra **devagar**.\n"
        let renderer = MarkdownRenderer()
        let first = renderer.html(text)
        #expect(first.contains("<h2>Execução</h2>") && first.contains("<strong>devagar</strong>"))
        #expect(renderer.html(text) == first)
        #expect(MarkdownOutline.nested(text, below: 3).hasPrefix("#### Execução"))
        #expect(MarkdownOutline.nested(text, below: 3) == MarkdownOutline.nested(text, below: 3))
        #expect(MarkdownOutline.nested(text, below: 1).hasPrefix("## Execução"))
    }

    @Test func aTextKeyIsItsBytes() {
        #expect(TextKey("Supino reto") == TextKey("Supino " + "reto"))
        #expect(TextKey("Supino reto").hashValue == TextKey("Supino " + "reto").hashValue)
        #expect(TextKey("Supino reto") != TextKey("Supino Reto"))
        // The same word in two Unicode spellings: two texts for the memo (the page shows the bytes it was given).
        #expect(TextKey("Execu\u{E7}\u{E3}o") != TextKey("Execuc\u{327}a\u{303}o"))
    }
}
