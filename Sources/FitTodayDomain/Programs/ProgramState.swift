/// Where a person is in a program: the next day and each lift's numbers, derived from the history.
public struct ProgramState: Equatable, Sendable {
    /// The next day to train.
    public var next: ProgramPosition
    /// Program days completed.
    public var daysDone: Int
    /// By lift key.
    public var lifts: [String: LiftState]

    public init(next: ProgramPosition, daysDone: Int, lifts: [String: LiftState]) {
        self.next = next
        self.daysDone = daysDone
        self.lifts = lifts
    }
}
