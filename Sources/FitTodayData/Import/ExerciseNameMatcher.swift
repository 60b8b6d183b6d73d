import FitTodayDomain

/// Finds the library entry for each exercise name of an import: by the name itself, then through
/// ``ExerciseAliases``; names still unknown become custom exercises through ``ExerciseResolver``.
struct ExerciseNameMatcher {
    let exercises: any ExerciseRepository

    /// Ids by name key for `names` (distinct by key), and the custom exercises to create.
    func match(_ names: [(key: String, name: String)]) throws(FitTodayError) -> (ids: [String: String], newExercises: [Exercise]) {
        var references: [String] = []
        for entry in names {
            if let known = try exercises.exercise(matching: entry.name) {
                references.append(known.id)
            } else if let alias = ExerciseAliases.libraryName(for: entry.name), let known = try exercises.exercise(matching: alias) {
                references.append(known.id)
            } else {
                // Keep the name as the person's app wrote it: an alias whose library entry is not in this
                // database says nothing about what the exercise should be called here.
                references.append(entry.name)
            }
        }
        let resolved = try ExerciseResolver(exercises: exercises).resolve(references)
        var ids: [String: String] = [:]
        for (entry, id) in zip(names, resolved.ids) { ids[entry.key] = id }
        return (ids, resolved.newExercises)
    }
}
