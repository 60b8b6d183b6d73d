import FitTodayBuild
import FitTodayDomain
import FitTodaySystem
import Foundation

/// Renders the whole site from a data source and an image provider into the output folder, as a sequence of
/// named steps, each handed what the steps before it returned (the Publish `PublishingContext` shape).
///
/// The build takes a lock beside the output, decides its plan (``BuildPlanner``, then each page's decision by the
/// ``PagePlanner`` before any is rendered), renders the pages the plan lists and hands their bytes to the plan's
/// publisher (``SitePublisher``), which writes them beside the output and puts them in place at the commit: a whole
/// new site swapped in atomically, or, after new sessions, a few files renamed over their old versions. Any failure
/// before the commit leaves the previous site as it was.
public struct SiteBuilder: Sendable {
    public let source: any SiteDataSource
    public let images: any SiteImageProvider
    public let options: SiteBuildOptions
    /// The set-up begun before the data was read, for these options; nil: ``build()`` does it first.
    public let preparation: SiteBuildPreparation?

    /// Sessions listed per history page.
    public static let historyPageSize = 20
    /// Sessions shown on an exercise's page.
    public static let recentSessionsPerExercise = 20

    public init(source: any SiteDataSource, images: any SiteImageProvider, options: SiteBuildOptions, preparation: SiteBuildPreparation? = nil) {
        self.source = source
        self.images = images
        self.options = options
        self.preparation = preparation
    }

    /// The report of a build with nothing to do, told before the data, the library or the images are read: the
    /// start key of `options` (``SiteBuildOptions/start``) with the data at `revision` is the one the current site was
    /// made from, and the site is all there. Nil: ``build()`` decides by the inputs themselves.
    public static func upToDate(_ options: SiteBuildOptions, revision: String) async throws(FitTodayError) -> SiteBuildReport? {
        guard let start = options.start else { return nil }
        let started = Date()
        var options = options
        options.outputDirectory = try SiteOutputGuard.check(options)
        // No state, no site made by a build: nothing is made beside the output here.
        guard FileKind.of(SiteState.location(for: options.outputDirectory).path) == .regular else { return nil }
        let state = SiteState(for: options.outputDirectory, diagnostics: options.diagnostics)
        let key = start.key(revision: revision)
        // Most builds that get here have something to do (new data): they learn it without waiting for the lock.
        if let miss = BuildPlanner.startMiss(kept: state.head().startKey, key: key) {
            options.notes("Start key: \(miss.rawValue)")
            return nil
        }
        let lock = try await BuildLock(output: options.outputDirectory, wait: options.lockWait)
        defer { withExtendedLifetime(lock) {} }
        let previous = state.head()
        var how = ""
        let decided = BuildPlanner.nothingToDo(startKey: key, previous: previous, now: started) {
            let found = SiteFolderStamps.scan(at: options.outputDirectory, kept: previous.filesDigest.flatMap(state.folderStamps(filesDigest:)))
            how = found.how
            return found.scan
        }
        guard case let .success(plan) = decided else {
            if case let .failure(miss) = decided { options.notes("Start key: \(miss.rawValue)") }
            return nil
        }
        options.notes("The site in the output folder: \(how)")
        options.notes(plan.scopeLine)
        return SiteBuildReport(written: 0, unchanged: previous.fileCount, pages: previous.pages, images: previous.images,
                               missingImages: previous.missingImages, steps: [], seconds: Date().timeIntervalSince(started))
    }

