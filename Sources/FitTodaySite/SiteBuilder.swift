import FitTodayDomain
import Foundation

/// Renders the whole site from a data source and an image provider into the output folder, as a sequence of
/// named steps, each handed what the steps before it returned (the Publish `PublishingContext` shape).
///
/// The build takes a lock beside the output, renders into a staging folder (reusing unchanged files from
/// the current site by hard link) and swaps it in atomically at the end; any failure before that leaves
/// the previous site as it was. An update after new sessions stages only its changed files and renames each
/// into place (``SiteWriter/updateInPlace(files:digest:)``).
public struct SiteBuilder: Sendable {
    public let source: any SiteDataSource
    public let images: any SiteImageProvider
    public let options: SiteBuildOptions

    /// Sessions listed per history page.
    public static let historyPageSize = 20
    /// Sessions shown on an exercise's page.
    public static let recentSessionsPerExercise = 20

    public init(source: any SiteDataSource, images: any SiteImageProvider, options: SiteBuildOptions) {
        self.source = source
        self.images = images
        self.options = options
    }

    /// Runs every step and swaps the new site in; or, when only sessions were added to since the current site was
    /// built (see ``SessionChanges``), renders what they change and updates the site in place.
    public func build() async throws(FitTodayError) -> SiteBuildReport {
        let started = Date()
        // Checked before the lock file or the staging folder is made beside it.
        var options = self.options
        options.outputDirectory = try SiteOutputGuard.check(options)
        let lock = try await BuildLock(output: options.outputDirectory, wait: options.lockWait)
        defer { withExtendedLifetime(lock) {} }
        let templates = try SiteTemplates(overrides: options.templatesDirectory, locale: options.locale)
        let writer = SiteWriter(output: options.outputDirectory, diagnostics: options.diagnostics)
        try writer.prepare()
        let state = SiteState(for: options.outputDirectory, diagnostics: options.diagnostics)
        let previous = state.head()
        let context = SiteBuildContext(options: options, source: source, imageProvider: images, templates: templates, writer: writer,
                                       previous: previous, state: state)
        let planner = BuildPlanner(previous: previous, output: options.outputDirectory, source: source)
        var steps = StepTimes()
        do {
            var inputs = try await steps.time("inputs") { () async throws(FitTodayError) in try await context.readInputs() }
            if let plan = planner.nothingToDo(inputs) {
                options.notes(plan.scopeLine)
                writer.abandon()
                return SiteBuildReport(
                    written: 0, unchanged: previous.fileCount, pages: previous.pages, images: previous.images,
                    missingImages: previous.missingImages, steps: steps.times, seconds: Date().timeIntervalSince(started)
                )
            }
            inputs.exercises = try await steps.time("exercises") { () async throws(FitTodayError) in try context.exercises() }
            let plan = try await steps.time("changes") { () async throws(FitTodayError) in try planner.plan(inputs) }
            options.notes(plan.scopeLine)
            if case let .sessionsAdded(changed) = plan.scope {
                let changes = try await steps.time("data") { () async throws(FitTodayError) in
                    try await context.loadChangedData(inputs, changed: changed)
                }
                return try await update(with: changes, plan: plan, inputs: inputs, context: context, steps: &steps, started: started)
            }
            let data = try await steps.time("data") { () async throws(FitTodayError) in try await context.loadData(inputs) }
            let assets = try await steps.time("assets") { () async throws(FitTodayError) in try context.writeAssets() }
            let images = try await steps.time("images") { () async throws(FitTodayError) in try await context.copyImages(inputs) }
            let libraryIndex = try await steps.time("search index") { () async throws(FitTodayError) in
                try context.writeLibraryIndex(data.exercises, images: images)
            }
            let renderer = PageRenderer(context: context, plan: plan.pages, data: data, assets: assets, images: images, libraryIndex: libraryIndex)
            // The pages that need no exercise history first: it is still being read meanwhile.
            try await steps.time("today") { () async throws(FitTodayError) in try renderer.renderToday() }
            try await steps.time("history") { () async throws(FitTodayError) in try await renderer.renderHistory() }
            try await steps.time("library") { () async throws(FitTodayError) in try renderer.renderLibrary() }
            try await steps.time("plans") { () async throws(FitTodayError) in try renderer.renderPlans() }
            try await steps.time("programs") { () async throws(FitTodayError) in try renderer.renderPrograms() }
            try await steps.time("week") { () async throws(FitTodayError) in try renderer.renderWeek() }
            try await steps.time("credits") { () async throws(FitTodayError) in try renderer.renderCredits() }
            try await steps.time("sessions") { () async throws(FitTodayError) in try await renderer.renderSessions() }
            try await steps.time("exercises") { () async throws(FitTodayError) in try await renderer.renderExercises() }
            try await steps.time("publishing") { () async throws(FitTodayError) in try renderer.renderPublishing() }
            renderer.recordPagesLeftOut()
            let saved = try await commit(renderer, inputs: inputs, steps: &steps)
            for line in plan.pagesSummary() { options.notes(line) }
            let counts = writer.counts
            return SiteBuildReport(
                written: counts.written, unchanged: counts.unchanged, pages: saved.pages, rendered: renderer.renderedCount, images: images.paths.count,
                missingImages: images.missing, steps: steps.times, seconds: Date().timeIntervalSince(started),
                unknownTemplateNames: renderer.unknownNames
            )
        } catch {
            writer.abandon()
            throw error
        }
    }

