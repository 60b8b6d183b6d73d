import FitTodayDomain

/// FitNotes' `Category`, the user's own muscle group of an exercise, as one of the library's muscle groups.
enum FitNotesCategory {
    /// The muscle group of `category` as FitNotes writes its own (Chest, Back, Shoulders, Legs, Biceps, Triceps,
    /// Abs, Cardio) and a few a user commonly adds; nil for a category of one's own that maps to none.
    static func muscleGroup(_ category: String) -> MuscleGroup? {
        switch WorkoutRowParser.trimmed(category).lowercased() {
        case "chest": .chest
        case "back", "lats", "upper back", "lower back": .back
        case "shoulders", "shoulder", "delts", "traps": .shoulders
        case "legs", "quads", "quadriceps", "hamstrings", "glutes", "calves": .legs
        case "arms", "biceps", "triceps", "forearms": .arms
        case "abs", "core", "abdominals": .core
        case "cardio": .cardio
        default: nil
        }
    }
}
