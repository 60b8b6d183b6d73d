/// One stage of a staged progression: `6x2+` is six sets of two, the last as many as possible.
public struct StageScheme: Equatable, Sendable {
    public var sets: Int
    public var reps: Int
    /// The last set is `+`.
    public var lastIsAMRAP: Bool

    public init(sets: Int, reps: Int, lastIsAMRAP: Bool) {
        self.sets = sets
        self.reps = reps
        self.lastIsAMRAP = lastIsAMRAP
    }

    /// As written: "5x3+", "3x10".
    public var label: String { "\(sets)x\(reps)\(lastIsAMRAP ? "+" : "")" }

    /// The sets it prescribes, at the lift's weight.
    public var programSets: [ProgramSet] {
        (0..<sets).map { index in
            ProgramSet(kind: lastIsAMRAP && index == sets - 1 ? .amrap : .working, reps: reps)
        }
    }
}
