import FitTodayDomain

extension SiteBuildRun {
    /// The card of a plan exercise (today's page and plan pages).
    func exerciseCard(_ item: PlanExercise, position: Int, page: String, planKey: String) -> [String: Any] {
        let exercise = data.exercisesByID[item.exerciseID]
        let name = item.exerciseName.isEmpty ? (exercise?.name ?? item.exerciseID) : item.exerciseName
        var card: [String: Any] = [
            "position": position, "name": name, "sets": item.sets, "reps": item.reps, "restSeconds": item.restSeconds,
            "href": SitePaths.link(from: page, to: SitePaths.exercise(item.exerciseID)),
            "boxes": (1...max(item.sets, 1)).map { number in ["number": number, "key": "\(planKey)-\(position)-\(number)"] as [String: Any] },
        ]
        if !item.notes.isEmpty { card["notes"] = item.notes }
        if let group = exercise?.muscleGroup { card["group"] = group.label(locale) }
        if let instructions = exercise?.instructions, !instructions.isEmpty {
            card["instructions"] = instructions
            card["instructionsHTML"] = markdown.html(instructions)
        }
        if let first = exercise?.images.first, let site = images[first] {
            card["image"] = ["src": SitePaths.link(from: page, to: site), "alt": name]
        } else {
            card["placeholder"] = MuscleGroupPlaceholder.svg(group: exercise?.muscleGroup, exerciseName: name, locale: locale)
        }
        return card
    }
}
