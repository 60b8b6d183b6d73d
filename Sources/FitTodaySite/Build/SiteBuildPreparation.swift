import FitTodayBuild
import FitTodayDomain
import FitTodaySystem
import Foundation

/// What a build makes ready before it needs the data: the output checked, the lock beside it taken, the templates
/// loaded, the last build's state opened and the output walked by its folder stamps; and, once the command has the
/// snapshot the site is read from, the library and the summary figures (``beginReading(from:today:)``). Begun
/// (``init(_:)``) as soon as the command knows it will build, the work runs on a thread of its own while the command
/// reads the data and decides today's plan; ``SiteBuilder/build()`` then waits for it instead of doing it all in turn.
///
/// Its own thread, not the concurrency pool's: the pool has a thread per core, and the command's own work, which
/// decides how long the build takes, would queue behind these blocking reads at every `await`.
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
        let walk: Task<SiteFolderStamps.Found, any Error>?
    }

    /// Reads of the build's snapshot begun early.
    struct Reads: Sendable {
        let exercises: Task<[Exercise], any Error>
        let figures: Task<SummaryFigures, any Error>
        let today: LocalDate
    }

    private let task: Task<Ready?, any Error>
    /// What ``beginReading(from:today:)`` began reading.
    private let reads = Locked<Reads?>(nil)

    /// Begins making a build with `options` ready; the options a build is then given must name the same output,
    /// templates, language and protected items. `overAnExistingSite`: only when a build made a site there before (its
    /// state is beside it), so that a first build, or a command that gives up before its build, makes nothing beside
    /// the output; the build then makes its parts itself.
    public init(_ options: SiteBuildOptions, overAnExistingSite: Bool = false) {
        task = Task {
            let output = try SiteOutputGuard.check(options)
            if overAnExistingSite, FileKind.of(SiteState.location(for: output).path) != .regular { return nil }
            return try await Self.make(options, checkedOutput: output)
        }
    }

    /// The parts made now, one after the other (the templates, the state and the walk on ``queue``). `checkedOutput`:
    /// the output as ``SiteOutputGuard/check(_:)`` gave it, when it was checked already.
    static func make(_ options: SiteBuildOptions, checkedOutput: URL? = nil) async throws -> Ready {
        let output = try checkedOutput ?? SiteOutputGuard.check(options)
        let lock = try await BuildLock(output: output, wait: options.lockWait)
        let (templates, state, previous) = try await Self.onOwnThread { () throws -> (SiteTemplates, SiteState, RenderManifest) in
            let templates = try SiteTemplates(overrides: options.templatesDirectory, locale: options.locale)
            let state = SiteState(for: output, diagnostics: options.diagnostics)
            return (templates, state, state.head())
        }.value
        // Only a walk the build may use: one that may stop early or update in place compares the site with the
        // last build's (``SiteBuildContext/readInputs(carryingImages:)``).
        let walk = previous.inputKey == nil ? nil : previous.filesDigest.map { digest in
            Self.onOwnThread { SiteFolderStamps.scan(at: output.standardizedFileURL, kept: state.folderStamps(filesDigest: digest)) }
        }
        return Ready(output: output, lock: lock, templates: templates, state: state, previous: previous, walk: walk)
    }

    /// Begins reading from `source`, the snapshot the build is then given, what every build that goes on reads
    /// whatever changed: the library's exercises and the summary figures shown on `today`.
    public func beginReading(from source: any SiteDataSource, today: LocalDate) {
        let begun = Reads(exercises: Self.onOwnThread { try source.exercises() },
                          figures: Self.onOwnThread { try source.summaryFigures(today: today, weeks: 8) }, today: today)
        reads.withLock { $0 = begun }
    }

    /// The reads ``beginReading(from:today:)`` began; nil when none were.
    var earlyReads: Reads? { reads.withLock { $0 } }

    /// Waits for everything begun to end, whatever its outcome: a command that gives up before its build leaves no
    /// state half written.
    public func settle() async {
        _ = try? await task.value
        if let reads = earlyReads {
            _ = try? await reads.exercises.value
            _ = try? await reads.figures.value
        }
    }

    /// The parts, once ready (nil: none were made, there being no site yet); the first error met making them.
    func ready() async throws(FitTodayError) -> Ready? {
        try await SiteBuildContext.value(of: task)
    }

    /// The preparation's thread: one, so its work runs in the order it was given.
    private static let queue = DispatchQueue(label: "fittoday.site-preparation")

    /// `work` queued on ``queue`` now, and a task that waits for it without holding a thread of the pool.
    private static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) -> Task<T, any Error> {
        let box = Locked<(result: Result<T, any Error>?, waiting: CheckedContinuation<T, any Error>?)>((nil, nil))
        queue.async {
            let result = Result { try work() }
            let waiting = box.withLock { state -> CheckedContinuation<T, any Error>? in
                state.result = result
                return state.waiting
            }
            waiting?.resume(with: result)
        }
        return Task {
            try await withCheckedThrowingContinuation { continuation in
                let done = box.withLock { state -> Result<T, any Error>? in
                    if let result = state.result { return result }
                    state.waiting = continuation
                    return nil
                }
                if let done { continuation.resume(with: done) }
            }
        }
    }
}
