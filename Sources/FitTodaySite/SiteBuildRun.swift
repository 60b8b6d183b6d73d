import FitTodayDomain
import FitTodayHashing
import Foundation

/// The state of one build, handed to every step.
public final class SiteBuildRun: Sendable {
    let options: SiteBuildOptions
    let source: any SiteDataSource
    let imageProvider: any SiteImageProvider
    let templates: SiteTemplates
    let writer: SiteWriter
    let strings: [String: String]
    /// `strings` as the `t` every page context carries, made once.
    let words: TemplateValue
    let markdown = MarkdownRenderer()
    /// What the current site was made from, without its page fingerprints (see ``previousFingerprint(_:)``).
    let previous: RenderManifest
    /// The current site's page fingerprints, read the first time a page asks: a build that stops early never does.
    private let previousPages = Locked([String: String]?.none)
    private let shared = Locked((data: SiteData?.none, images: [String: String](), assets: [String: String](), pages: 0, missingImages: 0,
                                 epoch: String?.none, rendered: RenderManifest(), inputs: SiteInputs?.none,
                                 siteLayer: TemplateObject?.none, upToDate: false))

    /// Bump when page models change shape in a way their contents would not show.
    static let renderVersion = "2"

    init(options: SiteBuildOptions, source: any SiteDataSource, imageProvider: any SiteImageProvider, templates: SiteTemplates,
         writer: SiteWriter, previous: RenderManifest = RenderManifest()) {
        self.previous = previous
        self.options = options
        self.source = source
        self.imageProvider = imageProvider
        self.templates = templates
        self.writer = writer
        strings = SiteStrings.table(options.locale)
        words = .object(TemplateObject(strings.mapValues(TemplateValue.string)))
    }

    var locale: AppLocale { options.locale }

    var data: SiteData {
        guard let data = shared.withLock({ $0.data }) else { preconditionFailure("The data step runs first") }
        return data
    }

    func setData(_ data: SiteData) { shared.withLock { $0.data = data } }

    /// Library image path to site path (`images/<hash>.<ext>`), for the images that were available.
    var images: [String: String] { shared.withLock { $0.images } }
    func setImages(_ images: [String: String], missing: Int) { shared.withLock { $0.images = images; $0.missingImages = missing } }

    /// Asset name (`style.css`) to its hashed site path.
    var assets: [String: String] { shared.withLock { $0.assets } }
    func setAssets(_ assets: [String: String]) { shared.withLock { $0.assets = assets } }

    /// What the inputs step read: the library, its images and the key of every input.
    var inputs: SiteInputs {
        guard let inputs = shared.withLock({ $0.inputs }) else { preconditionFailure("The inputs step runs first") }
        return inputs
    }

    /// True once a step found the current site made from exactly these inputs and all there: the build stops.
    var isUpToDate: Bool { shared.withLock { $0.upToDate } }

    /// Keeps what the inputs step read, and whether it makes the current site already the new one.
    func setInputs(_ inputs: SiteInputs) {
        var upToDate = false
        if let key = inputs.key, key == previous.inputKey, let files = previous.filesDigest {
            upToDate = SiteFileDigest.of(writer.currentFiles) == files
        }
        shared.withLock { $0.inputs = inputs; $0.upToDate = upToDate }
    }

    var pageCount: Int { shared.withLock { $0.pages } }
    var missingImageCount: Int { shared.withLock { $0.missingImages } }

    /// This build's inputs, files and page fingerprints, to keep for the next one.
    var manifest: RenderManifest {
        var manifest = shared.withLock { $0.rendered }
        manifest.inputKey = shared.withLock { $0.inputs?.key }
        let files = writer.paths
        (manifest.filesDigest, manifest.fileCount) = (SiteFileDigest.of(files), files.count)
        (manifest.pages, manifest.images, manifest.missingImages) = (pageCount, images.count, missingImageCount)
        return manifest
    }

