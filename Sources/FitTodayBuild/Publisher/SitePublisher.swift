import FitTodayDomain

/// Puts what a build made in place of the current site: the one interface every build writes through, whatever
/// its plan's scope (``BuildPlan/publisher(_:previous:)`` chooses the kind once).
///
/// Every kind keeps these guarantees: a file whose bytes equal the current site's file at the same path is kept
/// (hard-linked or left where it is: its inode and mtime survive, so rsync and HTTP caches see no change); nothing
/// in the output is touched before ``commit()``, so a build that fails or is killed before it leaves the previous
/// site whole; ``commit()`` passes the same ``PublishCheckpoint`` steps as before; and a build that changed nothing
/// leaves the output alone.
public protocol SitePublisher: AnyObject, Sendable {
    /// The folders beside the output this publisher writes into first.
    var staging: SiteStaging { get }

    /// Whether the current site has a regular file at `path` (a site path).
    func has(_ path: String) -> Bool

    /// Keeps the current site's file at `path` in the new site as it is, unrendered. False when there is none.
    @discardableResult
    func carry(_ path: String) -> Bool

    /// Makes `bytes` the new site's file at `path`.
    func publish(_ bytes: [UInt8], to path: String) throws(FitTodayError)

    /// Like ``publish(_:to:)`` for a file whose name is derived from its content: a current file of that name and
    /// size is the same file.
    func publishContentAddressed(_ bytes: [UInt8], to path: String) throws(FitTodayError)

    /// Takes the current site's file at `path` out of the new site (a page the plan deletes).
    func remove(_ path: String)

    /// The bytes the new site has at `path` so far (published, or kept from the current site).
    func contents(_ path: String) -> [UInt8]?

    /// Every file of the new site so far, as site paths.
    var paths: Set<String> { get }

    /// How many files the new site has so far.
    var fileCount: Int { get }

    /// Files published (new or changed bytes) and files kept as they were.
    var counts: PublishCounts { get }

    /// Puts the new site in place of the output.
    func commit() throws(FitTodayError)

    /// After ``commit()``: the stamps of the site's folders (nil when they cannot be told; `current` is the stamps
    /// the current site was walked with) and the ``SiteFileDigest`` of its files.
    func published(updating current: SiteFolderStamps?) -> (stamps: SiteFolderStamps?, filesDigest: String)
}
