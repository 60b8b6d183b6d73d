import FitTodayBuild
import FitTodayDomain
import FitTodayTemplates

/// The page steps' context: made only from what the earlier steps returned (the data, the assets, the images).
/// Each page step (``PageStep``) runs twice: planning, it lists its pages for the ``PagePlanner``, making a page's
/// model only when the decision needs its fingerprint; rendering, it makes the models of exactly the pages the plan
/// lists, turns each into bytes (``PageBytesRenderer``, pure) and hands them to the publisher.
final class PageRenderer: Sendable {
    let context: SiteBuildContext
    /// Decides each page, before any is rendered.
    let planner: PagePlanner
    /// Where the bytes go.
    let publisher: any SitePublisher
    let data: SiteData
    let images: SiteImages
    /// Asset name to its content-hashed site path.
    let assets: [String: String]
    /// What the page-model builders need.
    let pages: PageContext
    private let renderer: PageBytesRenderer
    /// What every page's fingerprint starts from (see ``PageFingerprint/epoch(codeStamp:templates:siteLayer:)``).
    private let epoch: String
    /// Models the planning pass made for a fingerprint and the plan then rendered, kept for the rendering pass so
    /// that an update in place makes each model once; at most ``keptModelLimit`` of them, so that a build that
    /// renders every page again (new templates) holds no more memory than one into an empty folder.
    private let keptModels = Locked([String: (model: TemplateObject, title: String)]())
    private static let keptModelLimit = 64
    /// What the rendering tasks found, in any order.
    private let outcome = Locked((fingerprints: RenderManifest(), rendered: 0, unknownNames: Set<String>()))

    /// `carried`: the current site's page fingerprints, when this build renders only some pages and carries the
    /// others over untouched (``SessionChanges``).
    init(context: SiteBuildContext, planner: PagePlanner, publisher: any SitePublisher, data: SiteData, assets: [String: String],
         images: SiteImages, libraryIndex: String, carried: RenderManifest? = nil) {
        self.planner = planner
        self.publisher = publisher
        if let carried {
            outcome.withLock { $0.fingerprints = carried; $0.fingerprints.inputKey = nil }
        }
        self.context = context
        self.data = data
        self.images = images
        self.assets = assets
        let options = context.options
        pages = PageContext(locale: options.locale, images: images.paths, exercisesByID: data.exercisesByID, markdown: MarkdownRenderer(),
                            unit: options.loads.unit, libraryIndex: libraryIndex, renditions: images.renditions)
        let siteLayer = TemplateEncoder.object(SiteLayer(locale: options.locale, siteTitle: options.siteTitle, assets: assets,
                                                         baseURL: options.baseURL?.absoluteString, unit: options.loads.unit))
        renderer = PageBytesRenderer(templates: context.templates, siteLayer: siteLayer, baseURL: options.baseURL?.absoluteString)
        epoch = PageFingerprint.epoch(codeStamp: options.codeStamp, templates: context.templates.fingerprint, siteLayer: siteLayer)
    }

    /// Pages rendered (not carried over) so far.
    var renderedCount: Int { outcome.withLock { $0.rendered } }

    /// The bulk of a build's memory, for ``SiteBuildReport/workingSet``, with the manifest it saved: the data, the
    /// plan and the files published. Not the context, whose data source holds the database's connections open.
    func workingSet(_ saved: RenderManifest) -> any Sendable {
        (data, planner, publisher, saved)
    }

    /// Names the built-in templates looked up that their models lack; empty unless a model and its template
    /// disagree (the strict-mode test reads it). Overridden templates are not checked.
    var unknownNames: [String] { outcome.withLock { $0.unknownNames.sorted() } }

    /// Hands the publisher what the plan keeps as it is and what it takes away, before any page is rendered.
    func publishPlan() {
        let plan = planner.plan
        for path in plan.paths(.carry) {
            outcome.withLock { $0.fingerprints[path] = plan.fingerprint(path) }
            publisher.carry(path)
            publisher.carry(SitePaths.markdown(path))
        }
        for path in plan.paths(.delete) {
            outcome.withLock { $0.fingerprints[path] = nil }
            publisher.remove(path)
            publisher.remove(SitePaths.markdown(path))
        }
    }

