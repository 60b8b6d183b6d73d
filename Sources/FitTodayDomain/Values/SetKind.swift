/// What a logged set was for. Warm-ups are kept (the session shows them) but never count as hard sets,
/// records or the basis of a progression.
public enum SetKind: String, SlugValue {
    case working
    case warmup
    case drop
    case failure

    public static let optionName = "--kind"

    /// Whether the set counts as training work (everything but a warm-up).
    public var isWorkingSet: Bool { self != .warmup }
}
