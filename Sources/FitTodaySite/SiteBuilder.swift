import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// Renders the whole site from a data source and an image provider into the output folder, as a list of
/// named steps.
///
/// The build takes a lock beside the output, renders into a staging folder (reusing unchanged files from
/// the current site by hard link) and swaps it in atomically at the end; any failure before that leaves
/// the previous site as it was.
public struct SiteBuilder: Sendable {
    public let source: any SiteDataSource
    public let images: any SiteImageProvider
    public let options: SiteBuildOptions
    /// The steps, in order. The writer commits after the last one.
    public let steps: [SiteBuildStep]

    /// Sessions listed per history page.
    public static let historyPageSize = 20
    /// Sessions shown on an exercise's page.
    public static let recentSessionsPerExercise = 20

    public init(source: any SiteDataSource, images: any SiteImageProvider, options: SiteBuildOptions) {
        self.source = source
        self.images = images
        self.options = options
        steps = [
            SiteBuildStep("inputs", Self.readInputs),
            SiteBuildStep("data", Self.loadData),
            SiteBuildStep("assets", Self.writeAssets),
            SiteBuildStep("images", Self.copyImages),
            SiteBuildStep("today", Self.renderToday),
            SiteBuildStep("history", Self.renderHistory),
            SiteBuildStep("sessions", Self.renderSessions),
            SiteBuildStep("library", Self.renderLibrary),
            SiteBuildStep("exercises", Self.renderExercises),
            SiteBuildStep("plans", Self.renderPlans),
        ]
    }

