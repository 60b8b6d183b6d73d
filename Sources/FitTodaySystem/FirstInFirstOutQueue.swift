/// A queue taken from the front in the order it was filled, without moving the elements left on every take: a head
/// index into the array, which is emptied (its storage kept) once the head reaches the end.
///
/// Why our own: the waiters of the one semaphore (`AsyncSemaphore`) and the jobs of the tests' waiting threads are queues of this
/// kind, and `Array.removeFirst()` would move every waiting element on each take.
public struct FirstInFirstOutQueue<Element> {
    private var elements: [Element] = []
    private var head = 0

    public init() {}

    /// Whether nothing waits.
    public var isEmpty: Bool { head == elements.count }

    /// How many wait.
    public var count: Int { elements.count - head }

    /// The element at the front, left there; nil when none waits.
    public var first: Element? { head < elements.count ? elements[head] : nil }

    /// Puts `element` at the back.
    public mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// The element at the front, taken out; nil when none waits.
    public mutating func popFirst() -> Element? {
        guard head < elements.count else { return nil }
        let first = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        return first
    }
}

extension FirstInFirstOutQueue: Sendable where Element: Sendable {}
