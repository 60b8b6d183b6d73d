/// How a lift starts when `program start` gives nothing for it.
public enum LiftStart: Equatable, Sendable {
    case kilograms(Double)
    /// A share of another lift's starting weight (GZCLP's T2: 65% of the T1 weight), rounded.
    case percentOf(Double, liftKey: String)
}
