import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// What a build starts from, handed to the first steps; each step returns what the next ones need, so the
/// order of the steps is what ``SiteBuilder/build()`` says, and a step cannot run before what it reads exists.
struct SiteBuildContext: Sendable {
    let options: SiteBuildOptions
    let source: any SiteDataSource
    let imageProvider: any SiteImageProvider
    let templates: SiteTemplates
    let writer: SiteWriter
    /// What the current site was made from, without its page fingerprints (read later, only when rendering).
    let previous: RenderManifest

    var locale: AppLocale { options.locale }

    /// The library, where each of its images comes from, and the key of every input.
    func readInputs() async throws(FitTodayError) -> SiteInputs {
        // A build that may stop early also needs the digest of the output's files: walk the output meanwhile, on
        // the other core, and stop the walk as soon as the key says the build goes on anyway.
        let output = writer.output.path
        let walk = previous.inputKey == nil || previous.filesDigest == nil ? nil : Task.detached { SiteFileDigest.ofSite(at: output) }
        defer { walk?.cancel() }
        let revision = try source.revision()
        let exercises = try source.exercises()
        let paths = Array(Set(exercises.flatMap(\.images))).sorted()
        let found = Locked([String: SiteImage]())
        let provider = imageProvider
        try await forEachChunk(paths, size: 256) { chunk throws(FitTodayError) in
            let images = await provider.images(forPaths: chunk)
            found.withLock { $0.merge(images) { first, _ in first } }
        }
        let images = found.withLock { $0 }
        let key = revision.map {
            SiteInputs.key(revision: $0, options: options, templates: templates, imagePaths: paths, images: images)
        }
        var inputs = SiteInputs(exercises: exercises, imagePaths: paths, images: images, key: key)
        if let walk, key != nil, key == previous.inputKey { inputs.outputDigest = await walk.value }
        return inputs
    }

    /// Whether the current site was made from exactly these inputs and is all there: then the build stops.
    func isUpToDate(_ inputs: SiteInputs) -> Bool {
        guard let key = inputs.key, key == previous.inputKey, let files = previous.filesDigest, let digest = inputs.outputDigest else {
            return false
        }
        return digest == files
    }

    /// Everything the pages show, read once.
    func loadData(_ inputs: SiteInputs) async throws(FitTodayError) -> SiteData {
        let source = source, today = options.today
        let todaysPlan = try await TodaysPlan(reader: source).shown(on: today)
        let exercises = inputs.exercises
        // The bulk queries are independent reads: run them side by side.
        let summaries = Task { try source.sessionSummaries() }
        let logs = Task { try source.exerciseLogs(recent: SiteBuilder.recentSessionsPerExercise) }
        let figures = Task { try source.summaryFigures(today: today, weeks: 8) }
        let progress = Task { try source.exerciseProgress() }
        let plans = try source.plansWithExercises(listedOn: today)
        let byID = Dictionary(exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var loads: [LoadPrescription] = []
        if case let .plan(plan, checkIn, _) = todaysPlan {
            loads = try PrescribeLoads(performances: source, settings: options.loads, locale: locale)(
                plan, on: today, exercises: byID, soreness: checkIn?.soreness ?? 0)
        }
        return SiteData(
            today: todaysPlan, todayLoads: loads, plans: plans, exercises: exercises, exercisesByID: byID,
            summaries: try await Self.value(of: summaries), figures: try await Self.value(of: figures), logs: try await Self.value(of: logs),
            progress: try await Self.value(of: progress)
        )
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

    /// Writes the CSS and JavaScript under content-hashed names; returns asset name to site path.
    func writeAssets() throws(FitTodayError) -> [String: String] {
        var names: [String: String] = [:]
        for name in SiteTemplates.assetNames where name != SiteTemplates.serviceWorkerName {
            guard let data = templates.assets[name] else { continue }
            let dot = name.lastIndex(of: ".")!
            let path = "assets/\(name[..<dot]).\(SHA256.hexDigest(data).prefix(12))\(name[dot...])"
            try writer.write(Array(data), to: path)
            names[name] = path
        }
        return names
    }

    /// Writes the library's search index under a content-hashed name; returns its site path.
    func writeLibraryIndex(_ exercises: [Exercise], images: SiteImages) throws(FitTodayError) -> String {
        let bytes = LibrarySearchIndex.script(exercises: exercises, images: images.paths, locale: locale)
        let path = "assets/library-index.\(SHA256.hexDigest(bytes).prefix(12)).js"
        try writer.write(bytes, to: path)
        return path
    }

    /// Copies every available library image under a content-hashed name.
    func copyImages(_ inputs: SiteInputs) async throws(FitTodayError) -> SiteImages {
        let found = Locked([String: String]())
        let missing = Locked(0)
        let resolved = inputs.images, writer = writer
        try await forEachChunk(inputs.imagePaths, size: 16) { chunk throws(FitTodayError) in
            for path in chunk {
                // Checked again on the bytes copied, whatever the provider said: only a real raster image goes in.
                guard let image = resolved[path],
                      let bytes = FileManager.default.contents(atPath: image.fileURL.path), !bytes.isEmpty,
                      let type = MediaType.rasterImage(startingWith: bytes), let ext = MediaType.fileExtension(for: type) else {
                    missing.withLock { $0 += 1 }
                    continue
                }
                let sitePath = "images/\(SHA256.hexDigest(bytes).prefix(16)).\(ext)"
                try writer.writeContentAddressed(Array(bytes), to: sitePath)
                found.withLock { $0[path] = sitePath }
            }
        }
        return SiteImages(paths: found.withLock { $0 }, missing: missing.withLock { $0 })
    }

    /// Runs `body` over `items` in chunks on up to `options.concurrency` tasks; output does not depend on the order.
    func forEachChunk<T: Sendable>(
        _ items: [T], size: Int, _ body: @escaping @Sendable ([T]) async throws(FitTodayError) -> Void
    ) async throws(FitTodayError) {
        let chunks = stride(from: 0, to: items.count, by: max(size, 1)).map { Array(items[$0..<min($0 + size, items.count)]) }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                var next = 0
                for _ in 0..<min(options.concurrency, chunks.count) {
                    let chunk = chunks[next]
                    next += 1
                    group.addTask { try await body(chunk) }
                }
                while try await group.next() != nil, next < chunks.count {
                    let chunk = chunks[next]
                    next += 1
                    group.addTask { try await body(chunk) }
                }
                try await group.waitForAll()
            }
        } catch let error as FitTodayError {
            throw error
        } catch {
            throw .unexpected
        }
    }
}
