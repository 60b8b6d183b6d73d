import FitTodayDomain

extension PageRenderer {
    /// The week's page, when the build was given the week: rendered on every build, like today's page (each day
    /// and each session moves it).
    func renderWeek() throws(FitTodayError) {
        guard let week = context.options.week else { return }
        let model = WeekPageModel(week, context: pages)
        try page(model, at: SitePaths.week, title: model.heading)
    }
}
