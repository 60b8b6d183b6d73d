/// A warm-up set as a program writes it: reps at a share of the first working set's load.
public struct ProgramWarmupStep: Equatable, Sendable {
    public var reps: Int
    /// 40 for 40%.
    public var percent: Double

    public init(reps: Int, percent: Double) {
        self.reps = reps
        self.percent = percent
    }
}
