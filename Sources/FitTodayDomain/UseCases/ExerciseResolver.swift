import Foundation

/// Turns the exercise names people type (or other apps export) into library entries, making custom entries
/// for unknown names; matching is ``ExerciseMatcher``'s, the same for `log --set`, plans and imports.
public struct ExerciseResolver: Sendable {
    private let exercises: any ExerciseRepository
    private let aliases: [String: String]

    /// - Parameter aliases: other apps' names to library names (the importers' table).
    public init(exercises: any ExerciseRepository, aliases: [String: String] = [:]) {
        self.exercises = exercises
        self.aliases = aliases
    }

    /// The matcher over the library as it is now.
    public func matcher() throws(FitTodayError) -> ExerciseMatcher {
        ExerciseMatcher(exercises: try exercises.exercises(), aliases: aliases)
    }

    /// The resolved ids of `references`, in order, and the custom exercises to create for unknown names.
    ///
    /// The same unknown name twice gives one new exercise; a new slug never collides with a stored id. A
    /// new exercise gets the equipment its name gives in parentheses and the muscle group of a close library
    /// entry (or `muscleGroup` when given); what is not known stays unknown.
    public func resolve(_ references: [String], muscleGroup: MuscleGroup? = nil) throws(FitTodayError) -> (ids: [String], newExercises: [Exercise]) {
        let matcher = try matcher()
        var ids: [String] = []
        var created: [String: Exercise] = [:]
        var newExercises: [Exercise] = []
        var taken = Set<String>()
        for reference in references {
            let name = try PlanRules.validatedExerciseName(reference)
            if let known = matcher.match(name) {
                ids.append(known.id)
                continue
            }
            let key = ExerciseNameKey.looseKey(for: name)
            if let pending = created[key] {
                ids.append(pending.id)
                continue
            }
            let id = freeSlug(for: name, matcher: matcher, taken: taken)
            taken.insert(id)
            let exercise = Exercise(
                id: id, name: name, muscleGroup: muscleGroup ?? matcher.muscleGroup(near: EquipmentHint.baseName(of: name)),
                equipment: EquipmentHint.equipment(in: name), level: nil, origin: .custom
            )
            created[key] = exercise
            newExercises.append(exercise)
            ids.append(id)
        }
        return (ids, newExercises)
    }

    private func freeSlug(for name: String, matcher: ExerciseMatcher, taken: Set<String>) -> String {
        let base = ExerciseNameKey.slug(for: name)
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) || matcher.hasID(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        return candidate
    }
}
