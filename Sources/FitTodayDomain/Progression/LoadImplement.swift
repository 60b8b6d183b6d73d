/// What a lift is loaded with, which decides the step a load grows by.
public enum LoadImplement: Sendable, Equatable {
    case barbell
    case dumbbell
    case other

    /// The library's `implement` when the exercise has one (a Smith machine is loaded as a bar, a kettlebell as a
    /// dumbbell). Else (one's own and imported exercises) read from its names in every language ("Supino reto com
    /// barra", "Bench Press (Barbell)"), not only the one it is shown in: "Overhead press" says no bar,
    /// "Desenvolvimento militar com barra" does, and the loads must not change with the locale. A pull-up bar
    /// ("barra fixa") is not a barbell.
    public init(exercise: Exercise) {
        switch exercise.implement {
        case .barbell?, .smithMachine?: self = .barbell; return
        case .dumbbell?, .kettlebell?: self = .dumbbell; return
        case .machine?, .cable?, .band?, .bodyweight?: self = .other; return
        case nil: break
        }
        let words = exercise.nameWords
        if words.contains("barbell") || (words.contains("barra") && !words.contains("fixa")) || words.contains("smith") {
            self = .barbell
        } else if !words.isDisjoint(with: ["halter", "halteres", "dumbbell", "dumbbells", "kettlebell"]) {
            self = .dumbbell
        } else {
            self = .other
        }
    }
}
