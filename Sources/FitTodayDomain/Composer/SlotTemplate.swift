/// The slots of each session focus, in the order they are done: one main lift, the secondary lifts, accessories,
/// then core or conditioning (documented in `docs/composer.md`, checked by `ComposerDocumentationTests`).
public enum SlotTemplate {
    /// The day's slots; `main` is the pattern the week chose for the main lift (the first of the focus by default).
    public static func slots(for focus: SessionFocus, main: MovementPattern? = nil) -> [Slot] {
        let main = main ?? focus.mainPatterns.first
        switch focus {
        case .lower, .legs:
            let first = main ?? .squat
            let other: MovementPattern = first == .hinge ? .squat : .hinge
            return [
                Slot(.main, patterns: [first]),
                Slot(.secondary, patterns: [other]),
                Slot(.accessory, roles: [.secondary, .accessory], patterns: [.lunge]),
                Slot(.accessory, patterns: [.hinge, .isolation], groups: [.legs]),
                Slot(.accessory, patterns: [.isolation], groups: [.legs], optional: true),
                Slot(.core, patterns: [.core], optional: true),
            ]
        case .upper:
            let push = main.flatMap { $0.isPush ? $0 : nil } ?? .horizontalPush
            let otherPush: MovementPattern = push == .horizontalPush ? .verticalPush : .horizontalPush
            let pull: MovementPattern = push == .horizontalPush ? .horizontalPull : .verticalPull
            let otherPull: MovementPattern = pull == .horizontalPull ? .verticalPull : .horizontalPull
            return [
                Slot(.main, patterns: [push]),
                Slot(.secondary, patterns: [pull, otherPull]),
                Slot(.secondary, roles: [.secondary, .accessory], patterns: [otherPush, push]),
                Slot(.accessory, patterns: [otherPull, pull]),
                Slot(.accessory, patterns: [.isolation], groups: [.arms, .shoulders], optional: true),
                Slot(.core, patterns: [.core], optional: true),
            ]
        case .push:
            let push = main.flatMap { $0.isPush ? $0 : nil } ?? .horizontalPush
            let other: MovementPattern = push == .horizontalPush ? .verticalPush : .horizontalPush
            return [
                Slot(.main, patterns: [push]),
                Slot(.secondary, patterns: [other, push]),
                Slot(.accessory, patterns: [.isolation, push, other], groups: [.chest]),
                Slot(.accessory, patterns: [.isolation], groups: [.shoulders]),
                Slot(.accessory, patterns: [.isolation], groups: [.arms], optional: true),
                Slot(.core, patterns: [.core], optional: true),
            ]
        case .pull:
            let pull = main.flatMap { $0.isPull ? $0 : nil } ?? .verticalPull
            let other: MovementPattern = pull == .verticalPull ? .horizontalPull : .verticalPull
            return [
                Slot(.main, patterns: [pull]),
                Slot(.secondary, patterns: [other, pull]),
                Slot(.accessory, patterns: [.horizontalPull, .verticalPull, .isolation], groups: [.back, .shoulders]),
                Slot(.accessory, patterns: [.isolation], groups: [.arms]),
                Slot(.accessory, roles: [.accessory], patterns: [.hinge, .carry], optional: true),
                Slot(.core, patterns: [.core], optional: true),
            ]
        case .fullBody:
            let legs = main ?? .squat
            let otherLegs: MovementPattern = legs == .hinge ? .squat : .hinge
            return [
                Slot(.main, patterns: [legs]),
                Slot(.secondary, patterns: [.horizontalPush, .verticalPush]),
                Slot(.secondary, patterns: [.horizontalPull, .verticalPull]),
                Slot(.accessory, roles: [.secondary, .accessory], patterns: [.lunge, otherLegs]),
                Slot(.accessory, patterns: [.verticalPush, .horizontalPush, .verticalPull, .horizontalPull, .isolation], optional: true),
                Slot(.core, patterns: [.core, .carry], optional: true),
            ]
        case .core:
            return [
                Slot(.core, patterns: [.core]),
                Slot(.core, patterns: [.core]),
                Slot(.core, patterns: [.core]),
                Slot(.core, roles: [.core, .accessory], patterns: [.carry, .core], optional: true),
                Slot(.core, patterns: [.core], optional: true),
            ]
        case .cardio:
            return [
                Slot(.conditioning, patterns: [.locomotion]),
                Slot(.conditioning, roles: [.conditioning, .power], patterns: [.locomotion, .squat, .lunge, .hinge, .core, .carry]),
                Slot(.conditioning, patterns: [.locomotion, .squat, .lunge, .hinge, .core, .carry], optional: true),
                Slot(.conditioning, patterns: [.locomotion], optional: true),
            ]
        case .mobility:
            return []
        }
    }

    /// A finisher after the lifts for goals that train density (weight loss, conditioning).
    public static let finisher = Slot(.conditioning, roles: [.conditioning], patterns: [.locomotion, .squat, .lunge, .hinge, .core, .carry], optional: true)
}
