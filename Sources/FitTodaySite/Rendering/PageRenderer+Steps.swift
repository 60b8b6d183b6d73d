import FitTodayBuild
import FitTodayDomain
import FitTodayTemplates

/// The page steps, one per kind of page (``PageStep``): each lists its pages and how to make their typed models from
/// the data, for either pass (``PagePass``).
extension PageRenderer {
    func today(_ pass: PagePass) throws(FitTodayError) {
        try page(pass, at: SitePaths.today) {
            var model = TodayPageModel(data.today, loads: data.todayLoads, today: context.options.today, context: pages)
            model.addReadiness(context.options.shownDay.shown, answersShown: context.options.showWellnessAnswers, context: pages)
            model.addAlternatives(context.options.alternatives, context: pages)
            if context.options.week != nil { model.week = WeekPageModel.link(from: SitePaths.today, locale: pages.locale) }
            if context.options.printBlock != nil { model.printBlock = PrintPageModel.link(from: SitePaths.today, locale: pages.locale) }
            return (model, model.title)
        }
    }

    /// The index (the newest sessions and the figures) and the numbered pages from `first` on, counted from the
    /// oldest session: a page's model depends only on its own sessions and its pager, so pages before a new
    /// session carry over. `data.summaries` must reach back to page `first`.
    func history(_ pass: PagePass, from first: Int) async throws(FitTodayError) {
        let summaries = data.summaries, size = SiteBuilder.historyPageSize, total = data.sessionTotal
        let count = HistoryPage.pageCount(total: total, pageSize: size)
        try page(pass, at: SitePaths.history) {
            let index = HistoryPageModel(latest: Array(summaries.prefix(size)), pages: count, total: total, figures: data.figures,
                                         today: context.options.today, setsTarget: context.options.weeklySetsTarget, context: pages)
            var model = index
            model.trainingLoad = context.options.trainingLoad.flatMap { $0.isEmpty ? nil : TrainingLoadFigures($0, locale: pages.locale) }
            model.bodyWeight = BodyWeightFigures(context.options.bodyMeasurements, today: context.options.today, locale: pages.locale, unit: pages.unit)
            return (model, index.title)
        }
        try await context.forEachChunk(Array(min(max(first, 1), count)...count), size: 25) { numbers throws(FitTodayError) in
            for number in numbers {
                try self.page(pass, at: SitePaths.historyPage(number)) {
                    // `summaries` are newest first; the range counts from the oldest.
                    let range = HistoryPage.range(of: number, total: total, pageSize: size)
                    let slice = Array(summaries[(total - range.upperBound)..<(total - range.lowerBound)])
                    let model = HistoryPageModel(number: number, pages: count, sessions: slice,
                                                 numbers: range.isEmpty ? nil : (range.lowerBound + 1)...range.upperBound, context: self.pages)
                    return (model, model.title)
                }
            }
        }
    }

    /// The pages of these sessions (every session's by default). A session's fingerprint is made from its
    /// ``SessionPageModel/source(_:planListed:records:)`` without building its model, and only the sessions this pass
    /// needs are read: planning, those whose decision needs a fingerprint; rendering, those the plan renders.
    func sessions(_ pass: PagePass, _ ids: [Int64]?) async throws(FitTodayError) {
        let ids = ids ?? data.summaries.map(\.id)
        let wanted = ids.filter { wants(pass, SitePaths.session($0)) }
        let fingerprints = Locked([Int64: String]())
        if !wanted.isEmpty {
            let source = context.source
            let progress = try await SiteBuildContext.value(of: data.exerciseHistory).progress
            try await context.forEachChunk(wanted, size: 250) { chunk throws(FitTodayError) in
                for session in try self.data.sessions(ids: chunk, from: source) {
                    guard let id = session.id else { continue }
                    let path = SitePaths.session(id)
                    let planListed = session.planID.map { planID in self.data.plans.contains { $0.id == planID } } ?? false
                    let records = SessionPageModel.records(ofSession: id, in: session, progress: progress)
                    let known = pass == .rendering ? self.planner.plan.fingerprint(path) : nil
                    let fingerprint = known ?? self.fingerprint(path, kind: SessionPageModel.kind,
                                                                source: SessionPageModel.source(session, planListed: planListed, records: records))
                    switch pass {
                    case .planning:
                        fingerprints.withLock { $0[id] = fingerprint }
                    case .rendering:
                        let model = SessionPageModel(session, planListed: planListed, records: records, context: self.pages)
                        try self.publish(TemplateEncoder.object(model), kind: SessionPageModel.kind, at: path, title: model.pageTitle,
                                         fingerprint: fingerprint)
                    }
                }
            }
        }
        guard pass == .planning else { return }
        let found = fingerprints.withLock { $0 }
        // A session the snapshot no longer holds has no fingerprint: rendered, which fails as a whole build would.
        for id in ids { planner.decide(SitePaths.session(id)) { found[id] ?? "" } }
    }

