import FitTodayDomain

extension TodayPageModel {
    /// Adds today's readiness (``TodayReadiness``) and the sheet's session effort field to a page with a plan.
    mutating func addReadiness(_ day: ReadinessDay?, answersShown: Bool, context: PageContext) {
        guard plan != nil else { return }
        let words = context.locale.words.site.readiness
        sessionEffort = SessionEffortField(label: words.rpeField, hint: words.rpeHint)
        guard let day else { return }
        readiness = TodayReadiness(day, answersShown: answersShown, locale: context.locale)
    }
}
