/// The memory the decodes running side by side may take, estimated from each image's header: libjpeg holds a whole
/// progressive JPEG's coefficients while it decodes one, whatever size it is shrunk to (about 6 bytes a pixel: a
/// 5184×3456 photograph of free-exercise-db took 107 MB), so two large ones at once would double a build's peak.
/// Images within the budget are decoded side by side; one over it waits until it can run alone. Waiters are
/// served in order.
actor DecodingBudget {
    let bytes: Int
    private var inUse = 0
    private var running = 0
    private var waiters: [(cost: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(bytes: Int) {
        self.bytes = max(1, bytes)
    }

    /// Bytes a decode of an image of `pixels` pixels is taken to need.
    static func cost(pixels: Int) -> Int { max(1, pixels) * 6 }

    /// Waits until a decode of `cost` bytes fits (or runs alone); balance with ``release(_:)``.
    func acquire(_ cost: Int) async {
        if waiters.isEmpty, fits(cost) {
            take(cost)
            return
        }
        await withCheckedContinuation { waiters.append((cost, $0)) }
    }

    func release(_ cost: Int) {
        inUse -= cost
        running -= 1
        while let first = waiters.first, fits(first.cost) {
            waiters.removeFirst()
            take(first.cost)
            first.continuation.resume()
        }
    }

    private func fits(_ cost: Int) -> Bool { running == 0 || inUse + cost <= bytes }

    private func take(_ cost: Int) {
        inUse += cost
        running += 1
    }
}
