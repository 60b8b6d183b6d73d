import FitTodayDomain

/// The rendering steps, one per kind of page: each builds its typed models from the data and renders them.
extension PageRenderer {
    func renderToday() throws(FitTodayError) {
        let model = TodayPageModel(data.today, loads: data.todayLoads, today: context.options.today, context: pages)
        try page(model, at: SitePaths.today, title: model.title)
    }

    func renderHistory() async throws(FitTodayError) {
        let summaries = data.summaries, size = SiteBuilder.historyPageSize
        let count = HistoryPage.pageCount(total: summaries.count, pageSize: size)
        try await context.forEachChunk(Array(1...count), size: 25) { numbers throws(FitTodayError) in
            for number in numbers {
                let slice = Array(summaries.dropFirst((number - 1) * size).prefix(size))
                let model = HistoryPageModel(number: number, pages: count, sessions: slice, total: summaries.count,
                                             figures: self.data.figures, today: self.context.options.today,
                                             setsTarget: self.context.options.weeklySetsTarget, context: self.pages)
                try self.page(model, at: SitePaths.historyPage(number), title: model.title)
            }
        }
    }

    func renderSessions() async throws(FitTodayError) {
        let source = context.source
        try await context.forEachChunk(data.summaries.map(\.id), size: 250) { chunk throws(FitTodayError) in
            for session in try source.sessions(ids: chunk) {
                guard let id = session.id else { continue }
                let planListed = session.planID.map { planID in self.data.plans.contains { $0.id == planID } } ?? false
                try self.page(at: SitePaths.session(id), source: SessionPageModel.source(session, planListed: planListed)) {
                    let model = SessionPageModel(session, planListed: planListed, context: self.pages)
                    return (model, model.pageTitle)
                }
            }
        }
    }

    func renderLibrary() throws(FitTodayError) {
        let grouped = LibraryGroups.of(data.exercises)
        try page(LibraryPageModel(grouped, count: data.exercises.count, context: pages), at: SitePaths.library,
                 title: pages.word(.library))
        for entry in grouped {
            let model = MuscleGroupPageModel(entry, context: pages)
            try page(model, at: SitePaths.libraryGroup(LibraryGroups.slug(entry.group)), title: model.name)
        }
    }

    func renderExercises() async throws(FitTodayError) {
        try await context.forEachChunk(data.exercises, size: 50) { chunk throws(FitTodayError) in
            for exercise in chunk {
                let model = ExercisePageModel(exercise, log: self.data.logs[exercise.id], context: self.pages)
                try self.page(model, at: SitePaths.exercise(exercise.id), title: exercise.name)
            }
        }
    }

    func renderCredits() throws(FitTodayError) {
        let model = CreditsPageModel(exercises: data.exercises, credit: context.options.imageCredit, context: pages)
        try page(model, at: SitePaths.credits, title: pages.word(.credits))
    }

    func renderPlans() throws(FitTodayError) {
        let plans = data.plans.filter { $0.id != nil }
        try page(PlansPageModel(plans, context: pages), at: SitePaths.plans, title: pages.word(.plans))
        for plan in plans {
            try page(PlanPageModel(plan, context: pages), at: SitePaths.plan(plan.id!), title: plan.name)
        }
    }
}