    func library(_ pass: PagePass) throws(FitTodayError) {
        let grouped = LibraryGroups.of(data.exercises)
        try page(pass, at: SitePaths.library) {
            (LibraryPageModel(grouped, count: data.exercises.count, context: pages), pages.word(.library))
        }
        for entry in grouped {
            try page(pass, at: SitePaths.libraryGroup(LibraryGroups.slug(entry.group))) {
                let model = MuscleGroupPageModel(entry, context: pages)
                return (model, model.name)
            }
        }
    }

    /// The pages of these exercises (the whole library's by default). Their history is awaited only when this pass
    /// makes one of their models.
    func exercises(_ pass: PagePass, _ exercises: [Exercise]?) async throws(FitTodayError) {
        let exercises = exercises ?? data.exercises
        var history = ExerciseHistory(logs: [:], progress: [:])
        if exercises.contains(where: { wants(pass, SitePaths.exercise($0.id)) }) {
            history = try await SiteBuildContext.value(of: data.exerciseHistory)
        }
        let read = history
        // Alternatives come from the whole library, whichever pages this pass makes.
        let alternatives = ExerciseAlternatives(library: data.exercises)
        try await context.forEachChunk(exercises, size: 50) { chunk throws(FitTodayError) in
            for exercise in chunk {
                try self.page(pass, at: SitePaths.exercise(exercise.id)) {
                    (ExercisePageModel(exercise, log: read.logs[exercise.id], progress: read.progress[exercise.id],
                                       alternatives: alternatives.offer(for: exercise), context: self.pages), exercise.name)
                }
            }
        }
    }

    func credits(_ pass: PagePass) throws(FitTodayError) {
        try page(pass, at: SitePaths.credits) {
            (CreditsPageModel(exercises: data.exercises, credit: context.options.imageCredit, context: pages), pages.word(.credits))
        }
    }

    /// Every program's page: listed on every build, in place too, like today's page (each session moves them).
    func programs(_ pass: PagePass) throws(FitTodayError) {
        for overview in context.options.programs {
            try page(pass, at: SitePaths.program(overview.program.id)) {
                var model = ProgramPageModel(overview, context: pages)
                // The followed program's page links the block printed from where the person stands.
                if overview.run != nil, context.options.printBlock?.programID == overview.program.id {
                    model.printBlock = PrintPageModel.link(from: SitePaths.program(overview.program.id), locale: pages.locale)
                }
                return (model, overview.program.name)
            }
        }
    }

    func plans(_ pass: PagePass) throws(FitTodayError) {
        let plans = data.plans.filter { $0.id != nil }
        try page(pass, at: SitePaths.plans) {
            (PlansPageModel(plans, programs: context.options.programs, context: pages), pages.word(.plans))
        }
        for plan in plans {
            try page(pass, at: SitePaths.plan(plan.id!)) { (PlanPageModel(plan, context: pages), plan.name) }
        }
    }

    /// The week's page, when the build was given the week: listed on every build, like today's page (each day and
    /// each session moves it).
    func week(_ pass: PagePass) throws(FitTodayError) {
        guard let week = context.options.week else { return }
        try page(pass, at: SitePaths.week) {
            let model = WeekPageModel(week, context: pages)
            return (model, model.heading)
        }
    }

    /// The printable block, when the build was given one: listed on every build, like the week's page (each session
    /// logged and each day moves it).
    func printBlock(_ pass: PagePass) throws(FitTodayError) {
        guard let block = context.options.printBlock else { return }
        try page(pass, at: SitePaths.printBlock) {
            let model = PrintPageModel(block, paper: context.options.printPaper, lifter: context.options.printLifter ?? context.options.siteTitle, context: pages)
            return (model, model.heading)
        }
    }
}
