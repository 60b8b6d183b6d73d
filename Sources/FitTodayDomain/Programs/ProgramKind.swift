/// What sort of program it is (`kind:`), which `program list` groups by.
public enum ProgramKind: String, CaseIterable, Equatable, Sendable {
    /// More weight every session or week (5×5, GZCLP, Starting Strength, Greyskull, Texas Method, Madcow).
    case linear
    /// Jim Wendler's 5/3/1 and its variants (`kind: 531`).
    case fiveThreeOne = "531"
    /// Size first, in rep ranges (PPL, PHUL).
    case hypertrophy
    /// A short block toward a new max (Smolov Jr).
    case peaking
    /// Anything else, and a program that names no kind.
    case other
}
