/// The movement an exercise trains (issue #30): what a composed day's slot asks for, what the week balances (push
/// against pull, the hinge 48 h apart) and what a sore region rules out.
public enum MovementPattern: String, SlugValue {
    case squat
    case hinge
    case lunge
    case horizontalPush = "horizontal-push"
    case verticalPush = "vertical-push"
    case horizontalPull = "horizontal-pull"
    case verticalPull = "vertical-pull"
    case carry
    /// Single-joint work; the exercise's muscle group says which.
    case isolation
    case core
    /// Walking, running, rowing, cycling, skipping: cardio that moves the whole body.
    case locomotion
    case mobility

    public static let optionName = "pattern"

    /// Presses: counted against pulls to keep a week about 1:1.
    public var isPush: Bool { self == .horizontalPush || self == .verticalPush }
    public var isPull: Bool { self == .horizontalPull || self == .verticalPull }
}
