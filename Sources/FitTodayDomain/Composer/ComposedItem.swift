/// An exercise chosen for a slot of the day, before it is prescribed.
public struct ComposedItem: Equatable, Sendable {
    public var exercise: Exercise
    public var slot: Slot

    public init(exercise: Exercise, slot: Slot) {
        self.exercise = exercise
        self.slot = slot
    }
}
