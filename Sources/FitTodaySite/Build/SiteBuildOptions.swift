import FitTodayBuild
import FitTodayDomain
import Foundation

/// What a build needs besides its data and images.
public struct SiteBuildOptions: Sendable {
    /// The site folder; the staging folder and the lock file go beside it.
    public var outputDirectory: URL
    /// A folder whose files override the built-in templates and assets; it may not exist.
    public var templatesDirectory: URL?
    public var locale: AppLocale
    public var siteTitle: String
    /// Where the site is published, ending in `/` (see ``SiteBaseURL``): with it the build writes `sitemap.xml`,
    /// `robots.txt` and a canonical link on every page, and the feed's links are absolute. Links between pages
    /// stay relative either way. Part of the build key and of every page's fingerprint.
    public var baseURL: URL?
    /// "Today" for the build: an input, so the same data and date give the same bytes.
    public var today: LocalDate
    /// How long to wait for another build holding the lock, in seconds.
    public var lockWait: Double
    /// Rendering tasks run at once.
    public var concurrency: Int
    /// The curated library's version (a digest of its files): part of the build key, so a library edit is
    /// never mistaken for "nothing changed".
    public var libraryVersion = ""
    /// How many sets a full build keeps in memory from its one pass over the history, so that the session pages
    /// need not read them again (about 100 bytes a set: 5 MB at the default, some 2 500 sessions of 20 sets). A
    /// longer history is read again, a few hundred sessions at a time, and its build stays within its memory: at
    /// 250 000 (until issue 39) the 10 000-session benchmark site kept its 210 000 sets, +27 MB of peak memory (85 MiB
    /// against the 60 MiB bar) to save the session pages about 0.2 s of reading.
    public var keptSessionSets = Self.defaultKeptSessionSets
    /// Renditions of the library's images sized for their places; nil: the originals only.
    public var renditions: SiteRenditionOptions?
    public static let defaultKeptSessionSets = 50_000
    /// What the person can load (`[equipment]`): today's targets are rounded to it, as in `plan show`.
    public var loads = LoadSettings()
    /// The weekly hard sets per muscle group the history's chart shades as the target band.
    public var weeklySetsTarget: ClosedRange<Int>
    /// What the output may never hold or lie inside (the database, the configuration, the library, the
    /// templates), each with the name a person knows it by.
    public var protectedItems: [(name: String, path: String)]
    /// Technical detail about a refusal or failure, for `--verbose`.
    public var diagnostics: @Sendable (String) -> Void
    /// What the build chose and why (a whole site or an update in place), for `--verbose`.
    public var notes: @Sendable (String) -> Void = { _ in }
    /// Identifies the code that renders (by default the running program's path, size and modification time):
    /// it is in the build key and in every page's fingerprint, so a new FitToday renders every page again.
    public var codeStamp: String
    /// Where the images come from and their licence, named on the credits page; nil when not known.
    public var imageCredit: SiteImageCredit?
    /// The programs the person can follow, each with its cycle's loads and, for the one followed, where the person
    /// is (``ProgramOverview``): each gets a page (`programs/<id>/index.html`) that every build renders again, the
    /// plans page links to them. Empty: no program page, and the site is what it was before programs.
    public var programs: [ProgramOverview] = []
    /// What ``programs`` are made from besides the data, the day and the settings the input key already holds: the
    /// program files (``ProgramLibraryLoader/sourceKey()``). Given, the input key holds it instead of the overviews
    /// spelled out by reflection, which was a third of a team build's morning; nil, the overviews themselves.
    public var programsKey: String?
    /// The next seven days as the composer plans them (``PlanTheWeek``): a page (`week/index.html`) that every build
    /// renders again, linked from today's page. Nil (someone who follows a program, or no profile): no such page.
    public var week: WeekOutlook?
    /// The block on paper (``WorkOutTheBlock``): a page (`print/index.html`) that every build renders again, linked from
    /// today's page and the followed program's. Nil: no such page.
    public var printBlock: PrintBlock?
    /// `[print] paper`: the page's `@page size`.
    public var printPaper: PrintPaper = .a4
    /// Who the block is for, on its cover; nil: the site's title.
    public var printLifter: String?

    /// What the printable page is made from, for the input key; nil without one.
    var printKey: String? {
        printBlock.map { StableDescription.of($0) + "|" + printPaper.rawValue + "|" + (printLifter ?? "") }
    }
    /// Today as the one rule for the day shown gives it (``ShowTheDay``, in the Domain): the plan decided, its loads,
    /// plates and warm-ups after readiness and a deload, each change with its reason, and the reading. The site
    /// renders it as it is and decides nothing; ``ShownDay/nothing``: today's page says there is no plan yet.
    public var shownDay: ShownDay = .nothing
    /// Under each exercise of today's plan, in its order, what to do when its station is taken (``TodaysAlternatives``,
    /// in the Domain; issue 52). Empty: the page lists none. Not in the input key: they follow the data, the day, the
    /// library and the load settings, which are.
    public var alternatives: [PlannedAlternatives] = []
    /// Whether today's page shows the single wellness answers: not on a published site (`[site] base_url`) unless
    /// `[readiness] publish_answers = true`.
    public var showWellnessAnswers = true
    /// The history page's weekly load and readiness; nil or empty: no such chart.
    public var trainingLoad: TrainingLoadSummary?
    /// The body weight and measurements the history's index charts (``BodyWeightFigures``); empty: no such section.
    /// They change the data's revision, so a new entry is a whole build, never an update that misses it.
    public var bodyMeasurements: [BodyMeasurement] = []
    /// `inbox.json`, the sheet's upload form (docs/inbox.md), as the command signed or kept it; nil: none. Signed with
    /// the wall clock, so the command hands the same bytes back while the form is good, and the site stays the same.
    public var inboxForm: [UInt8]?
    /// What the build depends on that the command can tell before it opens the data: kept with the site, so that
    /// the next build with the same key and data stops at once (``SiteBuilder/upToDate(_:revision:)``). Nil: none kept.
    public var start: SiteStartKey?
    /// Where the site's images are kept once with other sites' (a team's `OUT/images/`, ``SharedFiles``); nil: the
    /// site's own files.
    public var sharedImages: URL?

    public init(
        outputDirectory: URL, templatesDirectory: URL? = nil, locale: AppLocale = .default, siteTitle: String = "FitToday",
        baseURL: URL? = nil, today: LocalDate, lockWait: Double = 5, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        weeklySetsTarget: ClosedRange<Int> = 10...20, codeStamp: String? = nil,
        protectedItems: [(name: String, path: String)] = [], diagnostics: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.codeStamp = codeStamp ?? SiteInputs.programStamp
        self.protectedItems = protectedItems
        self.diagnostics = diagnostics
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.locale = locale
        self.siteTitle = siteTitle
        self.baseURL = baseURL
        self.today = today
        self.lockWait = lockWait
        self.concurrency = max(1, concurrency)
        self.weeklySetsTarget = weeklySetsTarget
    }
}