    /// This build's page fingerprints, files and counts, to keep for the next one.
    func manifest(inputs: SiteInputs, filesDigest: String) -> RenderManifest {
        var manifest = outcome.withLock { $0.fingerprints }
        (manifest.inputKey, manifest.baseKey, manifest.dataMark, manifest.imagesKey) = (inputs.key, inputs.baseKey, inputs.dataMark, inputs.imagesKey)
        (manifest.filesDigest, manifest.fileCount) = (filesDigest, publisher.fileCount)
        (manifest.pages, manifest.images, manifest.missingImages) = (manifest.pageCount, images.paths.count, images.missing)
        manifest.imagePaths = images.kept
        manifest.libraryIndex = pages.libraryIndex
        return manifest
    }

    /// Whether this pass needs the page at `path` made: planning, when its decision needs its fingerprint;
    /// rendering, when the plan renders it.
    func wants(_ pass: PagePass, _ path: String) -> Bool {
        switch pass {
        case .planning: planner.needsFingerprint(path)
        case .rendering: planner.plan.renders(path)
        }
    }

    /// The page at `path` with the model `make` returns. Planning: decided by the planner (`make` is called only for
    /// its fingerprint). Rendering: made, rendered and published when the plan renders it.
    func page<Model: PageModel>(_ pass: PagePass, at path: String, make: () -> (model: Model, title: String)) throws(FitTodayError) {
        switch pass {
        case .planning:
            var made: (model: TemplateObject, title: String)?
            let decision = planner.decide(path) {
                let (model, title) = make()
                made = (TemplateEncoder.object(model), title)
                return fingerprint(path, kind: Model.kind, title: title, model: made!.model)
            }
            if decision.renders, let made {
                keptModels.withLock { kept in if kept.count < Self.keptModelLimit { kept[path] = made } }
            }
        case .rendering:
            guard planner.plan.renders(path) else { return }
            let object: TemplateObject, title: String
            if let kept = keptModels.withLock({ $0.removeValue(forKey: path) }) {
                (object, title) = kept
            } else {
                let made = make()
                (object, title) = (TemplateEncoder.object(made.model), made.title)
            }
            let fingerprint = planner.plan.fingerprint(path) ?? fingerprint(path, kind: Model.kind, title: title, model: object)
            try publish(object, kind: Model.kind, at: path, title: title, fingerprint: fingerprint)
        }
    }

    /// A page's fingerprint from its model.
    func fingerprint(_ path: String, kind: PageKind, title: String, model: TemplateObject) -> String {
        var fingerprint = PageFingerprint(epoch: epoch, path: path, kind: kind, title: title)
        fingerprint.add(model)
        return fingerprint.text
    }

    /// The fingerprint of a page there are thousands of, from `source`: every domain value its model is made from
    /// (the code that turns `source` into a model is covered by the code stamp in the epoch), so that planning it
    /// never builds the model.
    func fingerprint(_ path: String, kind: PageKind, source: [UInt8]) -> String {
        var fingerprint = PageFingerprint(epoch: epoch, path: path, kind: kind, title: "")
        fingerprint.add(source)
        return fingerprint.text
    }

    /// Renders the model into the page at `path` and its Markdown twin and hands both to the publisher.
    func publish(_ model: TemplateObject, kind: PageKind, at path: String, title: String, fingerprint: String) throws(FitTodayError) {
        let page = renderer.render(model, kind: kind, path: path, title: title)
        try publisher.publish(page.html, to: path)
        try publisher.publish(page.markdown, to: SitePaths.markdown(path))
        outcome.withLock {
            $0.fingerprints[path] = fingerprint
            $0.rendered += 1
            $0.unknownNames.formUnion(page.unknownNames.map { "\(kind.rawValue): \($0)" })
        }
    }
}
