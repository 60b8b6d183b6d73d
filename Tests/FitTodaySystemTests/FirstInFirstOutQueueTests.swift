import FitTodaySystem
import Testing

/// The queue the image cache's limiter and the tests' waiting threads take from: first in, first out, and as good
/// as new once emptied.
@Suite struct FirstInFirstOutQueueTests {
    @Test func elementsComeOutInTheOrderTheyWentIn() {
        var queue = FirstInFirstOutQueue<Int>()
        #expect(queue.isEmpty && queue.popFirst() == nil)
        for value in 1...3 { queue.append(value) }
        #expect(queue.count == 3 && queue.popFirst() == 1)
        queue.append(4)
        #expect([queue.popFirst(), queue.popFirst(), queue.popFirst()] == [2, 3, 4])
        #expect(queue.isEmpty && queue.count == 0 && queue.popFirst() == nil)
        // Emptied, it starts again from the front.
        queue.append(5)
        queue.append(6)
        #expect(queue.count == 2 && queue.popFirst() == 5 && queue.popFirst() == 6 && queue.isEmpty)
    }

    @Test func aLongRunOfTakesAndPutsKeepsTheOrder() {
        var queue = FirstInFirstOutQueue<Int>()
        var taken: [Int] = []
        var next = 0
        for round in 0..<200 {
            for _ in 0..<(round % 5 + 1) {
                queue.append(next)
                next += 1
            }
            for _ in 0..<(round % 3 + 1) { if let value = queue.popFirst() { taken.append(value) } }
        }
        while let value = queue.popFirst() { taken.append(value) }
        #expect(taken == Array(0..<next))
    }
}
