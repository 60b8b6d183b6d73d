/// What the engine asks of an exercise again and again, worked out once: what it is loaded with, whether it is a
/// lower-body lift, whether it takes a load at all.
struct ExerciseFacts: Sendable {
    var implement: LoadImplement
    var isLowerBody: Bool
    var isLoadable: Bool
}
