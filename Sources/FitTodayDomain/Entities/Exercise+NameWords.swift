extension Exercise {
    /// The words of all its names (``name`` and ``otherNames``), folded as ``ExerciseNameKey`` folds them.
    var nameWords: Set<String> {
        Set(([name] + otherNames).flatMap { ExerciseNameKey.key(for: $0).split { !$0.isLetter }.map(String.init) })
    }
}
