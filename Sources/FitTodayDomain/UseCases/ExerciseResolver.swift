import Foundation

/// Turns the exercise names people type into library entries, making custom entries for unknown names.
public struct ExerciseResolver: Sendable {
    private let exercises: any ExerciseRepository

    public init(exercises: any ExerciseRepository) {
        self.exercises = exercises
    }

    /// The resolved ids of `references`, in order, and the custom exercises to create for unknown names.
    ///
    /// The same unknown name twice gives one new exercise; a new slug never collides with a stored id.
    public func resolve(_ references: [String], muscleGroup: MuscleGroup? = nil) throws(FitTodayError) -> (ids: [String], newExercises: [Exercise]) {
        var ids: [String] = []
        var created: [String: Exercise] = [:]
        var newExercises: [Exercise] = []
        for reference in references {
            let name = try PlanRules.validatedExerciseName(reference)
            if let known = try exercises.exercise(matching: name) {
                ids.append(known.id)
                continue
            }
            let key = ExerciseNameKey.key(for: name)
            if let pending = created[key] {
                ids.append(pending.id)
                continue
            }
            let id = try freeSlug(for: name, taken: Set(newExercises.map(\.id)))
            let exercise = Exercise(id: id, name: name, muscleGroup: muscleGroup, origin: .custom)
            created[key] = exercise
            newExercises.append(exercise)
            ids.append(id)
        }
        return (ids, newExercises)
    }

    private func freeSlug(for name: String, taken: Set<String>) throws(FitTodayError) -> String {
        let base = ExerciseNameKey.slug(for: name)
        var candidate = base
        var suffix = 2
        while true {
            if !taken.contains(candidate), try exercises.exercise(id: candidate) == nil { return candidate }
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
    }
}
