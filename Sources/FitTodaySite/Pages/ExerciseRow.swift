import FitTodayDomain

/// An exercise in a list of the library.
struct ExerciseRow: Encodable, Sendable {
    var name: String
    var equipment: String
    var level: String
    var href: String
    var mdHref: String
    /// The exercise's first available image, shown small beside its name; nil when it has none.
    var thumb: ImageRef?

    init(_ exercise: Exercise, from page: String, context: PageContext) {
        let locale = context.locale
        name = exercise.name
        equipment = exercise.equipment?.label(locale) ?? locale.notInformed
        level = exercise.level?.label(locale) ?? locale.notInformed
        href = SitePaths.link(from: page, to: SitePaths.exercise(exercise.id))
        mdHref = SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.exercise(exercise.id)))
        // The name is the link's text: the picture beside it is decoration, hence no alternative text.
        thumb = exercise.images.lazy.compactMap { context.picture($0, place: .thumb, from: page, alt: "") }.first
    }
}
