/// How far an import is, reported to whoever shows a progress bar.
public struct ImportProgress: Equatable, Sendable {
    public enum Phase: Sendable {
        /// Reading and checking the file; counts bytes.
        case reading
        /// Writing to the database; counts sessions.
        case saving
    }

    public var phase: Phase
    public var completed: Int
    public var total: Int

    public init(phase: Phase, completed: Int, total: Int) {
        self.phase = phase
        self.completed = completed
        self.total = total
    }

    /// 0 to 1.
    public var fraction: Double { total > 0 ? min(1, Double(completed) / Double(total)) : 1 }
}
