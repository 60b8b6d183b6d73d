import FitTodayBuild
import FitTodayDomain

/// The pages of these exercises (the whole library's when `exercises` is nil). Their history is awaited only when a
/// pass makes one of their models.
struct ExercisePages: PageStep {
    let exercises: [Exercise]?

    var name: String { "exercises" }

    func run(_ pass: PagePass, _ renderer: PageRenderer) async throws(FitTodayError) {
        let data = renderer.data, pages = renderer.pages
        let exercises = exercises ?? data.exercises
        var history = ExerciseHistory(logs: [:], progress: [:])
        if exercises.contains(where: { renderer.wants(pass, SitePaths.exercise($0.id)) }) {
            history = try await SiteBuildContext.value(of: data.exerciseHistory)
        }
        let read = history
        // Alternatives come from the whole library, whichever pages this pass makes.
        let alternatives = ExerciseAlternatives(library: data.exercises)
        try await renderer.context.forEachChunk(exercises, size: 50) { chunk throws(FitTodayError) in
            for exercise in chunk {
                try renderer.page(pass, at: SitePaths.exercise(exercise.id)) {
                    (ExercisePageModel(exercise, log: read.logs[exercise.id], progress: read.progress[exercise.id],
                                       alternatives: alternatives.offer(for: exercise), context: pages), exercise.name)
                }
            }
        }
    }
}
