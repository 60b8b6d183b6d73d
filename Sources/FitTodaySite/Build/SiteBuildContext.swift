import FitTodayBuild
import FitTodayDomain
import FitTodayHashing
import FitTodayImageRenditions
import FitTodaySystem
import Foundation

/// What a build starts from, handed to the first steps; each step returns what the next ones need, so the
/// order of the steps is what ``SiteBuilder/build()`` says, and a step cannot run before what it reads exists.
struct SiteBuildContext: Sendable {
    let options: SiteBuildOptions
    let source: any SiteDataSource
    let imageProvider: any SiteImageProvider
    let templates: SiteTemplates
    /// The output and the folders beside it a build writes into first.
    let staging: SiteStaging
    /// What the current site was made from, without its page fingerprints (read later, only when rendering).
    let previous: RenderManifest
    /// Everything the last build kept, and where this one keeps its own.
    let state: SiteState
    /// ``SiteInputs/daysKey(programs:programsKey:week:readiness:trainingLoad:)`` of the options, begun with the build: it is spelled
    /// out by reflection, which is slow the first time each type is met, on the other core while the build sets up.
    let daysKey: Task<String, Never>
    /// The walk of the output (``SiteBuildPreparation/Ready/walk``), begun before the data was read.
    let walk: Task<SiteFolderStamps.Found, any Error>?
    /// The summary figures of today, when the preparation began reading them (``SiteBuildPreparation/beginReading(from:today:)``).
    let figures: Task<SummaryFigures, any Error>?

    var locale: AppLocale { options.locale }

    /// The library, where each of its images comes from, and the key of every input. With `carryingImages`, the
    /// images are the last build's when its start inputs were this build's (``carriedImages(now:)``): a morning's
    /// update looks none of them up.
    func readInputs(carryingImages: Bool = true) async throws(FitTodayError) -> SiteInputs {
        // The mark first: data read after it may be newer, never older, so a later build never misses a change.
        let dataMark = try source.changeMark()
        let revision = try source.revision()
        let carried = carryingImages ? carriedImages(now: Date()) : nil
        var paths: [String] = [], images: [String: SiteImage] = [:]
        if carried == nil {
            // The library's image paths only: a rebuild with nothing to do never reads the exercises themselves.
            paths = try source.exerciseImagePaths()
            let found = Locked([String: SiteImage]())
            let provider = imageProvider
            try await forEachChunk(paths, size: 256) { chunk throws(FitTodayError) in
                let images = await provider.images(forPaths: chunk)
                found.withLock { $0.merge(images) { first, _ in first } }
            }
            images = found.withLock { $0 }
        }
        let imagesKey = carried?.key ?? SiteInputs.imagesKey(imagePaths: paths, images: images)
        let base = SiteInputs.baseKey(options: options, templates: templates, imagesKey: imagesKey)
        // The key now only when it may be the last build's; when the data moved on since (another mark), the days' key
        // goes on being spelled out meanwhile, and the key is finished for the state (``finishedKey(_:)``).
        let mayBeTheLast = previous.inputKey != nil && (dataMark == nil || dataMark == previous.dataMark)
        var key: String?
        if let revision, mayBeTheLast { key = SiteInputs.key(base: base, revision: revision, today: options.today, days: await daysKey.value) }
        var inputs = SiteInputs(exercises: [], imagePaths: paths, images: images, key: key, dataMark: dataMark, baseKey: base, imagesKey: imagesKey)
        (inputs.revision, inputs.carriedImages) = (revision, carried)
        if let walk, revision != nil, key == previous.inputKey || base == previous.baseKey, let found = try? await walk.value {
            (inputs.output, inputs.folders) = (found.scan, found.folders)
            options.notes("The site in the output folder: \(found.how)")
        }
        if carried != nil { options.notes("Library images: the last build's (the same start inputs)") }
        return inputs
    }

