/// The project's one semaphore for async code (issue 50: the image cache's request slots and the renditions' decoding
/// memory were two of their own). Holders take a weight of the capacity: 1 each for "at most N at once", or an
/// estimate in bytes for "at most this much memory". A weight over the whole capacity waits until it can run alone,
/// so nothing waits for ever. Waiters are served in the order they came, none overtaking the oldest.
public actor AsyncSemaphore {
    public let capacity: Int
    private var inUse = 0
    private var holders = 0
    private var waiters = FirstInFirstOutQueue<(weight: Int, continuation: CheckedContinuation<Void, Never>)>()

    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Waits until `weight` fits (or can run alone). Balance every `acquire` with a ``release(_:)`` of the same weight.
    public func acquire(_ weight: Int = 1) async {
        let weight = max(1, weight)
        if waiters.isEmpty, fits(weight) {
            take(weight)
            return
        }
        await withCheckedContinuation { waiters.append((weight, $0)) }
    }

    /// Gives `weight` back and lets in, in order, every waiter that now fits.
    public func release(_ weight: Int = 1) {
        inUse -= max(1, weight)
        holders -= 1
        while let first = waiters.first, fits(first.weight) {
            _ = waiters.popFirst()
            take(first.weight)
            first.continuation.resume()
        }
    }

    private func fits(_ weight: Int) -> Bool { holders == 0 || inUse + weight <= capacity }

    private func take(_ weight: Int) {
        inUse += weight
        holders += 1
    }
}
