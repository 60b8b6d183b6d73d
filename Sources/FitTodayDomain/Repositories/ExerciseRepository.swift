/// The exercise library.
public protocol ExerciseRepository: Sendable {
    func exercise(id: String) throws(FitTodayError) -> Exercise?
    /// Finds an exercise by id, or by name ignoring case, accents and extra spaces.
    func exercise(matching reference: String) throws(FitTodayError) -> Exercise?
    /// The whole library, ordered by id.
    func exercises() throws(FitTodayError) -> [Exercise]
    /// Inserts or replaces entries by id, in one transaction.
    func saveExercises(_ exercises: [Exercise]) throws(FitTodayError)
}