    /// `inputs` with their key, when ``readInputs(carryingImages:)`` left it for later (nil: the revision is unknown).
    func finishedKey(_ inputs: SiteInputs) async -> SiteInputs {
        guard inputs.key == nil, let revision = inputs.revision else { return inputs }
        var finished = inputs
        finished.key = SiteInputs.key(base: inputs.baseKey, revision: revision, today: options.today, days: await daysKey.value)
        return finished
    }

    /// The last build's images key, and how long its start key held, when this build's start inputs (everything
    /// its start key stamps but the data) are the ones that build kept with its start key, and the images it looked
    /// up have not yet come due for revalidation: the library's image paths can only change with the library (a
    /// change that is never an update in place), and its image files are stamped in the start inputs.
    func carriedImages(now: Date) -> (key: String, validUntil: Int?)? {
        guard let start = options.start, let kept = previous.startInputs, kept == start.inputsKey, let key = previous.imagesKey else { return nil }
        if let until = previous.startValidUntil, now.timeIntervalSince1970 >= Double(until) { return nil }
        return (key, previous.startValidUntil)
    }

    /// The library's exercises, for a build that goes on past ``BuildPlanner/nothingToDo(_:)``. From a source whose
    /// reads may each see a later commit, read after the data's mark: a library changed in between changes the data's
    /// revision, so the next build sees it.
    func exercises() throws(FitTodayError) -> [Exercise] {
        try source.exercises()
    }

    /// Everything the pages show, read once.
    func loadData(_ inputs: SiteInputs) async throws(FitTodayError) -> SiteData {
        let source = source, recent = SiteBuilder.recentSessionsPerExercise
        // One pass over every set, beside today's plan and figures. Where reads run side by side, the progress has a
        // pass of its own on another connection: the pages that need none of it (the history's, the plan) go on
        // while it is read, and the session and exercise pages wait for it.
        let apart = source.concurrentReads > 1
        let progress = apart ? Task { try source.exerciseProgress() } : nil
        let budget = options.keptSessionSets
        let history = Task { try source.wholeHistory(recent: recent, progress: !apart, keepingSets: budget) }
        var data = try await loadShared(inputs)
        let whole = try await Self.value(of: history)
        data.summaries = whole.summaries
        data.sessions = whole.sessions
        data.sessionTotal = whole.summaries.count
        data.exerciseHistory = Task { ExerciseHistory(logs: whole.logs, progress: try await progress?.value ?? whole.progress) }
        return data
    }

    /// After sessions were only added to (`changed`, from ``SiteDataSource/sessionsChanged(since:)``): what the
    /// pages those sessions change show, and which pages those are (see ``SessionChanges``).
    func loadChangedData(_ inputs: SiteInputs, changed: [Int64]) async throws(FitTodayError) -> SessionChanges {
        let source = source, size = SiteBuilder.historyPageSize
        // What every build reads (today's plan, the plans, the figures) on one connection, the changed sessions and
        // what they move on another.
        let shared = Task { [self] in try await loadShared(inputs) }
        let total = try source.sessionCount()
        let positions = try source.historyPositions(of: changed)
        // The first changed session and every later one in the history's order: records "at the time" and
        // history pages move from there on; their pages carry over when their fingerprints did not change.
        let first = positions.values.min() ?? total
        // A page's pager shows up to two newer pages (see ``Pager``): a new last page changes the two before it.
        let lastPage = HistoryPage.pageCount(total: total, pageSize: size)
        let firstPage = max(1, min(HistoryPage.number(holding: first, pageSize: size), lastPage - 2))
        // The calendar's other sessions are carried over from the last build's: only the changed ones among its
        // newest need their summaries.
        let calendarIDs = try source.newestSessionIDs(CalendarFile.sessionLimit)
        let deepestChanged = calendarIDs.lastIndex { positions[$0] != nil }.map { $0 + 1 } ?? 0
        let newest = max(total - (firstPage - 1) * size, SiteBuilder.historyPageSize, AtomFeed.entryCount, deepestChanged)
        let summaries = try source.sessionSummaries(newest: newest)
        let later = Array(summaries.prefix(max(total - first, 0)).map(\.id))
        let sessions = try source.sessions(ids: later)
        let changedIDs = Set(positions.keys)
        let changedSessions = sessions.filter { changedIDs.contains($0.id ?? 0) }
        let touched = Set(changedSessions.flatMap { $0.sets.map(\.exerciseID) })
        // The exercises of every session rendered (its records "at the time"), the changed ones' among them.
        let shown = Set(sessions.flatMap { $0.sets.map(\.exerciseID) })
        let (history, kept) = try exerciseHistory(adding: changedSessions, of: shown)
        var data = try await Self.value(of: shared)
        data.summaries = summaries
        data.calendarUpdate = (calendarIDs, Set(positions.keys))
        data.sessionTotal = total
        data.exerciseHistory = Task { history }
        data.keptExerciseHistory = kept
        return SessionChanges(data: data, firstHistoryPage: firstPage, sessions: later,
                              exercises: inputs.exercises.filter { touched.contains($0.id) })
    }