    /// Runs every step and swaps the new site in; or, when only sessions were added to since the current site was
    /// built (see ``SessionChanges``), renders what they change and updates the site in place.
    public func build() async throws(FitTodayError) -> SiteBuildReport {
        let started = Date()
        var options = self.options
        // Spelled out on the other core while the build sets up (``SiteBuildContext/daysKey``).
        let days = Task { [options] in
            SiteInputs.daysKey(programs: options.programs, programsKey: options.programsKey, week: options.week, readiness: options.shownDay.shown, trainingLoad: options.trainingLoad,
                               inboxForm: options.inboxForm, print: options.printKey)
        }
        // The output checked before the lock file or the staging folder is made beside it, the templates and the last
        // build's state: most often made ready while the command read the data.
        let ready: SiteBuildPreparation.Ready
        if let prepared = try await preparation?.ready() {
            ready = prepared
        } else {
            ready = try await SiteBuildContext.typed { [options] in try await SiteBuildPreparation.make(options) }
        }
        defer { withExtendedLifetime(ready.lock) {} }
        options.outputDirectory = ready.output
        let (templates, state, previous) = (ready.templates, ready.state, ready.previous)
        let staging = SiteStaging(output: options.outputDirectory, shared: options.sharedImages.map { SharedFiles(folder: $0, prefix: "images/") },
                                  diagnostics: options.diagnostics)
        try staging.prepare()
        let context = SiteBuildContext(options: options, source: source, imageProvider: images, templates: templates, staging: staging,
                                       previous: previous, state: state, daysKey: days, walk: ready.walk,
                                       figures: preparation?.earlyReads.flatMap { $0.today == options.today ? $0.figures : nil })
        let planner = BuildPlanner(previous: previous, output: options.outputDirectory, source: source)
        var steps = StepTimes()
        do {
            // The library is read while the inputs and the plan are decided (or already, when the preparation was
            // given the snapshot), on another connection of the same snapshot: they need none of it, and a build that
            // goes on needs all of it (one with nothing to do has most often stopped on its start key). A source whose
            // reads may each see a later commit reads it after the inputs.
            let early = preparation?.earlyReads?.exercises ?? (source.concurrentReads > 1 ? Task { try context.exercises() } : nil)
            var inputs = try await steps.time("inputs") { () async throws(FitTodayError) in try await context.readInputs() }
            if let plan = planner.nothingToDo(inputs) {
                options.notes(plan.scopeLine)
                staging.abandon()
                // The same site from another start key (a settings file saved again, say): the next build stops at that one.
                if let start = BuildPlanner.startRecord(options.start, inputs: inputs),
                   start.key != previous.startKey || start.validUntil != previous.startValidUntil || start.inputs != previous.startInputs {
                    state.recordStart(key: start.key, validUntil: start.validUntil, inputs: start.inputs)
                }
                return SiteBuildReport(
                    written: 0, unchanged: previous.fileCount, pages: previous.pages, images: previous.images,
                    missingImages: previous.missingImages, steps: steps.times, seconds: Date().timeIntervalSince(started)
                )
            }
            let library = early ?? Task { try context.exercises() }
            var plan = try await steps.time("changes") { () async throws(FitTodayError) in try planner.plan(inputs) }
            if inputs.carriedImages != nil, case .everything = plan.scope {
                // The images were taken as the last build's: a build of every page looks each one up.
                (inputs, plan) = try await steps.time("lookups") { () async throws(FitTodayError) in
                    let read = try await context.readInputs(carryingImages: false)
                    return (read, try planner.plan(read))
                }
            }
            inputs.exercises = try await steps.time("exercises") { () async throws(FitTodayError) in try await SiteBuildContext.value(of: library) }
            options.notes(plan.scopeLine)
            let publisher = plan.publisher(staging, previous: previous)
            if case let .sessionsAdded(changed) = plan.scope {
                let changes = try await steps.time("data") { () async throws(FitTodayError) in
                    try await context.loadChangedData(inputs, changed: changed)
                }
                return try await update(with: changes, plan: plan, publisher: publisher, inputs: inputs, context: context, steps: &steps,
                                        started: started)
            }
            // The data is read while the assets, the images and the search index are written (they need none of it);
            // its step is the wait for it that is left.
            let reading = Task { [inputs] in try await context.loadData(inputs) }
            // The last build's page fingerprints, which the plan decides from, read meanwhile too.
            let previousPages = Task { state.manifest(pages: .all) }
            let pass = SitePass(
                images: { steps throws(FitTodayError) in
                    try await steps.time("images") { () async throws(FitTodayError) in try await context.copyImages(inputs, to: publisher) }
                },
                libraryIndex: { images throws(FitTodayError) in try context.writeLibraryIndex(inputs.exercises, images: images, to: publisher) },
                data: { steps throws(FitTodayError) in
                    try await steps.time("data") { () async throws(FitTodayError) in try await SiteBuildContext.value(of: reading) }
                },
                previous: { await previousPages.value }, carried: nil,
                // The pages that need no exercise history first: it is still being read meanwhile. Every page of the
                // last build that this one does not list leaves the site.
                pages: [TodayPages(), HistoryPages(from: 1), LibraryPages(), PlanPages(), ProgramPages(), WeekPages(), PrintPages(), CreditsPages(),
                        SessionPages(ids: nil), ExercisePages(exercises: nil)],
                deletingLeftOutUnder: [""], inPlace: false
            )
            return try await publish(pass, plan: plan, publisher: publisher, inputs: inputs, context: context, steps: &steps, started: started)
        } catch {
            staging.abandon()
            throw error
        }
    }

