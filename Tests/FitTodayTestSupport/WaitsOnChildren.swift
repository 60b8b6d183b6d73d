import Testing

/// A suite whose tests mostly wait (on `fittoday`, servers, browsers, batch engines): each of its tests runs on
/// ``WaitingTestExecutor``'s threads instead of Swift's cooperative pool, so its waits leave the pool to the tests
/// that compute (docs/testing.md, "How long the run takes").
public struct WaitsOnChildren: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(WaitingTestExecutor.shared) {
            try await function()
        }
    }
}

extension Trait where Self == WaitsOnChildren {
    /// Runs each test on the threads kept for tests that wait (``WaitsOnChildren``).
    public static var waitsOnChildren: Self { WaitsOnChildren() }
}