    /// Everything every page depends on besides its own model: templates, assets, words, title, locale.
    private var epoch: String {
        if let epoch = shared.withLock({ $0.epoch }) { return epoch }
        let epoch = ModelFingerprint.digest(
            prefix: [Self.renderVersion, templates.fingerprint, locale.rawValue, options.siteTitle].joined(separator: "|"),
            ["assets": .object(TemplateObject(assets.mapValues(TemplateValue.string))), "t": words]
        )
        shared.withLock { $0.epoch = epoch }
        return epoch
    }

    /// Renders a page kind into `path` (HTML) and its Markdown twin, with the values every layout needs.
    ///
    /// When the page's model, title and the site's templates are what the current site was rendered from,
    /// both files are carried over instead: that is what makes a rebuild with nothing changed fast.
    func page(_ path: String, kind: String, title: String, nav: String? = nil, model: TemplateObject) throws(FitTodayError) {
        let fingerprint = ModelFingerprint.digest(prefix: [epoch, path, kind, title, nav ?? ""].joined(separator: "|"), model)
        try emit(path, kind: kind, nav: nav, fingerprint: fingerprint) { (title, model) }
    }

    /// Like ``page(_:kind:title:nav:model:)`` for pages there are thousands of: `source` spells out everything
    /// the page is made from, and when it matches the current site the model is not even built.
    ///
    /// The fingerprint covers the code that turns `source` into a model only through
    /// ``renderVersion``: bump it when such code changes.
    func page(_ path: String, kind: String, nav: String? = nil, source: [UInt8],
              build: () -> (title: String, model: TemplateObject)) throws(FitTodayError) {
        var digest = SHA256()
        digest.update(["source", epoch, path, kind, nav ?? "", ""].joined(separator: "|").utf8)
        digest.update(source)
        let fingerprint = SHA256.hex(digest.finalize())
        try emit(path, kind: kind, nav: nav, fingerprint: fingerprint, build: build)
    }

    /// Carries the page and its Markdown twin over when `fingerprint` is what the current site was rendered
    /// from and the files are there; renders whichever of the two is not.
    private func emit(_ path: String, kind: String, nav: String?, fingerprint: String,
                      build: () -> (title: String, model: TemplateObject)) throws(FitTodayError) {
        shared.withLock { $0.rendered[path] = fingerprint }
        var reusedHTML = false, reusedMarkdown = false
        if previousFingerprint(path) == fingerprint {
            reusedHTML = try writer.reuse(path)
            if reusedHTML { reusedMarkdown = try writer.reuse(SitePaths.markdown(path)) }
        }
        if !reusedMarkdown {
            let (title, model) = build()
            let layers = [model, siteLayer, pageLayer(for: path, kind: kind, title: title, nav: nav)]
            if !reusedHTML { try writer.write(templates.render(kind + ".html", layers: layers), to: path) }
            try writer.write(templates.render(kind + ".md", layers: layers), to: SitePaths.markdown(path))
        }
        shared.withLock { $0.pages += 1 }
    }

    private func previousFingerprint(_ path: String) -> String? {
        previousPages.withLock { pages in
            if pages == nil { pages = RenderManifest.load(for: options.outputDirectory).fingerprints }
            return pages?[path]
        }
    }

    /// What every page's template sees besides its own model: the words, the language, the title, the assets.
    private var siteLayer: TemplateObject {
        if let layer = shared.withLock({ $0.siteLayer }) { return layer }
        let assets = assets
        let layer: TemplateObject = [
            "lang": .string(locale.rawValue), "t": words, "siteTitle": .string(options.siteTitle),
            "stylesheet": .string(assets["style.css"] ?? ""), "script": .string(assets["today.js"] ?? ""),
        ]
        shared.withLock { $0.siteLayer = layer }
        return layer
    }

    /// What only this page's place and kind decide.
    private func pageLayer(for path: String, kind: String, title: String, nav: String?) -> TemplateObject {
        var layer: TemplateObject = [
            "root": .string(SitePaths.root(of: path)),
            // The Markdown twin sits beside the page: the file name alone is the relative link.
            "markdownHref": .string(String(SitePaths.markdown(path).split(separator: "/").last ?? "index.md")),
            "pageTitle": .string(title), "kind": .string(kind),
        ]
        if let nav { layer[nav] = .bool(true) }
        return layer
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
