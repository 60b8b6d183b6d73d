import FitTodaySystem
import Testing

@Suite struct ByteOrderTests {
    /// The same order as comparing the UTF-8 bytes one by one, for small (inline) and large strings, prefixes,
    /// equal strings and text beyond ASCII.
    @Test func ordersAsTheBytesDo() {
        let samples = ["", "a", "b", "ab", "abc", "abd", "sessions/10/index.html", "sessions/9/index.html", "sessions/10/index.md",
                       "sessões/1/index.html", "sessoes/1/index.html", "é", "e\u{301}", "z", "Z", "exercises/a-very-long-exercise-name-beyond-fifteen/index.html",
                       "exercises/a-very-long-exercise-name-beyond-fifteen/index.md", "\u{1F3CB}", "a\u{0}b", "a\u{0}"]
        for first in samples {
            for second in samples {
                #expect(ByteOrder.precedes(first, second) == first.utf8.lexicographicallyPrecedes(second.utf8), "\(first) < \(second)")
            }
        }
        // As a sort's comparison: the same sequence.
        let sorted = samples.sorted(by: ByteOrder.precedes)
        #expect(sorted == samples.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(sorted.first == "" && sorted.contains("e\u{301}"))
    }
}