    /// Puts the new site in place and saves its state. Between the two, the state describes no site: a build killed
    /// there renders everything next time instead of trusting fingerprints of the site before.
    /// Returns the manifest saved.
    private func commit(_ renderer: PageRenderer, inputs: SiteInputs, steps: inout StepTimes) async throws(FitTodayError) -> RenderManifest {
        let output = renderer.context.options.outputDirectory, writer = renderer.context.writer, state = renderer.context.state
        return try await steps.time("commit") { () async throws(FitTodayError) in
            state.forget()
            PublishCheckpoint.passed("the last build's state forgotten")
            try writer.commit()
            PublishCheckpoint.passed("the site in place")
            // The next update trusts this history only when the state's data mark is still this one.
            var history: (ExerciseHistory, replacing: Set<String>?)?
            if inputs.dataMark != nil, let read = try? await renderer.data.exerciseHistory.value {
                history = (read, renderer.data.keptExerciseHistory)
            }
            // A new site's stamps give the manifest its files' digest (without hashing every path again). An update's
            // are taken last: a folder it changed is stamped as long after as can be, so that it is settled.
            var stamps = writer.isUpdatingInPlace ? nil : writer.folderStamps(updating: nil)
            let manifest = renderer.manifest(inputs: inputs, filesDigest: stamps?.digest)
            if writer.isUpdatingInPlace { stamps = writer.folderStamps(updating: inputs.folders) }
            state.save(manifest, stamps: stamps, history: history)
            PublishCheckpoint.passed("the state saved")
            SiteState.removeFormerFiles(for: output)
            return manifest
        }
    }

    /// After sessions were only added to: renders the pages they change (see ``SessionChanges``) and updates the
    /// current site in place, leaving every other file as it is.
    private func update(with changes: SessionChanges, plan: BuildPlan, inputs: SiteInputs, context: SiteBuildContext, steps: inout StepTimes,
                        started: Date) async throws(FitTodayError) -> SiteBuildReport {
        let writer = context.writer
        // The site is the one the manifest describes (its walk gave the same digest).
        writer.updateInPlace(files: context.previous.fileCount, digest: context.previous.filesDigest ?? "")
        let carried = context.state.manifest(pages: .onDemand)
        let images = SiteImages(paths: carried.imagePaths, missing: carried.missingImages)
        let assets = try await steps.time("assets") { () async throws(FitTodayError) in try context.writeAssets() }
        // The library did not change (it is in the base key): its search index is the one the site has.
        let libraryIndex = try await steps.time("search index") { () async throws(FitTodayError) in
            if let path = carried.libraryIndex { return path }
            return try context.writeLibraryIndex(changes.data.exercises, images: images)
        }
        let renderer = PageRenderer(context: context, plan: plan.pages, data: changes.data, assets: assets, images: images,
                                    libraryIndex: libraryIndex, carried: carried)
        try await steps.time("today") { () async throws(FitTodayError) in try renderer.renderToday() }
        try await steps.time("history") { () async throws(FitTodayError) in try await renderer.renderHistory(from: changes.firstHistoryPage) }
        try await steps.time("sessions") { () async throws(FitTodayError) in try await renderer.renderSessions(changes.sessions) }
        try await steps.time("exercises") { () async throws(FitTodayError) in try await renderer.renderExercises(changes.exercises) }
        try await steps.time("plans") { () async throws(FitTodayError) in
            try renderer.renderPlans()
            // A plan no longer listed (yesterday's, never used) loses its page, as a whole build would leave it out.
            let listed = Set(changes.data.plans.compactMap { $0.id.map(SitePaths.plan) })
            for path in carried.pagePaths(withPrefix: "plans/") where path != SitePaths.plans && !listed.contains(path) {
                renderer.remove(pageAt: path)
            }
        }
        try await steps.time("programs") { () async throws(FitTodayError) in
            try renderer.renderPrograms()
            // A program no longer given loses its page, as a whole build would leave it out.
            let listed = Set(context.options.programs.map { SitePaths.program($0.program.id) })
            for path in carried.pagePaths(withPrefix: "programs/") where !listed.contains(path) {
                renderer.remove(pageAt: path)
            }
        }
        try await steps.time("week") { () async throws(FitTodayError) in
            try renderer.renderWeek()
            if context.options.week == nil, carried.pagePaths(withPrefix: "week/").contains(SitePaths.week) { renderer.remove(pageAt: SitePaths.week) }
        }
        try await steps.time("publishing") { () async throws(FitTodayError) in try renderer.renderPublishing() }
        let saved = try await commit(renderer, inputs: inputs, steps: &steps)
        for line in plan.pagesSummary() { context.options.notes(line) }
        let counts = writer.counts
        return SiteBuildReport(
            written: counts.written, unchanged: writer.fileCount - counts.written, pages: saved.pages, rendered: renderer.renderedCount,
            images: images.paths.count, missingImages: images.missing, steps: steps.times, seconds: Date().timeIntervalSince(started),
            unknownTemplateNames: renderer.unknownNames, updatedInPlace: true
        )
    }
}