    /// The history of the exercises in `shown` (which holds every exercise of `sessions`) after `sessions` were
    /// added: the last build's (kept in ``SiteState``) with them folded in, reading again only the exercises they
    /// cannot be added on top of; with the exercises whose records it replaces, those of `sessions` (the others
    /// shown are as the state keeps them). Without the last build's, the whole history (and nil), so that this build
    /// leaves a complete one for the next.
    private func exerciseHistory(adding sessions: [WorkoutSession], of shown: Set<String>) throws(FitTodayError)
        -> (ExerciseHistory, Set<String>?) {
        let recent = SiteBuilder.recentSessionsPerExercise
        guard let mark = previous.dataMark, var history = state.exerciseHistory(mark: mark, decoding: shown) else {
            options.notes("Reading every exercise's history: the last build's is missing, damaged or of other data")
            return (ExerciseHistory(logs: try source.exerciseLogs(recent: recent), progress: try source.exerciseProgress()), nil)
        }
        let stale = history.add(sessions, recent: recent)
        if !stale.isEmpty {
            let logs = try source.exerciseLogs(recent: recent, of: stale), progress = try source.exerciseProgress(of: stale)
            for id in stale {
                history.logs[id] = logs[id]
                history.progress[id] = progress[id]
            }
        }
        options.notes("Exercise history: \(stale.count) exercise(s) read again, \(shown.count) decoded, the rest of the last build's kept, new sessions added")
        return (history, Set(sessions.flatMap { $0.sets.map(\.exerciseID) }))
    }

    /// What every build reads, whatever changed: the plans, the library, the figures; with today as the build was
    /// given it (``SiteBuildOptions/shownDay``).
    private func loadShared(_ inputs: SiteInputs) async throws(FitTodayError) -> SiteData {
        let source = source, today = options.today
        let figures = self.figures ?? Task { try source.summaryFigures(today: today, weeks: 8) }
        let exercises = inputs.exercises
        // A program's day planned in the other language reads in the build's (its position is stored with it).
        func worded(_ plan: Plan) -> Plan {
            plan.worded(locale, program: plan.program.flatMap { link in options.programs.first { $0.program.id == link.programID }?.program })
        }
        var todaysPlan = options.shownDay.decided
        if case let .plan(plan, checkIn, reused) = todaysPlan {
            // The plan as shown (readiness and a deload applied), or as decided when the build was given no loads.
            todaysPlan = options.shownDay.shown.map { .plan($0.plan, checkIn: checkIn, reused: true) } ?? .plan(worded(plan), checkIn: checkIn, reused: reused)
        }
        let plans = try source.plansWithExercises(listedOn: today).map(worded)
        let byID = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return SiteData(
            today: todaysPlan, todayLoads: options.shownDay.loads, plans: plans, exercises: exercises, exercisesByID: byID,
            summaries: [], sessionTotal: 0, figures: try await Self.value(of: figures),
            exerciseHistory: Task { ExerciseHistory(logs: [:], progress: [:]) }
        )
    }

