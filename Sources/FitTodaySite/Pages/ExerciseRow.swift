import FitTodayDomain

/// An exercise in a list of the library.
struct ExerciseRow: Encodable, Sendable {
    var name: String
    var equipment: String
    var level: String
    var href: String
    var mdHref: String

    init(_ exercise: Exercise, from page: String, locale: AppLocale) {
        name = exercise.name
        equipment = exercise.equipment?.label(locale) ?? locale.notInformed
        level = exercise.level?.label(locale) ?? locale.notInformed
        href = SitePaths.link(from: page, to: SitePaths.exercise(exercise.id))
        mdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.exercise(exercise.id)))
    }
}
