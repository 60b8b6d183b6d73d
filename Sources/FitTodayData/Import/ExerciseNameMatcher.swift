import FitTodayDomain

/// Finds the library entry for each exercise name of an import with ``ExerciseResolver`` and the apps'
/// ``ExerciseAliases``; names still unknown become custom exercises, with the equipment and muscle group
/// their names and the library tell.
struct ExerciseNameMatcher {
    let exercises: any ExerciseRepository

    /// Ids by ``ExerciseNameKey`` for `names` (distinct by key), and the custom exercises to create; a custom
    /// exercise whose name key has a group in `muscleGroups` (the file's own word for it) gets that group.
    func match(_ names: [String], muscleGroups: [String: MuscleGroup] = [:]) throws(FitTodayError) -> (ids: [String: String], newExercises: [Exercise]) {
        let resolved = try ExerciseResolver(exercises: exercises, aliases: ExerciseAliases.libraryNames).resolve(names)
        var ids: [String: String] = [:]
        for (name, id) in zip(names, resolved.ids) { ids[ExerciseNameKey.key(for: name)] = id }
        var newExercises = resolved.newExercises
        for index in newExercises.indices {
            if let group = muscleGroups[ExerciseNameKey.key(for: newExercises[index].name)] { newExercises[index].muscleGroup = group }
        }
        return (ids, newExercises)
    }
}
