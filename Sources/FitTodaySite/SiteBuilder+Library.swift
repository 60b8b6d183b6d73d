import FitTodayDomain

extension SiteBuilder {
    /// The groups of the library in a fixed order, custom exercises with no group last.
    static func groupedExercises(_ exercises: [Exercise]) -> [(group: MuscleGroup?, exercises: [Exercise])] {
        let sorted = exercises.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        let groups: [MuscleGroup?] = MuscleGroup.allCases + [nil]
        return groups.compactMap { group in
            let members = sorted.filter { $0.muscleGroup == group }
            return members.isEmpty ? nil : (group, members)
        }
    }

    static func groupSlug(_ group: MuscleGroup?) -> String { group?.rawValue ?? "other" }

    static func renderLibraryPages(_ run: SiteBuildRun) throws(FitTodayError) {
        let locale = run.locale, page = SitePaths.library
        let grouped = groupedExercises(run.data.exercises)
        func groupName(_ group: MuscleGroup?) -> String { group?.label(locale) ?? run.strings["otherGroup"]! }
        func row(_ exercise: Exercise, from page: String) -> [String: Any] {
            [
                "name": exercise.name, "equipment": exercise.equipment.label(locale), "level": exercise.level.label(locale),
                "href": SitePaths.link(from: page, to: SitePaths.exercise(exercise.id)),
                "mdHref": SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.exercise(exercise.id))),
            ]
        }
        let model: [String: Any] = [
            "count": run.data.exercises.count,
            "groups": grouped.map { entry -> [String: Any] in
                [
                    "name": groupName(entry.group), "slug": groupSlug(entry.group), "count": entry.exercises.count,
                    "href": SitePaths.link(from: page, to: SitePaths.libraryGroup(groupSlug(entry.group))),
                    "exercises": entry.exercises.map { row($0, from: page) },
                ]
            },
        ]
        try run.page(page, kind: "library", title: run.strings["library"]!, nav: "navLibrary", model: model)
        for entry in grouped {
            let groupPage = SitePaths.libraryGroup(groupSlug(entry.group))
            let levels = FitnessLevel.allCases.compactMap { level -> [String: Any]? in
                let members = entry.exercises.filter { $0.level == level }
                guard !members.isEmpty else { return nil }
                return ["name": level.label(locale), "slug": level.rawValue, "exercises": members.map { row($0, from: groupPage) }]
            }
            try run.page(groupPage, kind: "library-group", title: groupName(entry.group), nav: "navLibrary", model: [
                "name": groupName(entry.group), "count": entry.exercises.count, "levels": levels,
                "libraryHref": SitePaths.link(from: groupPage, to: SitePaths.library),
            ])
        }
    }

    static func renderExercisePage(_ run: SiteBuildRun, _ exercise: Exercise) throws(FitTodayError) {
        let page = SitePaths.exercise(exercise.id), locale = run.locale, images = run.images
        var model: [String: Any] = [
            "name": exercise.name, "equipment": exercise.equipment.label(locale), "level": exercise.level.label(locale),
            "images": exercise.images.enumerated().compactMap { index, path -> [String: Any]? in
                guard let site = images[path] else { return nil }
                return ["src": SitePaths.link(from: page, to: site), "alt": "\(exercise.name) (\(index + 1))"]
            },
        ]
        if exercise.images.allSatisfy({ images[$0] == nil }) {
            model["placeholder"] = MuscleGroupPlaceholder.svg(group: exercise.muscleGroup, exerciseName: exercise.name, locale: locale)
        }
        if let group = exercise.muscleGroup {
            model["group"] = group.label(locale)
            model["groupHref"] = SitePaths.link(from: page, to: SitePaths.libraryGroup(groupSlug(group)))
        }
        if !exercise.instructions.isEmpty {
            model["instructions"] = exercise.instructions
            model["instructionsHTML"] = run.markdown.html(exercise.instructions)
        }
        if let log = run.data.logs[exercise.id], log.sessionCount > 0 {
            model["log"] = [
                "sessionCount": log.sessionCount,
                "entries": log.recent.map { entry -> [String: Any] in
                    [
                        "date": SiteFormat.dateTime(entry.completedAt, locale),
                        "sets": entry.sets.map { set in set.weightKg.map { "\(set.reps)×\(SiteFormat.kilograms($0, locale))" } ?? "\(set.reps)" }
                            .joined(separator: ", "),
                        "lastWeight": entry.lastWeightKg.map { SiteFormat.kilograms($0, locale) + " kg" } ?? run.strings["bodyweight"]!,
                        "href": SitePaths.link(from: page, to: SitePaths.session(entry.sessionID)),
                        "mdHref": SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.session(entry.sessionID))),
                    ]
                },
            ] as [String: Any]
        }
        try run.page(page, kind: "exercise", title: exercise.name, nav: "navLibrary", model: model)
    }

    static func renderPlanPages(_ run: SiteBuildRun) throws(FitTodayError) {
        let locale = run.locale, plans = run.data.plans.filter { $0.id != nil }
        try run.page(SitePaths.plans, kind: "plans", title: run.strings["plans"]!, nav: "navPlans", model: [
            "hasPlans": !plans.isEmpty,
            "plans": plans.map { plan -> [String: Any] in
                [
                    "title": plan.name, "active": plan.isActive, "createdAt": SiteFormat.date(plan.createdAt.date, locale),
                    "source": plan.source.label(locale), "exerciseCount": plan.exercises.count,
                    "href": SitePaths.link(from: SitePaths.plans, to: SitePaths.plan(plan.id!)),
                    "mdHref": SitePaths.link(from: SitePaths.plans, to: SitePaths.markdown(SitePaths.plan(plan.id!))),
                ]
            },
        ])
        for plan in plans {
            let page = SitePaths.plan(plan.id!)
            let planKey = "plan-\(plan.id!)"
            var model: [String: Any] = [
                "title": plan.name, "active": plan.isActive, "createdAt": SiteFormat.date(plan.createdAt.date, locale),
                "source": plan.source.label(locale), "hasExercises": !plan.exercises.isEmpty,
                "exercises": plan.exercises.enumerated().map { run.exerciseCard($1, position: $0 + 1, page: page, planKey: planKey) },
            ]
            if let date = plan.forDate { model["forDate"] = SiteFormat.date(date, locale) }
            if let minutes = plan.estimatedMinutes { model["duration"] = minutes }
            if let intensity = plan.intensity { model["intensity"] = intensity.label(locale) }
            if let reason = plan.fallbackReason { model["fallback"] = reason.label(locale) }
            if !plan.description.isEmpty { model["description"] = plan.description }
            try run.page(page, kind: "plan", title: plan.name, nav: "navPlans", model: model)
        }
    }
}