    /// The plan's pages, then the pages themselves: every step lists its pages for the planner (one step, `plan`,
    /// before anything is rendered), the publisher is handed what the plan carries over and deletes, and then each
    /// step renders exactly the pages the plan renders. `prefixes`: where a page of the last build that no step
    /// listed is deleted.
    private func pages(_ renderer: PageRenderer, _ kinds: [any PageStep], deletingLeftOutUnder prefixes: [String],
                       steps: inout StepTimes) async throws(FitTodayError) {
        try await steps.time("plan") { () async throws(FitTodayError) in
            for kind in kinds { try await kind.run(.planning, renderer) }
            renderer.planner.deleteLeftOut(under: prefixes)
            renderer.publishPlan()
        }
        // The steps side by side: most are a few pages on one core, and beside the session pages they cost no time.
        // Each step's own time is recorded, in the steps' order (they overlap: their sum is more than the wall time).
        let times = Locked([String: Double]())
        try await Concurrently.forEach(kinds, limit: kinds.count) { (kind: any PageStep) async throws(FitTodayError) in
            let start = Date()
            try await kind.run(.rendering, renderer)
            times.withLock { $0[kind.name] = Date().timeIntervalSince(start) }
        }
        let measured = times.withLock { $0 }
        for kind in kinds { steps.record(kind.name, seconds: measured[kind.name] ?? 0) }
    }

    /// Puts the new site in place and saves its state. Between the two, the state describes no site: a build killed
    /// there renders everything next time instead of trusting fingerprints of the site before.
    /// Returns the manifest saved.
    private func commit(_ renderer: PageRenderer, inputs: SiteInputs, steps: inout StepTimes) async throws(FitTodayError) -> RenderManifest {
        let output = renderer.context.options.outputDirectory, publisher = renderer.publisher, state = renderer.context.state
        let inputs = await renderer.context.finishedKey(inputs)
        return try await steps.time("commit") { () async throws(FitTodayError) in
            state.forget()
            PublishCheckpoint.passed("the last build's state forgotten")
            try publisher.commit()
            PublishCheckpoint.passed("the site in place")
            // The next update trusts this history only when the state's data mark is still this one.
            var history: (ExerciseHistory, replacing: Set<String>?)?
            if inputs.dataMark != nil, let read = try? await renderer.data.exerciseHistory.value {
                history = (read, renderer.data.keptExerciseHistory)
            }
            // Taken last: a folder the build changed is stamped as long after as can be, so that it is settled.
            let published = publisher.published(updating: inputs.folders)
            var manifest = renderer.manifest(inputs: inputs, filesDigest: published.filesDigest)
            let start = BuildPlanner.startRecord(renderer.context.options.start, inputs: inputs)
            if start == nil, renderer.context.options.start != nil {
                renderer.context.options.notes("Start key: not kept (a file changed a moment ago, an image is missing, or the data's revision is unknown)")
            }
            (manifest.startKey, manifest.startValidUntil, manifest.startInputs) = (start?.key, start?.validUntil, start?.inputs)
            state.save(manifest, stamps: published.stamps, history: history)
            PublishCheckpoint.passed("the state saved")
            // The folders just changed, stamped again now that the clock has passed them (the save took about that
            // long): the next build need not read them.
            if let settled = published.stamps?.settled(at: output.path) { state.recordFolders(settled) }
            SiteState.removeFormerFiles(for: output)
            return manifest
        }
    }

