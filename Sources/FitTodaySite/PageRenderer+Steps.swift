import FitTodayDomain

/// The rendering steps, one per kind of page: each builds its typed models from the data and renders them.
extension PageRenderer {
    func renderToday() throws(FitTodayError) {
        var model = TodayPageModel(data.today, loads: data.todayLoads, today: context.options.today, context: pages)
        model.addReadiness(context.options.todayReadiness, answersShown: context.options.showWellnessAnswers, context: pages)
        if context.options.week != nil { model.week = WeekPageModel.link(from: SitePaths.today, locale: pages.locale) }
        try page(model, at: SitePaths.today, title: model.title)
    }

    /// The index (the newest sessions and the figures) and the numbered pages from `first` on, counted from the
    /// oldest session: a page's model depends only on its own sessions and its pager, so pages before a new
    /// session carry over. `data.summaries` must reach back to page `first`.
    func renderHistory(from first: Int = 1) async throws(FitTodayError) {
        let summaries = data.summaries, size = SiteBuilder.historyPageSize, total = data.sessionTotal
        let count = HistoryPage.pageCount(total: total, pageSize: size)
        let index = HistoryPageModel(latest: Array(summaries.prefix(size)), pages: count, total: total, figures: data.figures,
                                     today: context.options.today, setsTarget: context.options.weeklySetsTarget, context: pages)
        var indexModel = index
        indexModel.trainingLoad = context.options.trainingLoad.flatMap { $0.isEmpty ? nil : TrainingLoadFigures($0, locale: pages.locale) }
        try page(indexModel, at: SitePaths.history, title: index.title)
        try await context.forEachChunk(Array(min(max(first, 1), count)...count), size: 25) { numbers throws(FitTodayError) in
            for number in numbers {
                // `summaries` are newest first; the range counts from the oldest.
                let range = HistoryPage.range(of: number, total: total, pageSize: size)
                let slice = Array(summaries[(total - range.upperBound)..<(total - range.lowerBound)])
                let model = HistoryPageModel(number: number, pages: count, sessions: slice,
                                             numbers: range.isEmpty ? nil : (range.lowerBound + 1)...range.upperBound, context: self.pages)
                try self.page(model, at: SitePaths.historyPage(number), title: model.title)
            }
        }
    }

    /// The pages of these sessions (every session's by default).
    func renderSessions(_ ids: [Int64]? = nil) async throws(FitTodayError) {
        let source = context.source
        let progress = try await SiteBuildContext.value(of: data.exerciseHistory).progress
        try await context.forEachChunk(ids ?? data.summaries.map(\.id), size: 250) { chunk throws(FitTodayError) in
            for session in try source.sessions(ids: chunk) {
                guard let id = session.id else { continue }
                let planListed = session.planID.map { planID in self.data.plans.contains { $0.id == planID } } ?? false
                let records = SessionPageModel.records(ofSession: id, in: session, progress: progress)
                try self.page(at: SitePaths.session(id), source: SessionPageModel.source(session, planListed: planListed, records: records)) {
                    let model = SessionPageModel(session, planListed: planListed, records: records, context: self.pages)
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

    /// The pages of these exercises (the whole library's by default).
    func renderExercises(_ exercises: [Exercise]? = nil) async throws(FitTodayError) {
        let history = try await SiteBuildContext.value(of: data.exerciseHistory)
        try await context.forEachChunk(exercises ?? data.exercises, size: 50) { chunk throws(FitTodayError) in
            for exercise in chunk {
                let model = ExercisePageModel(exercise, log: history.logs[exercise.id], progress: history.progress[exercise.id],
                                              context: self.pages)
                try self.page(model, at: SitePaths.exercise(exercise.id), title: exercise.name)
            }
        }
    }

    func renderCredits() throws(FitTodayError) {
        let model = CreditsPageModel(exercises: data.exercises, credit: context.options.imageCredit, context: pages)
        try page(model, at: SitePaths.credits, title: pages.word(.credits))
    }

    /// Every program's page: rendered on every build, in place too, like today's page (each session moves them).
    func renderPrograms() throws(FitTodayError) {
        for overview in context.options.programs {
            try page(ProgramPageModel(overview, context: pages), at: SitePaths.program(overview.program.id), title: overview.program.name)
        }
    }

    func renderPlans() throws(FitTodayError) {
        let plans = data.plans.filter { $0.id != nil }
        try page(PlansPageModel(plans, programs: context.options.programs, context: pages), at: SitePaths.plans, title: pages.word(.plans))
        for plan in plans {
            try page(PlanPageModel(plan, context: pages), at: SitePaths.plan(plan.id!), title: plan.name)
        }
    }
}
