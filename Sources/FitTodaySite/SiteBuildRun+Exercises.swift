import FitTodayDomain

extension SiteBuildRun {
    /// The card of a plan exercise (today's page and plan pages).
    func exerciseCard(_ item: PlanExercise, position: Int, page: String, planKey: String) -> TemplateObject {
        let exercise = data.exercisesByID[item.exerciseID]
        let name = item.exerciseName.isEmpty ? (exercise?.name ?? item.exerciseID) : item.exerciseName
        var card: TemplateObject = [
            "position": .int(position), "name": .string(name), "sets": .int(item.sets), "reps": .int(item.reps),
            "restSeconds": .int(item.restSeconds), "href": .string(SitePaths.link(from: page, to: SitePaths.exercise(item.exerciseID))),
            "boxes": .list((1...max(item.sets, 1)).map { number in ["number": .int(number), "key": "\(planKey)-\(position)-\(number)"] }),
        ]
        if !item.notes.isEmpty { card["notes"] = .string(item.notes) }
        if let group = exercise?.muscleGroup { card["group"] = .string(group.label(locale)) }
        if let instructions = exercise?.instructions, !instructions.isEmpty {
            card["instructions"] = .string(instructions)
            card["instructionsHTML"] = .string(markdown.html(instructions))
            card["instructionsMarkdown"] = .string(SafeMarkdown.neutralizingLinks(instructions))
        }
        if let first = exercise?.images.first, let site = images[first] {
            card["image"] = ["src": .string(SitePaths.link(from: page, to: site)), "alt": .string(name)]
        } else {
            card["placeholder"] = .string(MuscleGroupPlaceholder.svg(group: exercise?.muscleGroup, exerciseName: name, locale: locale))
        }
        return card
    }
}