    /// After sessions were only added to: renders the pages they change (see ``SessionChanges``) and updates the
    /// current site in place, leaving every other file as it is.
    private func update(with changes: SessionChanges, plan: BuildPlan, publisher: any SitePublisher, inputs: SiteInputs, context: SiteBuildContext,
                        steps: inout StepTimes, started: Date) async throws(FitTodayError) -> SiteBuildReport {
        let carried = context.state.manifest(pages: .onDemand)
        let pass = SitePass(
            images: { _ in SiteImages(kept: carried.imagePaths, missing: carried.missingImages) },
            // The library did not change (it is in the base key): its search index is the one the site has.
            libraryIndex: { images throws(FitTodayError) in
                if let path = carried.libraryIndex { return path }
                return try context.writeLibraryIndex(changes.data.exercises, images: images, to: publisher)
            },
            data: { _ in changes.data },
            previous: { carried }, carried: carried,
            // A plan no longer listed (yesterday's, never used), a program no longer given or a week no longer planned
            // loses its page, as a whole build would leave it out.
            pages: [TodayPages(), HistoryPages(from: changes.firstHistoryPage), SessionPages(ids: changes.sessions),
                    ExercisePages(exercises: changes.exercises), PlanPages(), ProgramPages(), WeekPages(), PrintPages()],
            deletingLeftOutUnder: ["plans/", "programs/", "week/", "print/"], inPlace: true
        )
        return try await publish(pass, plan: plan, publisher: publisher, inputs: inputs, context: context, steps: &steps, started: started)
    }

    /// What a whole build and an update in place do differently once the scope is known: where the images, the search
    /// index, the data and the last build's pages come from, which pages are rendered and what is deleted. The steps
    /// themselves are one list, ``publish(_:plan:publisher:inputs:context:steps:started:)``.
    private struct SitePass {
        var images: (inout StepTimes) async throws(FitTodayError) -> SiteImages
        var libraryIndex: (SiteImages) throws(FitTodayError) -> String
        var data: (inout StepTimes) async throws(FitTodayError) -> SiteData
        var previous: () async -> RenderManifest
        /// The current site's pages, carried over untouched but for those rendered.
        var carried: RenderManifest?
        var pages: [any PageStep]
        var deletingLeftOutUnder: [String]
        var inPlace: Bool
    }

    /// The one list of a build's steps once its scope is known: the assets, the images, the search index, the data,
    /// the pages, the publishing files (feed, calendar, manifest), the commit, and the report.
    private func publish(_ pass: SitePass, plan: BuildPlan, publisher: any SitePublisher, inputs: SiteInputs, context: SiteBuildContext,
                         steps: inout StepTimes, started: Date) async throws(FitTodayError) -> SiteBuildReport {
        let assets = try await steps.time("assets") { () async throws(FitTodayError) in try context.writeAssets(to: publisher) }
        let images = try await pass.images(&steps)
        let libraryIndex = try await steps.time("search index") { () async throws(FitTodayError) in try pass.libraryIndex(images) }
        let data = try await pass.data(&steps)
        let previous = await pass.previous()
        let pagePlanner = PagePlanner(plan: plan.pages, publisher: publisher) { previous }
        let renderer = PageRenderer(context: context, planner: pagePlanner, publisher: publisher, data: data, assets: assets,
                                    images: images, libraryIndex: libraryIndex, carried: pass.carried)
        try await pages(renderer, pass.pages, deletingLeftOutUnder: pass.deletingLeftOutUnder, steps: &steps)
        try await steps.time("publishing") { () async throws(FitTodayError) in try renderer.renderPublishing() }
        let saved = try await commit(renderer, inputs: inputs, steps: &steps)
        for line in plan.pagesSummary() { context.options.notes(line) }
        let counts = publisher.counts
        var report = SiteBuildReport(
            written: counts.written, unchanged: counts.unchanged, pages: saved.pages, rendered: renderer.renderedCount,
            images: images.paths.count, missingImages: images.missing, steps: steps.times, seconds: Date().timeIntervalSince(started),
            unknownTemplateNames: renderer.unknownNames, updatedInPlace: pass.inPlace
        )
        report.workingSet = renderer.workingSet(saved)
        return report
    }
}