    static func value<T: Sendable>(of task: Task<T, any Error>) async throws(FitTodayError) -> T {
        try await typed { try await task.value }
    }

    /// Runs `body`, whose errors come untyped (a task's, a task group's), throwing them as the ``FitTodayError`` they
    /// are; anything else is unexpected.
    static func typed<T>(_ body: () async throws -> T) async throws(FitTodayError) -> T {
        do {
            return try await body()
        } catch let error as FitTodayError {
            throw error
        } catch {
            throw .unexpected
        }
    }

    /// Writes the CSS and JavaScript under content-hashed names; returns asset name to site path.
    func writeAssets(to publisher: any SitePublisher) throws(FitTodayError) -> [String: String] {
        var names: [String: String] = [:]
        for name in SiteTemplates.assetNames where name != SiteTemplates.serviceWorkerName {
            // Whether it is written is in the base key: an update in place never leaves one behind or misses one.
            if name == SiteTemplates.programStylesheetName, options.programs.isEmpty { continue }
            guard let data = templates.assets[name] else { continue }
            let dot = name.lastIndex(of: ".")!
            let path = "assets/\(name[..<dot]).\(SHA256.hexDigest(data).prefix(12))\(name[dot...])"
            try publisher.publish(Array(data), to: path)
            names[name] = path
        }
        return names
    }

    /// Writes the library's search index under a content-hashed name; returns its site path.
    func writeLibraryIndex(_ exercises: [Exercise], images: SiteImages, to publisher: any SitePublisher) throws(FitTodayError) -> String {
        let bytes = LibrarySearchIndex.script(exercises: exercises, images: images.kept, locale: locale)
        let path = "assets/library-index.\(SHA256.hexDigest(bytes).prefix(12)).js"
        try publisher.publish(bytes, to: path)
        return path
    }

    /// Copies every available library image under a content-hashed name, and its renditions when the build makes
    /// them (``SiteBuildOptions/renditions``). An original whose renditions are still to be made is copied only once
    /// they are: one libvips refuses is shown by nothing, so it stays out of the site.
    func copyImages(_ inputs: SiteInputs, to publisher: any SitePublisher) async throws(FitTodayError) -> SiteImages {
        let found = Locked([String: String]())
        // The SHA-256 of each original copied: its renditions are found by it without reading the file again.
        let digests = Locked([String: String]())
        let held = Locked([String: HeldOriginal]())
        let missing = Locked(0)
        let resolved = inputs.images
        let batch = options.renditions.map { renditions in
            RenditionBatch(maker: RenditionMaker(settings: renditions.settings), store: RenditionStore(directory: renditions.directory))
        }
        try await forEachChunk(inputs.imagePaths, size: 16) { chunk throws(FitTodayError) in
            for path in chunk {
                // Checked again on the bytes copied, whatever the provider said: only a real raster image goes in.
                guard let image = resolved[path],
                      let bytes = FileManager.default.contents(atPath: image.fileURL.path), !bytes.isEmpty,
                      let type = MediaType.rasterImage(startingWith: bytes), let ext = MediaType.fileExtension(for: type) else {
                    missing.withLock { $0 += 1 }
                    continue
                }
                let digest = SHA256.hexDigest(bytes)
                // A cached file changed since it was stored is not the image: the page shows the illustration.
                if let expected = image.contentSHA256, expected != digest {
                    options.diagnostics("Image \(path): \(image.fileURL.path) does not have the bytes it was stored with; left out")
                    missing.withLock { $0 += 1 }
                    continue
                }
                let sitePath = "images/\(digest.prefix(16)).\(ext)"
                if let batch, !batch.keepsAll(originalSHA256: digest) {
                    held.withLock { $0[path] = HeldOriginal(fileURL: image.fileURL, sitePath: sitePath, digest: digest) }
                } else {
                    try publisher.publishContentAddressed(Array(bytes), to: sitePath)
                }
                found.withLock { $0[path] = sitePath }
                digests.withLock { $0[path] = digest }
            }
        }
        var images = SiteImages(paths: found.withLock { $0 }, missing: missing.withLock { $0 })
        if let batch {
            try await addRenditions(to: &images, batch: batch, inputs: inputs, digests: digests.withLock { $0 }, publisher: publisher)
        }
        // Read again rather than kept in memory since: a cold build has every image new.
        for (path, original) in held.withLock({ $0 }).sorted(by: { $0.key < $1.key }) where images.paths[path] != nil {
            guard let bytes = FileManager.default.contents(atPath: original.fileURL.path), SHA256.hexDigest(bytes) == original.digest else {
                options.diagnostics("Image \(path): \(original.fileURL.path) changed while the build read it; left out")
                images.leaveOut(path)
                continue
            }
            try publisher.publishContentAddressed(Array(bytes), to: original.sitePath)
        }
        return images
    }

