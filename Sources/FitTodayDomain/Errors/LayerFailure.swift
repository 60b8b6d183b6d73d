/// A ``LayerProblem`` inside a ``FitTodayError`` (``FitTodayError/layer(_:)``), equal to another when both hold the same
/// problem.
public struct LayerFailure: Equatable, Sendable {
    public let problem: any LayerProblem

    public init(_ problem: some LayerProblem) { self.problem = problem }

    public static func == (lhs: LayerFailure, rhs: LayerFailure) -> Bool {
        func same<Problem: LayerProblem>(_ problem: Problem) -> Bool { (rhs.problem as? Problem) == problem }
        return same(lhs.problem)
    }
}
