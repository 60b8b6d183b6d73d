import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test when the tools it drives are installed; otherwise it is a visible skip that says which are
    /// missing. Under `CI=true` it always runs, and ``BrowserTools/require(_:)`` fails it when one is missing.
    static func needs(_ tools: [String]) -> Self {
        .enabled(if: BrowserTools.canRun(tools), BrowserTools.skipReason(tools))
    }
}
