import FitTodayDomain

extension TodayPageModel {
    /// Puts each exercise's alternatives under it (``SiteBuildOptions/alternatives``: one entry per exercise of the
    /// plan, in its order), or the sentence that says why it has none.
    mutating func addAlternatives(_ planned: [PlannedAlternatives], context: PageContext) {
        guard var plan, !planned.isEmpty else { return }
        for index in plan.exercises.indices where index < planned.count {
            let offer = planned[index]
            let reps = plan.exercises[index].workingSets.first?.reps ?? plan.exercises[index].program?.work.first?.reps ?? 1
            plan.exercises[index].alternatives = offer.alternatives.map {
                TodayAlternative($0, reps: reps, page: SitePaths.today, context: context)
            }
            plan.exercises[index].hasAlternatives = offer.alternatives.isEmpty ? nil : true
            plan.exercises[index].alternativesNote = offer.gap?.sentence(context.locale)
        }
        self.plan = plan
    }
}
