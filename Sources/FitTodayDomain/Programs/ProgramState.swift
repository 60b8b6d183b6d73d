/// Where a person is in a program: the next day and each lift's numbers, derived from the history.
public struct ProgramState: Equatable, Sendable {
    /// The next day to train.
    public var next: ProgramPosition
    /// Program days completed.
    public var daysDone: Int
    /// By lift key.
    public var lifts: [String: LiftState]
    /// A program of a set number of cycles (`cycles:`) whose last day is done: it has no next day.
    public var finished = false

    public init(next: ProgramPosition, daysDone: Int, lifts: [String: LiftState]) {
        self.next = next
        self.daysDone = daysDone
        self.lifts = lifts
    }

    /// The state a low-readiness day is prescribed from: each lift at its weight and training max before the
    /// progression's last step, so that no increase is applied today. A program's own week-to-week percentages
    /// still apply: they are not an increase.
    public func holdingProgression() -> ProgramState {
        var held = self
        for (key, lift) in lifts where lift.heldWeightKg != nil || lift.heldTrainingMaxKg != nil {
            if let weight = lift.heldWeightKg { held.lifts[key]?.weightKg = weight }
            if let tm = lift.heldTrainingMaxKg { held.lifts[key]?.trainingMaxKg = tm }
            held.lifts[key]?.reason = nil
        }
        return held
    }
}
