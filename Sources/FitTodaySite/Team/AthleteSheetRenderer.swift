import FitTodayDomain

/// An athlete's part of the team sheet: today's plan as ``ShowTheDay`` gave it, every set with its load, plates and
/// warm-ups in the athlete's unit, in the team's language. Rendered where the athlete's data is read, so that the
/// gather only joins the parts (``AthleteSheet``).
public struct AthleteSheetRenderer: Sendable {
    struct Model: Encodable {
        var id: String
        var name: String
        var unit: String
        var planTitle: String?
        var restDay: Bool
        var noPlan: Bool
        var failure: String?
        var exercises: [TodayExercise]
        var changes: [String]
        var words: TeamWords
        /// Whether ``changes`` has any: a template tests it rather than the list.
        var hasChanges = false
    }

    let templates: TeamTemplates
    let locale: AppLocale

    public init(templates: TeamTemplates, locale: AppLocale) {
        self.templates = templates
        self.locale = locale
    }

    /// `day`'s sheet for athlete `id`; `exercises`: the library by id (names); `unit`: the athlete's.
    public func render(_ day: ShownDay, id: String, name: String, unit: WeightUnit, exercises: [String: Exercise]) -> AthleteSheet {
        let context = PageContext(locale: locale, images: [:], exercisesByID: exercises, markdown: MarkdownRenderer(), unit: unit)
        var model = Model(id: id, name: name, unit: unit.symbol, planTitle: nil, restDay: false, noPlan: false, failure: nil,
                          exercises: [], changes: [], words: TeamWords(locale))
        switch day.decided {
        case .restDay: model.restDay = true
        case .noPlan: model.noPlan = true
        case .plan:
            if let plan = day.plan {
                let loads = day.loads
                let key = "team-\(id)"
                model.planTitle = plan.name
                model.exercises = plan.exercises.enumerated().map { index, item in
                    TodayExercise(item, load: loads.indices.contains(index) ? loads[index] : nil, position: index + 1,
                                  page: SitePaths.today, planKey: key, context: context)
                }
                if let shown = day.shown {
                    model.changes = zip(shown.plan.exercises, shown.adjustments).flatMap { item, changes in
                        changes.map { "\(context.exercisesByID[item.exerciseID]?.name ?? item.exerciseID): \($0.what) (\($0.why))" }
                    }
                    model.hasChanges = !model.changes.isEmpty
                }
            }
        }
        return AthleteSheet(html: templates.render("team-athlete-sheet.html", model), markdown: templates.render("team-athlete-sheet.md", model))
    }

    /// The part of an athlete whose site was not built: their name and why.
    public func failed(id: String, name: String, reason: String) -> AthleteSheet {
        let model = Model(id: id, name: name, unit: "", planTitle: nil, restDay: false, noPlan: false, failure: reason,
                          exercises: [], changes: [], words: TeamWords(locale))
        return AthleteSheet(html: templates.render("team-athlete-sheet.html", model), markdown: templates.render("team-athlete-sheet.md", model))
    }
}
