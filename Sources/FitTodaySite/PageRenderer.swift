import FitTodayDomain
import FitTodayTemplates

/// The rendering steps' context: made only from what the earlier steps returned (the data, the assets, the
/// images), it renders each page from its typed model, or carries it over when its fingerprint is unchanged.
final class PageRenderer: Sendable {
    let context: SiteBuildContext
    /// Where each page's decision is recorded, with its reason.
    let plan: PagePlan
    let data: SiteData
    let images: SiteImages
    /// Asset name to its content-hashed site path.
    let assets: [String: String]
    /// What the page-model builders need.
    let pages: PageContext
    /// ``SiteLayer``'s template values, made once.
    private let siteLayer: TemplateObject
    /// What every page's fingerprint starts from (see ``PageFingerprint/epoch(codeStamp:templates:siteLayer:)``).
    private let epoch: String
    /// The current site's page fingerprints, read the first time a page asks.
    private let previousPages = Locked(RenderManifest?.none)
    /// What the rendering tasks found, in any order.
    private let outcome = Locked((fingerprints: RenderManifest(), rendered: 0, unknownNames: Set<String>()))

    /// `carried`: the current site's page fingerprints, when this build renders only some pages and carries the
    /// others over untouched (``SessionChanges``).
    init(context: SiteBuildContext, plan: PagePlan, data: SiteData, assets: [String: String], images: SiteImages, libraryIndex: String,
         carried: RenderManifest? = nil) {
        self.plan = plan
        if let carried {
            outcome.withLock { $0.fingerprints = carried; $0.fingerprints.inputKey = nil }
            previousPages.withLock { $0 = carried }
        }
        self.context = context
        self.data = data
        self.images = images
        self.assets = assets
        let options = context.options
        pages = PageContext(locale: options.locale, images: images.paths, exercisesByID: data.exercisesByID, markdown: MarkdownRenderer(),
                            libraryIndex: libraryIndex)
        siteLayer = TemplateEncoder.object(SiteLayer(locale: options.locale, siteTitle: options.siteTitle, assets: assets,
                                                     baseURL: options.baseURL?.absoluteString))
        epoch = PageFingerprint.epoch(codeStamp: options.codeStamp, templates: context.templates.fingerprint, siteLayer: siteLayer)
    }

    /// Pages rendered (not carried over) so far.
    var renderedCount: Int { outcome.withLock { $0.rendered } }

    /// Names the built-in templates looked up that their models lack; empty unless a model and its template
    /// disagree (the strict-mode test reads it). Overridden templates are not checked.
    var unknownNames: [String] { outcome.withLock { $0.unknownNames.sorted() } }

    /// Takes a page of the current site out of the new one (updating in place): its fingerprint and its files.
    func remove(pageAt path: String) {
        plan.record(.delete, path)
        outcome.withLock { $0.fingerprints[path] = nil }
        context.writer.remove(path)
        context.writer.remove(SitePaths.markdown(path))
    }

    /// This build's page fingerprints, files and counts, to keep for the next one; `filesDigest` when the caller
    /// knows the site's (``SiteFolderStamps/digest``), else the writer's.
    func manifest(inputs: SiteInputs, filesDigest: String? = nil) -> RenderManifest {
        var manifest = outcome.withLock { $0.fingerprints }
        (manifest.inputKey, manifest.baseKey, manifest.dataMark) = (inputs.key, inputs.baseKey, inputs.dataMark)
        (manifest.filesDigest, manifest.fileCount) = (filesDigest ?? context.writer.filesDigest, context.writer.fileCount)
        (manifest.pages, manifest.images, manifest.missingImages) = (manifest.pageCount, images.paths.count, images.missing)
        manifest.imagePaths = images.paths
        manifest.libraryIndex = pages.libraryIndex
        return manifest
    }

    /// Renders `model` into `path` (HTML) and its Markdown twin, or carries both over when the model, the title
    /// and the epoch are what the current site was rendered from.
    func page<Model: PageModel>(_ model: Model, at path: String, title: String) throws(FitTodayError) {
        let object = TemplateEncoder.object(model)
        var fingerprint = PageFingerprint(epoch: epoch, path: path, kind: Model.kind, title: title)
        fingerprint.add(object)
        try emit(path, kind: Model.kind, fingerprint: fingerprint.hex) { (object, title) }
    }

    /// Like ``page(_:at:title:)`` for pages there are thousands of: `source` spells out every domain value the
    /// model is made from, and when the page's fingerprint matches the current site the model is not even built.
    /// The code that turns `source` into a model is covered by the code stamp in the epoch.
    func page<Model: PageModel>(at path: String, source: [UInt8], build: () -> (model: Model, title: String)) throws(FitTodayError) {
        var fingerprint = PageFingerprint(epoch: epoch, path: path, kind: Model.kind, title: "")
        fingerprint.add(source)
        try emit(path, kind: Model.kind, fingerprint: fingerprint.hex) {
            let (model, title) = build()
            return (TemplateEncoder.object(model), title)
        }
    }

    /// Carries the page and its Markdown twin over when the plan says so (``PageDecision``: `fingerprint` is what the
    /// current site was rendered from and the files are there); renders whichever of the two is not.
    private func emit(_ path: String, kind: PageKind, fingerprint: String,
                      build: () -> (model: TemplateObject, title: String)) throws(FitTodayError) {
        outcome.withLock { $0.fingerprints[path] = fingerprint }
        let writer = context.writer, templates = context.templates
        var reusedHTML = false, reusedMarkdown = false
        let decision = try PageDecision.of(fingerprint: fingerprint, previous: previousFingerprint(path)) { () throws(FitTodayError) -> Bool in
            reusedHTML = try writer.reuse(path)
            if reusedHTML { reusedMarkdown = try writer.reuse(SitePaths.markdown(path)) }
            return reusedMarkdown
        }
        plan.record(decision, path)
        if decision != .carry {
            let (model, title) = build()
            let layers = [model, siteLayer, TemplateEncoder.object(PageLayer(path: path, kind: kind, title: title,
                                                                                                 baseURL: context.options.baseURL?.absoluteString))]
            var unknown: [String] = []
            if !reusedHTML { try writer.write(templates.render(kind.rawValue + ".html", layers: layers, unknownNames: &unknown), to: path) }
            try writer.write(templates.render(kind.rawValue + ".md", layers: layers, unknownNames: &unknown), to: SitePaths.markdown(path))
            outcome.withLock {
                $0.rendered += 1
                $0.unknownNames.formUnion(unknown.map { "\(kind.rawValue): \($0)" })
            }
        }
    }

    /// A whole build: records as deleted the pages of the current site it did not render or carry over (they are not
    /// staged, so the swap takes them away).
    func recordPagesLeftOut() {
        guard let previous = previousPages.withLock({ $0 }) else { return }
        let now = outcome.withLock { $0.fingerprints }
        for path in previous.pagePaths(withPrefix: "") where now[path] == nil { plan.record(.delete, path) }
    }

    private func previousFingerprint(_ path: String) -> String? {
        let state = context.state
        return previousPages.withLock { pages in
            if pages == nil { pages = state.manifest(pages: .all) }
            return pages?[path]
        }
    }
}
