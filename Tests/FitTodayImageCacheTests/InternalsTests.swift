@testable import FitTodayImageCache
import Foundation
import Testing

@Suite("Internals: LRU list and header parsing")
struct InternalsTests {
    @Test("LRU list keeps recency order and total cost")
    func lruList() {
        var list = LRUList<String>()
        list.insert("a", cost: 1)
        list.insert("b", cost: 2)
        list.insert("c", cost: 3)
        #expect(list.keysFromLeastRecent == ["a", "b", "c"])
        #expect(list.totalCost == 6)
        list.touch("a")
        #expect(list.keysFromLeastRecent == ["b", "c", "a"])
        list.insert("c", cost: 10)  // re-insert updates cost and recency
        #expect(list.keysFromLeastRecent == ["b", "a", "c"])
        #expect(list.totalCost == 13)
        #expect(list.popLeastRecent()?.key == "b")
        #expect(list.remove("c") == 10)
        #expect(list.remove("zzz") == nil)
        #expect(list.keysFromLeastRecent == ["a"])
        #expect(list.totalCost == 1)
        list.touch("missing")
        #expect(list.count == 1)
        list.removeAll()
        #expect(list.isEmpty && list.totalCost == 0 && list.leastRecent == nil)
    }

    @Test("Cache-Control max-age", arguments: [
        ("max-age=3600", 3600.0 as Double?), ("public, max-age=60, immutable", 60), ("MAX-AGE = 5", 5),
        ("no-cache", 0), ("no-store, max-age=100", 0), ("max-age=\"7\"", 7), ("private", nil), ("max-age=abc", nil),
    ])
    func cacheControl(_ header: String, _ expected: Double?) {
        #expect(HTTPHeaderParsing.maxAge(cacheControl: header) == expected)
    }

    @Test("Retry-After in seconds and in the three HTTP date formats")
    func retryAfter() throws {
        let now = try #require(HTTPHeaderParsing.httpDate("Sun, 06 Nov 1994 08:49:37 GMT"))
        #expect(HTTPHeaderParsing.retryAfter("120", now: now) == 120)
        #expect(HTTPHeaderParsing.retryAfter(" 3 ", now: now) == 3)
        #expect(HTTPHeaderParsing.retryAfter("Sun, 06 Nov 1994 08:49:47 GMT", now: now) == 10)
        #expect(HTTPHeaderParsing.retryAfter("Sunday, 06-Nov-94 08:49:57 GMT", now: now) == 20)
        #expect(HTTPHeaderParsing.retryAfter("Sun Nov  6 08:50:07 1994", now: now) == 30)
        #expect(HTTPHeaderParsing.retryAfter("Sun, 06 Nov 1994 08:00:00 GMT", now: now) == 0)  // in the past
        #expect(HTTPHeaderParsing.retryAfter("soon", now: now) == nil)
        #expect(HTTPHeaderParsing.retryAfter(nil, now: now) == nil)
    }
}
