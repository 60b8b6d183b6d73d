/// The one table of how an alternative's load is estimated from the planned lift's target of today, when the
/// alternative has no history of its own (issue 52). Every row is written out in `docs/alternatives.md` with its
/// source, or marked as a coach's rule of thumb; `AlternativesDocumentationTests` holds the two together.
///
/// A row read backwards gives the inverse (a barbell bench press from a dumbbell one: 1 / 0.4). Two exercises of one
/// implement have no row by implement (a back squat says little about a front squat by itself), only by exercise.
public enum LoadRatioTable {
    public static let rows: [LoadRatio] = [
        // Barbell to dumbbells, each dumbbell's load.
        LoadRatio(.barbell, .dumbbell, pattern: .horizontalPush, ratio: 0.4),
        LoadRatio(.barbell, .dumbbell, pattern: .verticalPush, ratio: 0.35),
        LoadRatio(.barbell, .dumbbell, pattern: .horizontalPull, ratio: 0.4),
        LoadRatio(.barbell, .dumbbell, pattern: .hinge, ratio: 0.35),
        LoadRatio(.barbell, .dumbbell, pattern: .squat, ratio: 0.3),
        LoadRatio(.barbell, .dumbbell, pattern: .lunge, ratio: 0.25),
        LoadRatio(.barbell, .dumbbell, pattern: .isolation, ratio: 0.4),
        LoadRatio(.barbell, .kettlebell, pattern: .hinge, ratio: 0.25),
        LoadRatio(.barbell, .kettlebell, pattern: .squat, ratio: 0.3),
        // The guided bar: no balancing, a lighter bar or a counterweight.
        LoadRatio(.barbell, .smithMachine, ratio: 0.9),
        // Machines and cables against free weights.
        LoadRatio(.barbell, .machine, pattern: .squat, ratio: 1.5, fromExercise: "agachamento-livre-barra", toExercise: "leg-press-45"),
        LoadRatio(.barbell, .machine, pattern: .squat, ratio: 1.0, fromExercise: "agachamento-livre-barra", toExercise: "agachamento-hack-na-maquina"),
        LoadRatio(.barbell, .machine, pattern: .horizontalPush, ratio: 0.9),
        LoadRatio(.barbell, .machine, pattern: .verticalPush, ratio: 0.9),
        LoadRatio(.barbell, .cable, pattern: .horizontalPull, ratio: 0.9),
        LoadRatio(.dumbbell, .machine, pattern: .horizontalPush, ratio: 2.0),
        LoadRatio(.dumbbell, .machine, pattern: .verticalPush, ratio: 2.0),
        LoadRatio(.dumbbell, .cable, pattern: .horizontalPull, ratio: 2.0),
        LoadRatio(.dumbbell, .cable, pattern: .isolation, ratio: 0.8),
        LoadRatio(.dumbbell, .kettlebell, ratio: 1.0),
        LoadRatio(.cable, .machine, ratio: 1.0),
        // One barbell lift from another.
        LoadRatio(.barbell, .barbell, ratio: 0.8, fromExercise: "agachamento-livre-barra", toExercise: "agachamento-frontal-com-barra"),
        LoadRatio(.barbell, .barbell, ratio: 0.8, fromExercise: "supino-reto-com-barra", toExercise: "supino-inclinado-com-barra"),
        LoadRatio(.barbell, .barbell, ratio: 0.7, fromExercise: "levantamento-terra", toExercise: "levantamento-terra-romeno"),
        LoadRatio(.barbell, .barbell, ratio: 1.2, fromExercise: "desenvolvimento-militar-com-barra", toExercise: "desenvolvimento-com-impulso-push-press"),
    ]

    /// The ratio from `planned` to `alternative` (its load over the planned lift's): a row for the two exercises, else
    /// one for their implements and the pattern, else for their implements and any pattern; each read backwards too.
    /// Nil when no row says (then the alternative gets no estimate).
    public static func ratio(from planned: Exercise, to alternative: Exercise) -> Double? {
        for row in rows where row.fromExercise != nil {
            if row.fromExercise == planned.id, row.toExercise == alternative.id { return row.ratio }
            if row.fromExercise == alternative.id, row.toExercise == planned.id { return 1 / row.ratio }
        }
        guard let from = planned.implement, let to = alternative.implement, from != to else { return nil }
        let pattern = planned.pattern
        for wanted in [pattern, nil] {
            for row in rows where row.fromExercise == nil && row.pattern == wanted {
                if row.from == from, row.to == to { return row.ratio }
                if row.from == to, row.to == from { return 1 / row.ratio }
            }
        }
        return nil
    }
}
