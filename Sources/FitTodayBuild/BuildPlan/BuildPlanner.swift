import FitTodayDomain
import Foundation

/// Decides a build's ``BuildPlan/Scope`` from a snapshot of its inputs and the last build's state: the one place
/// that says whether a build stops, updates the site in place or renders every page, and why. (Which pages an update
/// renders is the site's to say, `SiteBuildContext.loadChangedData(_:changed:)`; each page's own decision is ``PageDecision``.)
public struct BuildPlanner: Sendable {
    /// What the last build was made from (the state's head).
    public let previous: RenderManifest
    public let output: URL
    public let source: any SiteDataSource

    public init(previous: RenderManifest, output: URL, source: any SiteDataSource) {
        self.previous = previous
        self.output = output
        self.source = source
    }

    /// The plan that touches nothing, decided before the data is read: the start key (with the data's revision) is the
    /// one the current site was made from, still within the images' freshness, and the site is all there (`found`,
    /// the walk of the output). Otherwise why not, for `--verbose`: the build then reads its inputs and decides by them.
    public static func nothingToDo(startKey: String, previous: RenderManifest, now: Date, found: () -> SiteFileDigest.Scan) -> Result<BuildPlan, StartMiss> {
        if let miss = startMiss(kept: previous.startKey, key: startKey) { return .failure(miss) }
        guard let files = previous.filesDigest else { return .failure(.noneKept) }
        if let until = previous.startValidUntil, now.timeIntervalSince1970 >= Double(until) { return .failure(.imagesStale) }
        guard found().digest == files else { return .failure(.siteChanged) }
        return .success(BuildPlan(scope: .nothing, reason: "the same command line, settings, code, library, templates, images and data as "
                                     + "the last build, every file of its site there"))
    }

    /// Why a start key `kept` by the last build is not `key`; nil when it is.
    public static func startMiss(kept: String?, key: String) -> StartMiss? {
        guard let kept else { return .noneKept }
        return kept == key ? nil : .changed
    }

    /// Why a build did not stop on its start key.
    public enum StartMiss: String, Error {
        case noneKept = "the last build kept none"
        case changed = "an input changed since the last build"
        case imagesStale = "an image is due to be checked again with its source"
        case siteChanged = "files of the site changed since the last build"
    }

    /// What a build that read `inputs` keeps as its start key, with its inputs' key and until when it holds
    /// (``RenderManifest/startKey``); nil when it has none, a stamp was too recent to trust, or the build would fetch a
    /// missing image. Images taken as the last build's hold as long as they did for it.
    public static func startRecord(_ start: SiteStartKey?, inputs: some BuildInputs) -> (key: String, inputs: String, validUntil: Int?)? {
        guard let start, start.settled, let revision = inputs.revision else { return nil }
        let key = start.key(revision: revision), kept = start.inputsKey
        guard start.imagesExpire else { return (key, kept, nil) }
        guard case let .until(until) = inputs.imagesHold else { return nil }
        return (key, kept, until)
    }

    /// The plan that touches nothing, when the current site was made from exactly these inputs and is all there.
    public func nothingToDo(_ inputs: some BuildInputs) -> BuildPlan? {
        guard let key = inputs.key, key == previous.inputKey, let files = previous.filesDigest, let found = inputs.output,
              found.digest == files else { return nil }
        return BuildPlan(scope: .nothing, reason: "the same inputs as the last build, every file of its site there")
    }

    /// An update in place when only sessions were added to since the current site was built and the site is all
    /// there; else every page (unchanged pages are still carried over by fingerprint).
    public func plan(_ inputs: some BuildInputs) throws(FitTodayError) -> BuildPlan {
        let reason: String
        if inputs.revision == nil || inputs.dataMark == nil {
            reason = "the data's revision is unknown (another program wrote to it)"
        } else if inputs.baseKey != previous.baseKey {
            reason = "settings, templates, images or the program changed, or there is no site yet"
        } else if let mark = previous.dataMark, let files = previous.filesDigest {
            // The walk made beside the inputs, or one now.
            let found = inputs.output ?? SiteFileDigest.scan(at: output.path)
            if found.files == 0 {
                reason = "there is no site in the output folder yet"
            } else if found.digest != files || found.foreignEntries > 0 {
                reason = "files of the current site are missing, or were added or linked by hand"
            } else if let changed = try source.sessionsChanged(since: mark) {
                return BuildPlan(scope: .sessionsAdded(changed), reason: "only sessions were added to since the last build")
            } else {
                reason = "more than sessions added to, plans and check-ins changed since the last build"
            }
        } else {
            reason = "the last build left no data mark"
        }
        return BuildPlan(scope: .everything, reason: reason)
    }
}
