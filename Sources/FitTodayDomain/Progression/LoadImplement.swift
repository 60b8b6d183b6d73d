/// What a lift is loaded with, which decides the step a load grows by.
public enum LoadImplement: Sendable, Equatable {
    case barbell
    case dumbbell
    case other

    /// Read from the exercise's name, in Portuguese or English ("Supino reto com barra", "Bench Press (Barbell)").
    /// A pull-up bar ("barra fixa") is not a barbell.
    public init(exercise: Exercise) {
        let words = Set(ExerciseNameKey.key(for: exercise.name).split { !$0.isLetter }.map(String.init))
        if words.contains("barbell") || (words.contains("barra") && !words.contains("fixa")) || words.contains("smith") {
            self = .barbell
        } else if !words.isDisjoint(with: ["halter", "halteres", "dumbbell", "dumbbells", "kettlebell"]) {
            self = .dumbbell
        } else {
            self = .other
        }
    }
}
