import FitTodayDomain
import FitTodayHashing
import FitTodaySystem
import Foundation

/// What the last build was made from, kept in the build's state (``SiteState``): a key of all its inputs, so that a
/// rebuild with nothing changed stops at once, and a fingerprint per page, so that a page whose inputs did not
/// change is carried over instead of rendered again.
///
/// A missing, older or unreadable state only means a full render; it is never trusted over a missing file.
public struct RenderManifest: Sendable {
    /// Where the fingerprints of the pages not changed since come from.
    public enum StoredPages: Sendable {
        /// None: a new site's manifest, every page of which is set here.
        case none
        /// Read at once.
        case loaded([String: String])
        /// Asked of the state one page at a time (an update in place asks for a few); `count` pages there.
        case state(SiteState, count: Int)
    }

    /// The fingerprints read from the state: page path (`history/sessions/12.html`) to the fingerprint of everything
    /// it was rendered from.
    public var storedPages = StoredPages.none
    /// Pages set or removed (nil) since: an update changes a few pages and leaves the other rows as they are.
    private var pageChanges: [String: String?] = [:]
    /// A digest of every input of the build (data revision, templates, options, images); nil when unknown.
    public var inputKey: String?
    /// ``SiteFileDigest`` of every file of the site the build made; nil when unknown.
    public var filesDigest: String?
    /// How many files the site has.
    public var fileCount: Int
    public var pages: Int
    public var images: Int
    public var missingImages: Int
    /// ``SiteInputs/baseKey``: every input but the data.
    public var baseKey: String?
    /// Where the data stood; with ``baseKey`` unchanged, a rebuild asks what changed since.
    public var dataMark: DataChangeMark?
    /// Library image path to its site path, for a rebuild that does not copy the images again.
    public var imagePaths: [String: String] = [:]
    /// The library search index's site path, for a rebuild that does not write it again.
    public var libraryIndex: String?
    /// Whether the state keeps the exercise history this site shows, read at ``dataMark``.
    public var keepsExerciseHistory = false
    /// How many exercises' records it keeps: a record deleted by hand is not taken for an exercise without history.
    public var exerciseRecords = 0
    /// ``SiteStartKey/key(revision:)`` of what the site was made from; nil when the build could not tell it for sure.
    public var startKey: String?
    /// Until when (seconds since 1970) ``startKey`` holds: the first of the images' freshness, when the images are
    /// revalidated while building; nil: for as long as the key is the same.
    public var startValidUntil: Int?
    /// ``SiteStartKey/inputsKey`` of the start key kept; nil with it.
    public var startInputs: String?
    /// ``SiteInputs/imagesKey`` of what the site was made from.
    public var imagesKey: String?

    public init(fingerprints: [String: String] = [:], inputKey: String? = nil, filesDigest: String? = nil, fileCount: Int = 0, pages: Int = 0,
         images: Int = 0, missingImages: Int = 0) {
        pageChanges = fingerprints.mapValues { $0 }
        self.inputKey = inputKey
        self.filesDigest = filesDigest
        self.fileCount = fileCount
        self.pages = pages
        self.images = images
        self.missingImages = missingImages
    }

    /// What ``SiteState/save(_:stamps:history:)`` writes of the pages: the rows to set or delete, and whether
    /// they replace every row (a manifest that read none) or change the stored ones.
    public var pageChangesToSave: (changes: [String: String?], replacesAll: Bool) {
        switch storedPages {
        case .none: (pageChanges, true)
        case let .loaded(pages):
            // Read at once and then changed (a whole build never starts from them): written out whole.
            (pages.mapValues { Optional($0) }.merging(pageChanges) { _, new in new }, true)
        case .state: (pageChanges, false)
        }
    }

    /// The fingerprint of the page at `path`; set to nil, the page is no longer part of the site.
    public subscript(path: String) -> String? {
        get {
            if let changed = pageChanges[path] { return changed }
            return stored(path)
        }
        set {
            pageChanges[path] = .some(newValue)
        }
    }

    private func stored(_ path: String) -> String? {
        switch storedPages {
        case .none: nil
        case let .loaded(pages): pages[path]
        case let .state(state, _): state.fingerprint(of: path)
        }
    }

    /// How many pages have a fingerprint.
    public var pageCount: Int {
        var count: Int
        switch storedPages {
        case .none: count = 0
        case let .loaded(pages): count = pages.count
        case let .state(_, stored): count = stored
        }
        for (path, fingerprint) in pageChanges {
            switch (stored(path) != nil, fingerprint != nil) {
            case (true, false): count -= 1
            case (false, true): count += 1
            default: break
            }
        }
        return count
    }

    /// The paths of the pages whose path starts with `prefix` and that `isIncluded`, sorted. The test comes before
    /// the sort: a whole build asks for the few pages it left out among every page of the site.
    public func pagePaths(withPrefix prefix: String, where isIncluded: (String) -> Bool = { _ in true }) -> [String] {
        var paths: Set<String>
        switch storedPages {
        case .none: paths = []
        case let .loaded(pages): paths = Set(pages.keys.filter { $0.hasPrefix(prefix) && isIncluded($0) })
        case let .state(state, _): paths = Set(state.pagePaths(withPrefix: prefix).filter(isIncluded))
        }
        for (path, fingerprint) in pageChanges where path.hasPrefix(prefix) {
            if fingerprint == nil { paths.remove(path) } else if isIncluded(path) { paths.insert(path) }
        }
        return paths.sorted(by: ByteOrder.precedes)
    }
}