    /// An original held back until its renditions are made.
    struct HeldOriginal: Sendable {
        var fileURL: URL
        var sitePath: String
        var digest: String
    }

    /// Makes (or finds kept) every copied image's renditions, side by side on every core, and publishes them under
    /// content-hashed names that carry their size. An image libvips cannot read shows the illustration, with why
    /// under `--verbose`; where libvips cannot be opened at all the pages keep the originals (one note).
    private func addRenditions(to images: inout SiteImages, batch: RenditionBatch, inputs: SiteInputs, digests: [String: String],
                               publisher: any SitePublisher) async throws(FitTodayError) {
        let originals = Dictionary(uniqueKeysWithValues: images.paths.keys.compactMap { path in
            inputs.images[path].map { (path, RenditionOriginal(fileURL: $0.fileURL, contentSHA256: digests[path])) }
        })
        guard !originals.isEmpty else { return }
        let result = await batch.run(originals)
        options.notes("Renditions: \(result.counts.made) made, \(result.counts.reused) kept, \(result.counts.opened) originals read, "
                      + "\(result.counts.decoded) decoded")
        for (path, why) in result.failures.sorted(by: { $0.key < $1.key }) {
            if case .libvipsUnavailable = why { continue }
            options.diagnostics("Image \(path): \(why.note); left out")
            images.leaveOut(path)
        }
        if let unavailable = result.failures.values.first(where: { if case .libvipsUnavailable = $0 { true } else { false } }) {
            options.diagnostics("Image renditions: \(unavailable.note); the pages show the originals")
        }
        let format = batch.maker.settings.format
        for (path, set) in result.sets.sorted(by: { $0.key < $1.key }) {
            for place in ImagePlace.allCases {
                for density in RenditionSettings.densities {
                    guard let entry = set.entry(place, density: density), let data = FileManager.default.contents(atPath: entry.fileURL.path) else { continue }
                    let sitePath = SiteImages.renditionPath(digest: SHA256.hexDigest(data), width: entry.width, height: entry.height, format: format)
                    try publisher.publishContentAddressed(Array(data), to: sitePath)
                    images.renditions[SiteImages.renditionKey(path, place: place, density: density)] = sitePath
                }
            }
        }
    }

    /// Runs `body` over `items` in chunks on up to `options.concurrency` tasks; output does not depend on the order.
    func forEachChunk<T: Sendable>(
        _ items: [T], size: Int, _ body: @escaping @Sendable ([T]) async throws(FitTodayError) -> Void
    ) async throws(FitTodayError) {
        let chunks = stride(from: 0, to: items.count, by: max(size, 1)).map { Array(items[$0..<min($0 + size, items.count)]) }
        try await Concurrently.forEach(chunks, limit: options.concurrency, body)
    }
}
