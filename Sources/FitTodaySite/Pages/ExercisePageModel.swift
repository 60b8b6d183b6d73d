import FitTodayDomain

/// An exercise's page: images (or an illustration), instructions and where it was logged.
struct ExercisePageModel: PageModel {
    static let kind = PageKind.exercise

    struct Log: Encodable, Sendable {
        var sessionCount: Int
        var entries: [Entry]
    }

    struct Entry: Encodable, Sendable {
        var date: String
        var sets: String
        var lastWeight: String
        var href: String
        var mdHref: String
    }

    var name: String
    var equipment: String
    var level: String
    var images: [ImageRef]
    var placeholder: String?
    var group: String?
    var groupHref: String?
    var instructions: String?
    var instructionsHTML: String?
    /// The instructions for the Markdown twin: headings and lists kept, links, images and HTML made inert.
    var instructionsMarkdown: String?
    var log: Log?

    init(_ exercise: Exercise, log: ExerciseLog?, context: PageContext) {
        let page = SitePaths.exercise(exercise.id), locale = context.locale, images = context.images
        name = exercise.name
        equipment = exercise.equipment?.label(locale) ?? locale.notInformed
        level = exercise.level?.label(locale) ?? locale.notInformed
        self.images = exercise.images.enumerated().compactMap { index, path in
            images[path].map { ImageRef(src: SitePaths.link(from: page, to: $0), alt: "\(exercise.name) (\(index + 1))") }
        }
        if exercise.images.allSatisfy({ images[$0] == nil }) {
            placeholder = MuscleGroupPlaceholder.svg(group: exercise.muscleGroup, exerciseName: exercise.name, locale: locale)
        }
        group = exercise.muscleGroup?.label(locale) ?? locale.notInformed
        groupHref = SitePaths.link(from: page, to: SitePaths.libraryGroup(LibraryGroups.slug(exercise.muscleGroup)))
        if !exercise.instructions.isEmpty {
            instructions = exercise.instructions
            instructionsHTML = context.markdown.html(exercise.instructions)
            instructionsMarkdown = SafeMarkdown.neutralizingLinks(exercise.instructions)
        }
        if let log, log.sessionCount > 0 {
            self.log = Log(sessionCount: log.sessionCount, entries: log.recent.map { entry in
                Entry(
                    date: SiteFormat.dateTime(entry.completedAt, locale),
                    sets: entry.sets.map { set in set.weightKg.map { "\(set.reps)×\(SiteFormat.kilograms($0, locale))" } ?? "\(set.reps)" }
                        .joined(separator: ", "),
                    lastWeight: entry.lastWeightKg.map { SiteFormat.kilograms($0, locale) + " kg" } ?? context.word(.bodyweight),
                    href: SitePaths.link(from: page, to: SitePaths.session(entry.sessionID)),
                    mdHref: SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.session(entry.sessionID)))
                )
            })
        }
    }
}
