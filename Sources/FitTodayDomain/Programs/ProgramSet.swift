/// One set as a program writes it: `5+ @ 85%`, `3x8-12 @ rpe 8` gives three of these.
public struct ProgramSet: Equatable, Sendable {
    public var kind: PrescribedSetKind
    public var reps: Int
    /// The top of a rep range (`8-12`); nil for a fixed number.
    public var repsMax: Int?
    public var load: ProgramLoad
    public var rpe: Double?
    public var rir: Int?
    /// `@ 70% 1RM + 2.5 kg`: kilograms added to a percentage load (in pounds, two pounds a kilogram).
    public var addedKg: Double = 0
    /// `@ 90% of Sexta`: the day named, as written, and its place in the week (0-based) once the file is read.
    public var dayReference: String?
    public var ofDay: Int?

    public init(kind: PrescribedSetKind = .working, reps: Int, repsMax: Int? = nil, load: ProgramLoad = .lift, rpe: Double? = nil, rir: Int? = nil) {
        self.kind = kind
        self.reps = reps
        self.repsMax = repsMax
        self.load = load
        self.rpe = rpe
        self.rir = rir
    }
}
