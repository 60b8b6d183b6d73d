import FitTodayDomain
import Foundation

/// What a build makes ready before it needs the data: the output checked, the lock beside it taken, the templates
/// loaded, the last build's state opened and the output walked by its folder stamps. Begun (``init(_:)``) as soon as
/// the command knows it will build, it runs on the other core while the command reads the data and decides today's
/// plan; ``SiteBuilder/build()`` then waits for it instead of doing it all in turn.
///
/// It holds the lock from the moment it is taken: dropped unused, it lets it go.
public final class SiteBuildPreparation: Sendable {
    /// The parts ready, in the order ``SiteBuilder/build()`` used to make them.
    struct Ready: Sendable {
        /// The output folder as ``SiteOutputGuard/check(_:)`` resolved it.
        let output: URL
        let lock: BuildLock
        let templates: SiteTemplates
        let state: SiteState
        /// The state's head: what the current site was made from.
        let previous: RenderManifest
        /// The walk of the output as it is, when the last build left a site to compare it with.
        let walk: Task<(scan: SiteFileDigest.Scan, folders: SiteFolderStamps?, how: String), Never>?
    }

    private let task: Task<Ready, any Error>
    /// The library's exercises, once ``readLibrary(from:)`` began reading them.
    private let library = Locked<Task<[Exercise], any Error>?>(nil)

    /// Begins making a build with `options` ready; the options a build is then given must name the same output,
    /// templates, language and protected items.
    public init(_ options: SiteBuildOptions) {
        task = Task {
            let output = try SiteOutputGuard.check(options)
            let lock = try await BuildLock(output: output, wait: options.lockWait)
            let templates = try SiteTemplates(overrides: options.templatesDirectory, locale: options.locale)
            let state = SiteState(for: output, diagnostics: options.diagnostics)
            let previous = state.head()
            // Only a walk the build may use: one that may stop early or update in place compares the site with the
            // last build's (``SiteBuildContext/readInputs(carryingImages:)``).
            let walk = previous.inputKey == nil ? nil : previous.filesDigest.map { digest in
                Task.detached { SiteFolderStamps.scan(at: output.standardizedFileURL, kept: state.folderStamps(filesDigest: digest)) }
            }
            return Ready(output: output, lock: lock, templates: templates, state: state, previous: previous, walk: walk)
        }
    }

    /// Begins reading the library's exercises from `source`, the snapshot the build is then given: they are read on
    /// the other core while the command finishes deciding the day.
    public func readLibrary(from source: any SiteDataSource) {
        library.withLock { $0 = Task { try source.exercises() } }
    }

    /// The read ``readLibrary(from:)`` began; nil when none was.
    var libraryRead: Task<[Exercise], any Error>? { library.withLock { $0 } }

    /// The parts, once ready; the first error met making them.
    func ready() async throws(FitTodayError) -> Ready {
        try await SiteBuildContext.value(of: task)
    }
}
