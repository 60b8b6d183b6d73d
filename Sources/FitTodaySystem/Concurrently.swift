/// The project's one way to run work side by side (issue 50: "N at a time" was written as a task group in eight
/// files). Every loop that downloads images, makes renditions, renders pages, uploads a site or builds athletes, and
/// every "whichever ends first" race, goes through here, so that the order of starting, the limit, cancellation and
/// the first failure behave the same everywhere.
///
/// Elements start in their order, at most `limit` at once; each result is handed over on the calling task (its actor,
/// if any), in the order they finish, so a caller keeps its counters and progress without locks.
public enum Concurrently {
    /// What a result's handler says about the rest.
    public enum Next: Sendable {
        /// Start the next element.
        case goOn
        /// Start no more and cancel those running; their results are still handed over.
        case stop
    }

    /// Runs `body` on each of `elements`, at most `limit` at once, and hands each output to `handle` with its
    /// element's index as it finishes. Once `handle` says ``Next/stop``, or the calling task is cancelled, no more
    /// start.
    /// - Returns: how many elements were started (every one of them was handed over); the rest never ran.
    @discardableResult
    public static func forEach<Element: Sendable, Output: Sendable>(
        _ elements: [Element], limit: Int, isolation: isolated (any Actor)? = #isolation,
        run body: @escaping @Sendable (Element) async -> Output,
        handle: (_ index: Int, _ output: Output) -> Next
    ) async -> Int {
        guard !elements.isEmpty else { return 0 }
        return await withTaskGroup(of: (Int, Output).self, isolation: isolation) { group in
            var next = 0
            var stopped = false
            func start() {
                guard !stopped, next < elements.count, !Task.isCancelled else { return }
                let index = next, element = elements[index]
                next += 1
                group.addTask { (index, await body(element)) }
            }
            for _ in 0..<max(1, limit) { start() }
            while let (index, output) = await group.next() {
                if handle(index, output) == .stop, !stopped {
                    stopped = true
                    group.cancelAll()
                }
                start()
            }
            return next
        }
    }

    /// The outputs of `body` on each of `elements`, in the elements' order, at most `limit` at once; nil for an element
    /// that never ran because the calling task was cancelled.
    public static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], limit: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: @escaping @Sendable (Element) async -> Output
    ) async -> [Output?] {
        var outputs = [Output?](repeating: nil, count: elements.count)
        await forEach(elements, limit: limit, run: body) { index, output in
            outputs[index] = output
            return .goOn
        }
        return outputs
    }

    /// Runs `body` on each of `elements`, at most `limit` at once; the first failure cancels the rest, starts no more,
    /// and is thrown once those running have ended.
    public static func forEach<Element: Sendable, Failure: Error>(
        _ elements: [Element], limit: Int, isolation: isolated (any Actor)? = #isolation,
        _ body: @escaping @Sendable (Element) async throws(Failure) -> Void
    ) async throws(Failure) {
        var failure: Failure?
        await forEach(elements, limit: limit, run: { element -> Failure? in
            do throws(Failure) {
                try await body(element)
                return nil
            } catch {
                return error
            }
        }, handle: { _, error in
            guard let error else { return .goOn }
            if failure == nil { failure = error }
            return .stop
        })
        if let failure { throw failure }
    }

    /// Runs `body` on every element of `sequence` as it comes, all side by side, until the sequence ends or fails
    /// (a server's connections); returns once every one of them has ended.
    public static func forEach<Sequence: AsyncSequence & Sendable>(
        of sequence: Sequence, isolation: isolated (any Actor)? = #isolation,
        _ body: @escaping @Sendable (Sequence.Element) async -> Void
    ) async throws where Sequence.Element: Sendable {
        try await withThrowingDiscardingTaskGroup(returning: Void.self, isolation: isolation) { group in
            for try await element in sequence {
                group.addTask { await body(element) }
            }
        }
    }

    /// Runs every one of `tasks` side by side; the first to end (returning or throwing) decides, and the others are
    /// cancelled and waited for.
    public static func first<Output: Sendable>(
        of tasks: [@Sendable () async throws -> Output], isolation: isolated (any Actor)? = #isolation
    ) async throws -> Output {
        try await withThrowingTaskGroup(of: Output.self, returning: Output.self, isolation: isolation) { group in
            for task in tasks { group.addTask { try await task() } }
            defer { group.cancelAll() }
            guard let output = try await group.next() else { throw CancellationError() }
            return output
        }
    }
}