    /// Runs every step and swaps the new site in.
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
        let previous = RenderManifest.load(for: options.outputDirectory, pages: false)
        let run = SiteBuildRun(options: options, source: source, imageProvider: images, templates: templates, writer: writer,
                               previous: previous)
        var timings: [(name: String, seconds: Double)] = []
        do {
            for step in steps {
                let stepStart = Date()
                try await step.run(run)
                timings.append((step.name, Date().timeIntervalSince(stepStart)))
                if run.isUpToDate {
                    // Made from exactly these inputs and all there: nothing to render, nothing to touch.
                    writer.abandon()
                    return SiteBuildReport(
                        written: 0, unchanged: previous.fileCount, pages: previous.pages, images: previous.images,
                        missingImages: previous.missingImages, steps: timings, seconds: Date().timeIntervalSince(started)
                    )
                }
            }
            let commitStart = Date()
            // Between the swap and the new manifest, no manifest describes the output: a build killed there
            // renders everything next time instead of trusting fingerprints of the site before.
            RenderManifest.discard(for: options.outputDirectory)
            try writer.commit()
            run.manifest.save(for: options.outputDirectory)
            timings.append(("commit", Date().timeIntervalSince(commitStart)))
        } catch {
            writer.abandon()
            throw error
        }
        let counts = writer.counts
        return SiteBuildReport(
            written: counts.written, unchanged: counts.unchanged, pages: run.pageCount, images: run.images.count,
            missingImages: run.missingImageCount, steps: timings, seconds: Date().timeIntervalSince(started)
        )
    }

    // MARK: Steps

    @Sendable static func readInputs(_ run: SiteBuildRun) async throws(FitTodayError) {
        let revision = try run.source.revision()
        let exercises = try run.source.exercises()
        let paths = Array(Set(exercises.flatMap(\.images))).sorted()
        let found = Locked([String: SiteImage]())
        try await run.forEachChunk(paths, size: 16) { chunk throws(FitTodayError) in
            for path in chunk {
                guard let image = await run.imageProvider.image(forPath: path) else { continue }
                found.withLock { $0[path] = image }
            }
        }
        let images = found.withLock { $0 }
        let key = revision.map {
            SiteInputs.key(revision: $0, options: run.options, templates: run.templates, imagePaths: paths, images: images)
        }
        run.setInputs(SiteInputs(exercises: exercises, imagePaths: paths, images: images, key: key))
    }

    @Sendable static func loadData(_ run: SiteBuildRun) async throws(FitTodayError) {
        let source = run.source, today = run.options.today
        let checkIn = try source.checkIn(on: today)
        var plan: Plan?
        if checkIn?.focus != .rest {
            plan = try source.generatedPlan(for: today)
            if plan == nil { plan = try source.activePlan() }
        }
        let exercises = run.inputs.exercises
        // The bulk queries are independent reads: run them side by side.
        let summaries = Task { try source.sessionSummaries() }
        let logs = Task { try source.exerciseLogs(recent: recentSessionsPerExercise) }
        let figures = Task { try source.summaryFigures(today: today, weeks: 8) }
        let plans = try source.plansWithExercises(listedOn: today)
        run.setData(SiteData(
            checkIn: checkIn, todaysPlan: plan, plans: plans, exercises: exercises,
            exercisesByID: Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }),
            summaries: try await value(of: summaries), figures: try await value(of: figures), logs: try await value(of: logs)
        ))
    }

    private static func value<T: Sendable>(of task: Task<T, any Error>) async throws(FitTodayError) -> T {
        do {
            return try await task.value
        } catch let error as FitTodayError {
            throw error
        } catch {
            throw .unexpected
        }
    }

    @Sendable static func writeAssets(_ run: SiteBuildRun) async throws(FitTodayError) {
        var names: [String: String] = [:]
        for name in SiteTemplates.assetNames {
            guard let data = run.templates.assets[name] else { continue }
            let dot = name.lastIndex(of: ".")!
            let path = "assets/\(name[..<dot]).\(SHA256.hexDigest(data).prefix(12))\(name[dot...])"
            try run.writer.write(Array(data), to: path)
            names[name] = path
        }
        run.setAssets(names)
    }

    @Sendable static func copyImages(_ run: SiteBuildRun) async throws(FitTodayError) {
        let paths = run.inputs.imagePaths
        let found = Locked([String: String]())
        let missing = Locked(0)
        let resolved = run.inputs.images
        try await run.forEachChunk(paths, size: 16) { chunk throws(FitTodayError) in
            for path in chunk {
                // Checked again on the bytes copied, whatever the provider said: only a real raster image goes in.
                guard let image = resolved[path],
                      let bytes = FileManager.default.contents(atPath: image.fileURL.path), !bytes.isEmpty,
                      let type = MediaType.rasterImage(startingWith: bytes), let ext = MediaType.fileExtension(for: type) else {
                    missing.withLock { $0 += 1 }
                    continue
                }
                let sitePath = "images/\(SHA256.hexDigest(bytes).prefix(16)).\(ext)"
                try run.writer.writeContentAddressed(Array(bytes), to: sitePath)
                found.withLock { $0[path] = sitePath }
            }
        }
        run.setImages(found.withLock { $0 }, missing: missing.withLock { $0 })
    }

    @Sendable static func renderToday(_ run: SiteBuildRun) async throws(FitTodayError) {
        let page = SitePaths.today, locale = run.locale, data = run.data, today = run.options.today
        var model = TemplateObject()
        let dateLabel = SiteFormat.dayLabel(today, locale)
        if let plan = data.todaysPlan {
            let planKey = "\(today)-\(plan.id ?? 0)"
            var planModel: TemplateObject = [
                "title": .string(plan.name), "dateLabel": .string(dateLabel), "source": .string(plan.source.label(locale)),
                "dayKey": .string(planKey),
                "exercises": .list(plan.exercises.enumerated().map { .object(run.exerciseCard($1, position: $0 + 1, page: page, planKey: planKey)) }),
            ]
            if let minutes = plan.estimatedMinutes { planModel["duration"] = .int(minutes) }
            if let intensity = plan.intensity { planModel["intensity"] = .string(intensity.label(locale)) }
            if let reason = plan.fallbackReason { planModel["fallback"] = .string(reason.label(locale)) }
            if !plan.description.isEmpty { planModel["description"] = .string(plan.description) }
            if let checkIn = data.checkIn {
                var checkInModel: TemplateObject = ["focus": .string(checkIn.focus.label(locale)), "soreness": .int(checkIn.soreness)]
                if let region = checkIn.soreRegion { checkInModel["soreRegion"] = .string(region.label(locale)) }
                planModel["checkIn"] = .object(checkInModel)
            }
            model["plan"] = .object(planModel)
        } else if data.checkIn?.focus == .rest {
            model["restDay"] = ["dateLabel": .string(dateLabel)]
        } else {
            model["noPlan"] = ["dateLabel": .string(dateLabel)]
        }
        let title = data.todaysPlan?.name ?? run.strings[data.checkIn?.focus == .rest ? "restDayTitle" : "noPlanTitle"] ?? ""
        try run.page(page, kind: "today", title: title, nav: "navToday", model: model)
    }

    @Sendable static func renderHistory(_ run: SiteBuildRun) async throws(FitTodayError) {
        let summaries = run.data.summaries
        let pages = HistoryPage.pageCount(total: summaries.count, pageSize: historyPageSize)
        try await run.forEachChunk(Array(1...pages), size: 25) { numbers throws(FitTodayError) in
            for number in numbers {
                let slice = Array(summaries.dropFirst((number - 1) * historyPageSize).prefix(historyPageSize))
                try renderHistoryPage(run, number: number, pages: pages, sessions: slice, total: summaries.count)
            }
        }
    }

    @Sendable static func renderSessions(_ run: SiteBuildRun) async throws(FitTodayError) {
        let ids = run.data.summaries.map(\.id)
        try await run.forEachChunk(ids, size: 250) { chunk throws(FitTodayError) in
            for session in try run.source.sessions(ids: chunk) {
                try renderSessionPage(run, session)
            }
        }
    }

    @Sendable static func renderLibrary(_ run: SiteBuildRun) async throws(FitTodayError) {
        try renderLibraryPages(run)
    }

    @Sendable static func renderExercises(_ run: SiteBuildRun) async throws(FitTodayError) {
        try await run.forEachChunk(run.data.exercises, size: 50) { chunk throws(FitTodayError) in
            for exercise in chunk { try renderExercisePage(run, exercise) }
        }
    }

    @Sendable static func renderPlans(_ run: SiteBuildRun) async throws(FitTodayError) {
        try renderPlanPages(run)
    }
}
