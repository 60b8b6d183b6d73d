import FitTodayDomain

/// The card of a plan exercise, on today's page and on plan pages, with a box to tick per set.
struct ExerciseCard: Encodable, Sendable {
    /// One tickable set; `key` names it in the browser's storage.
    struct Box: Encodable, Sendable {
        var number: Int
        var key: String
    }

    var position: Int
    var name: String
    var sets: Int
    /// "10", a range "8–12" or a timed item's "30 s".
    var reps: String
    var restSeconds: Int
    var href: String
    var boxes: [Box]
    var notes: String?
    var group: String?
    var instructions: String?
    var instructionsHTML: String?
    /// The instructions for the Markdown twin: headings and lists kept, links, images and HTML made inert.
    var instructionsMarkdown: String?
    var image: ImageRef?
    var placeholder: String?

    /// `planKey` tells the ticks of one plan (and day) from another's.
    init(_ item: PlanExercise, position: Int, page: String, planKey: String, context: PageContext) {
        let exercise = context.exercisesByID[item.exerciseID]
        let name = item.exerciseName.isEmpty ? (exercise?.name ?? item.exerciseID) : item.exerciseName
        self.position = position
        self.name = name
        sets = item.sets
        reps = item.workText(context.locale)
        restSeconds = item.restSeconds
        href = SitePaths.link(from: page, to: SitePaths.exercise(item.exerciseID))
        boxes = (1...max(item.sets, 1)).map { Box(number: $0, key: "\(planKey)-\(position)-\($0)") }
        notes = item.notes.isEmpty ? nil : item.notes
        group = exercise?.muscleGroup?.label(context.locale)
        if let written = exercise?.instructions, !written.isEmpty {
            // The card's name is a third-level heading on today's page and on plan pages.
            let text = MarkdownOutline.nested(written, below: 3)
            instructions = text
            instructionsHTML = context.markdown.html(text)
            instructionsMarkdown = SafeMarkdown.neutralizingLinks(text)
        }
        // The page's first picture is above the fold: it is not lazy (issue 43), the others are.
        if let first = exercise?.images.first,
           let picture = context.picture(first, place: .card, from: page, alt: name, lazy: position != context.eagerPicturePosition) {
            image = picture
        } else {
            placeholder = MuscleGroupPlaceholder.svg(group: exercise?.muscleGroup, exerciseName: name, locale: context.locale)
        }
    }
}
