/// Sets, a rep range and a rest for one role under one goal: a row of ``PrescriptionTable``.
public struct Prescription: Equatable, Sendable {
    public var sets: Int
    public var reps: ClosedRange<Int>
    public var restSeconds: Int

    public init(sets: Int, reps: ClosedRange<Int>, restSeconds: Int) {
        self.sets = sets
        self.reps = reps
        self.restSeconds = restSeconds
    }
}
