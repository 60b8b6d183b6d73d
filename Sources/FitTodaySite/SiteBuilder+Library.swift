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
        func row(_ exercise: Exercise, from page: String) -> TemplateValue {
            [
                "name": .string(exercise.name), "equipment": .string(exercise.equipment?.label(locale) ?? locale.notInformed),
                "level": .string(exercise.level?.label(locale) ?? locale.notInformed),
                "href": .string(SitePaths.link(from: page, to: SitePaths.exercise(exercise.id))),
                "mdHref": .string(SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.exercise(exercise.id)))),
            ]
        }
        let model: TemplateObject = [
            "count": .int(run.data.exercises.count),
            "groups": .list(grouped.map { entry -> TemplateValue in
                [
                    "name": .string(groupName(entry.group)), "slug": .string(groupSlug(entry.group)), "count": .int(entry.exercises.count),
                    "href": .string(SitePaths.link(from: page, to: SitePaths.libraryGroup(groupSlug(entry.group)))),
                    "exercises": .list(entry.exercises.map { row($0, from: page) }),
                ]
            }),
        ]
        try run.page(page, kind: "library", title: run.strings["library"]!, nav: "navLibrary", model: model)
        for entry in grouped {
            let groupPage = SitePaths.libraryGroup(groupSlug(entry.group))
            // Custom exercises of unknown level come last, under "not informed".
            let levels = (FitnessLevel.allCases.map(Optional.some) + [nil]).compactMap { level -> TemplateValue? in
                let members = entry.exercises.filter { $0.level == level }
                guard !members.isEmpty else { return nil }
                return [
                    "name": .string(level?.label(locale) ?? locale.notInformed), "slug": .string(level?.rawValue ?? "unknown"),
                    "exercises": .list(members.map { row($0, from: groupPage) }),
                ]
            }
            try run.page(groupPage, kind: "library-group", title: groupName(entry.group), nav: "navLibrary", model: [
                "name": .string(groupName(entry.group)), "count": .int(entry.exercises.count), "levels": .list(levels),
                "libraryHref": .string(SitePaths.link(from: groupPage, to: SitePaths.library)),
            ])
        }
    }

    static func renderExercisePage(_ run: SiteBuildRun, _ exercise: Exercise) throws(FitTodayError) {
        let page = SitePaths.exercise(exercise.id), locale = run.locale, images = run.images
        var model: TemplateObject = [
            "name": .string(exercise.name), "equipment": .string(exercise.equipment?.label(locale) ?? locale.notInformed),
            "level": .string(exercise.level?.label(locale) ?? locale.notInformed),
            "images": .list(exercise.images.enumerated().compactMap { index, path -> TemplateValue? in
                guard let site = images[path] else { return nil }
                return ["src": .string(SitePaths.link(from: page, to: site)), "alt": "\(exercise.name) (\(index + 1))"]
            }),
        ]
        if exercise.images.allSatisfy({ images[$0] == nil }) {
            model["placeholder"] = .string(MuscleGroupPlaceholder.svg(group: exercise.muscleGroup, exerciseName: exercise.name, locale: locale))
        }
        model["group"] = .string(exercise.muscleGroup?.label(locale) ?? locale.notInformed)
        model["groupHref"] = .string(SitePaths.link(from: page, to: SitePaths.libraryGroup(groupSlug(exercise.muscleGroup))))
        if !exercise.instructions.isEmpty {
            model["instructions"] = .string(exercise.instructions)
            model["instructionsHTML"] = .string(run.markdown.html(exercise.instructions))
            model["instructionsMarkdown"] = .string(SafeMarkdown.neutralizingLinks(exercise.instructions))
        }
        if let log = run.data.logs[exercise.id], log.sessionCount > 0 {
            model["log"] = [
                "sessionCount": .int(log.sessionCount),
                "entries": .list(log.recent.map { entry -> TemplateValue in
                    [
                        "date": .string(SiteFormat.dateTime(entry.completedAt, locale)),
                        "sets": .string(entry.sets.map { set in set.weightKg.map { "\(set.reps)×\(SiteFormat.kilograms($0, locale))" } ?? "\(set.reps)" }
                            .joined(separator: ", ")),
                        "lastWeight": .string(entry.lastWeightKg.map { SiteFormat.kilograms($0, locale) + " kg" } ?? run.strings["bodyweight"]!),
                        "href": .string(SitePaths.link(from: page, to: SitePaths.session(entry.sessionID))),
                        "mdHref": .string(SitePaths.link(from: page, to: SitePaths.markdown(SitePaths.session(entry.sessionID)))),
                    ]
                }),
            ]
        }
        try run.page(page, kind: "exercise", title: exercise.name, nav: "navLibrary", model: model)
    }

    static func renderPlanPages(_ run: SiteBuildRun) throws(FitTodayError) {
        let locale = run.locale, plans = run.data.plans.filter { $0.id != nil }
        try run.page(SitePaths.plans, kind: "plans", title: run.strings["plans"]!, nav: "navPlans", model: [
            "hasPlans": .bool(!plans.isEmpty),
            "plans": .list(plans.map { plan -> TemplateValue in
                [
                    "title": .string(plan.name), "active": .bool(plan.isActive), "createdAt": .string(SiteFormat.date(plan.createdAt.date, locale)),
                    "source": .string(plan.source.label(locale)), "exerciseCount": .int(plan.exercises.count),
                    "href": .string(SitePaths.link(from: SitePaths.plans, to: SitePaths.plan(plan.id!))),
                    "mdHref": .string(SitePaths.link(from: SitePaths.plans, to: SitePaths.markdown(SitePaths.plan(plan.id!)))),
                ]
            }),
        ])
        for plan in plans {
            let page = SitePaths.plan(plan.id!)
            let planKey = "plan-\(plan.id!)"
            var model: TemplateObject = [
                "title": .string(plan.name), "active": .bool(plan.isActive), "createdAt": .string(SiteFormat.date(plan.createdAt.date, locale)),
                "source": .string(plan.source.label(locale)), "hasExercises": .bool(!plan.exercises.isEmpty),
                "exercises": .list(plan.exercises.enumerated().map { .object(run.exerciseCard($1, position: $0 + 1, page: page, planKey: planKey)) }),
            ]
            if let date = plan.forDate { model["forDate"] = .string(SiteFormat.date(date, locale)) }
            if let minutes = plan.estimatedMinutes { model["duration"] = .int(minutes) }
            if let intensity = plan.intensity { model["intensity"] = .string(intensity.label(locale)) }
            if let reason = plan.fallbackReason { model["fallback"] = .string(reason.label(locale)) }
            if !plan.description.isEmpty { model["description"] = .string(plan.description) }
            try run.page(page, kind: "plan", title: plan.name, nav: "navPlans", model: model)
        }
    }
}
