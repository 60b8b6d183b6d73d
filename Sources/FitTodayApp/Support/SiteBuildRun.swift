import FitTodayBuild
import FitTodayData
import FitTodayDeploy
import FitTodayDomain
import FitTodayHashing
import FitTodayImageCache
import FitTodaySite
import FitTodaySystem
import Foundation

/// One person's site, built from their folder: the store, the configuration and the locale a ``CommandContext``
/// resolved, for a date. The library entry point of every build: `build` and `serve` wrap it, and the team build
/// calls it for each athlete in one process. Today comes from the Domain's one rule (``ShowTheDay``); the site
/// renders what it is given.
struct SiteBuildRun {
    /// What the command line asked for (`build`'s options), nil where the settings decide.
    struct Request {
        var out: String?
        var date: String?
        var offline = false
        var imageSource: String?
        var baseURL: String?
        var asPlanned = false
        var verbose = false
        /// The clock of the build (tests and the team build pass theirs; nil: now).
        var now: LocalDateTime?
        /// Whose inbox is pulled before the day is decided (`me`, or an athlete's id), and the store's breaker; nil
        /// pulls nothing (the preview server takes its logs itself).
        var inbox: InboxRequest?
        /// `print block --from`: the first day the printed block's sessions may fall on; nil: the build's day.
        var printFrom: LocalDate?
        /// Where the site's images are kept once with the other athletes' (a team build's `OUT/images/`).
        var sharedImages: URL?
    }

    /// What a build leaves besides its report: the day it showed, as the Domain decided it, for a caller that goes on
    /// to read the same day (the team's summary of the athlete) without folding the history again.
    struct Outcome {
        let report: SiteBuildReport
        /// Nil when the site was up to date and the build stopped before reading the data.
        let day: Day?
    }

    /// The program followed (nil: none) and today as the site shows it.
    typealias Day = (program: FollowedProgram?, shown: ShownDay)

    let context: CommandContext
    let request: Request

    /// Builds the site and says so.
    func build() async throws(FitTodayError) -> SiteBuildReport {
        try await run().report
    }

    /// ``build()``, with the day the site shows.
    func run() async throws(FitTodayError) -> Outcome {
        let started = Date()
        let clock = PhaseClock(logger: context.logger)
        clock.mark("Build set-up starts")
        let now = request.now ?? SystemClock.now()
        let day = try ArgumentValues.date(request.date, today: now.date)
        let base = try request.baseURL.map { (text: String) throws(FitTodayError) -> URL in
            guard let url = SiteBaseURL.parse(text) else {
                throw .invalidValue(option: "--base-url", value: text, allowed: ["https://exemplo.com/treino/"])
            }
            return url
        } ?? context.configuration.baseURL
        // A wrong image source is refused before anything is written.
        let source = try context.imageSource(override: request.imageSource)
        let setting = request.out ?? context.configuration.outputDirectory
        // An empty name would mean the working folder: refused by name before anything else.
        guard !setting.isEmpty else { throw .outputRefused(path: "", reason: .emptyName) }
        let output = URL(fileURLWithPath: setting)
        let logger = context.logger
        // The inbox first, so that the day decided knows yesterday's session; it never stops the build.
        let route = try await pullInbox(day: day)
        var options = SiteBuildOptions(
            outputDirectory: output, templatesDirectory: URL(fileURLWithPath: context.configuration.templatesDirectory),
            locale: context.locale, siteTitle: context.configuration.siteTitle, baseURL: base, today: day,
            weeklySetsTarget: context.configuration.training.weeklySets,
            // The build replaces its output folder whole: it may never hold or lie inside what FitToday reads.
            protectedItems: [
                (context.locale.words.cli.build.yourTrainingData, context.databasePath),
                (context.locale.words.cli.build.configurationFile, context.configurationPath),
                (context.locale.words.cli.build.exerciseLibrary, context.configuration.contentDirectory),
                (context.locale.words.cli.build.pageTemplates, context.configuration.templatesDirectory),
            ],
            diagnostics: { logger.error("\($0)") }
        )
        options.notes = { logger.debug("\($0)") }
        options.imageCredit = context.imageCredit(source, text: request.imageSource ?? context.configuration.images.source)
        options.renditions = context.renditionOptions()
        options.inboxForm = form(route, output: output, base: base)
        // Stamped before anything it stands for is read; with the data's revision, all a build with nothing to do reads.
        options.start = startKey(day: day, output: setting, source: source, codeStamp: options.codeStamp)
        options.sharedImages = request.sharedImages
        if let form = options.inboxForm { options.start?.add("inbox-form", SHA256.hexDigest(form)) }
        clock.mark("Start key made")
        let revision = SQLiteStore.storedRevision(ofDatabaseAt: context.databasePath)
        clock.mark("Data's revision read")
        // Without what says the library is saved in the database (deleted by hand), the build goes on and saves it.
        let librarySaved = FileKind.of(context.librarySavedPath) == .regular
        if let revision, librarySaved, let report = try await SiteBuilder.upToDate(options, revision: revision) {
            clock.mark("Site up to date")
            if request.verbose { try context.listUntranslated() }
            say(report, options: options, started: started)
            return Outcome(report: report, day: nil)
        }
        // The site's own set-up (the lock, the templates, the last build's state, the walk of the output, then the
        // library and the figures) on a thread of its own while the data is read below; only over a site a build made
        // before (a first build, or one refused here, makes nothing beside the output before its builder does).
        let preparation = SiteBuildPreparation(options, overAnExistingSite: true)
        do throws(FitTodayError) {
            let images = try context.siteImageProvider(source: source, offline: request.offline)
            clock.mark("Image provider ready")
            // The library is an input of every build: edits to it reach the pages that show it, with no new plan.
            // The build's one store: today's plan and the snapshot the site is read from come from it. It stays open to
            // the end (closing the last connection removes the WAL files, which the next connection would make again).
            // A revision read vouches for the file as the store's own look at it would.
            let writable = try context.openStore(inspected: revision != nil)
            defer { withExtendedLifetime(writable) {} }
            clock.mark("Database open")
            // The library's version is an input of the site; the library itself is decoded only when the database
            // does not hold it yet (or the cache does not know it).
            let libraryVersion: String
            if let version = try context.cachedLibraryVersion() {
                libraryVersion = version
                clock.mark("Library version read")
                try context.saveLibrary(version: version, into: writable) { () throws(FitTodayError) in try context.loadLibrary() }
            } else {
                let library = try context.loadLibrary()
                libraryVersion = library.version
                clock.mark("Library loaded")
                try context.save(library, into: writable)
            }
            clock.mark("Library saved")
            if request.verbose { try context.listUntranslated() }
            // Someone who follows a program: the history is folded once for today's plan, its loads and the program pages.
            let folded = try writable.siteData.revision()
            var program = try context.useCases.followedProgram(store: writable, loadingLibrary: false)
            clock.mark("Program read")
            // The day's plan, composed and stored when missing (so a morning cron job always has a plan to show).
            let decided = try await context.useCases.showTheDay(store: writable, program: program)
                .decide(on: day, now: now, compose: context.useCases.planComposer(now: now), asPlanned: request.asPlanned)
            clock.mark("Today's plan checked")
            // Everything the site shows is read from here on in one read transaction: a `log`, `import` or
            // `session edit` committed while the build renders is wholly on the site or wholly absent (docs/build.md,
            // "One snapshot per build"). The program reads through it too; its history is folded again only when
            // something was written since it was folded.
            // A connection per core (four at most): the history's passes and the session pages' reads run side by side.
            let snapshot = try writable.readingSnapshot(connections: min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4))
            clock.mark("Snapshot open")
            preparation.beginReading(from: snapshot.siteData, today: day)
            if let followed = program {
                if folded != nil, try snapshot.siteData.revision() == folded {
                    program = FollowedProgram(follow: try context.useCases.followProgram(store: snapshot), standing: followed.standing)
                } else {
                    program = try context.useCases.followedProgram(store: snapshot, loadingLibrary: false, wholeCatalogue: true)
                }
            }
            options.libraryVersion = libraryVersion
            options.loads = context.configuration.loads
            // Today as `plan generate` gives it: the one rule, read through the snapshot (a day already logged included).
            options.shownDay = try await context.useCases.showTheDay(store: snapshot, program: program)
                .shown(on: day, asPlanned: request.asPlanned, decided: decided)
            clock.mark("Today's readiness read")
            // What each exercise may be swapped for, as `plan generate` lists them (issue 52).
            if let shown = options.shownDay.shown, let profile = try snapshot.profiles.profile() {
                options.alternatives = try context.useCases.alternatives(of: shown, on: day, profile: profile, store: snapshot, program: program)
                clock.mark("Today's alternatives")
            }
            options.showWellnessAnswers = base == nil || context.configuration.readiness.publishAnswers
            let loads = try snapshot.performance.sessionLoads(from: day.startOfWeek.adding(days: -7 * 7 - 28), through: day)
            let checkIns = try snapshot.checkIns.checkIns(from: day.startOfWeek.adding(days: -7 * 7 - ReadinessBaseline.windowDays), through: day)
            let shownCheckIns = checkIns.filter { $0.date >= day.startOfWeek.adding(days: -7 * 7) }
            options.trainingLoad = TrainingLoadSummary(
                today: day, weeks: 8, loads: loads, readings: AssessReadiness.readings(of: shownCheckIns, among: checkIns))
            options.bodyMeasurements = try snapshot.bodyMeasurements.bodyMeasurements()
            clock.mark("Training load read")
            // Program pages for someone who follows a program; everyone else gets the week's page, linked from today's,
            // as `plan week` prints it in the terminal.
            if let program {
                options.programs = try program.overviews()
                options.programsKey = try context.programLoader().sourceKey()
                clock.mark("Programs read")
            } else if let profile = try writable.profiles.profile() {
                options.week = try PlanTheWeek(reader: writable.shownDay, locale: context.locale)(
                    profile: profile, library: try context.loadLibrary(), from: day, weeklySetsTarget: context.configuration.training.weeklySets
                )
                clock.mark("Week planned")
            }
            // The block on paper (`[print]`, the defaults when `print block` never ran), kept current from the build's day.
            options.printBlock = try PrintBlockRun.block(context: context, store: snapshot, program: program,
                                                       week: request.printFrom == nil ? options.week : nil, day: day, from: request.printFrom)
            options.printPaper = context.configuration.print.paper
            options.printLifter = athleteName()
            clock.mark("Block worked out")
            let report = try await SiteBuilder(source: snapshot.siteData, images: images.provider, options: options, preparation: preparation).build()
            clock.mark("Site built")
            if let cache = images.cache {
                do { try await cache.synchronize() } catch { context.logger.warning("Image cache statistics not saved: \(error)") }
                // Said even under --quiet: the site is missing images, and the cron job that runs this should mail it.
                for down in await cache.downHosts() {
                    Console.warning(context.locale.words.cli.imageHosts.markedDown(host: down.host, failures: DownImageHost.failuresInARow))
                }
                // Said even under --quiet, like a host marked down: no libcurl to download with.
                if cache.networkUnavailable {
                    Console.warning(context.locale.words.cli.platform.noLibcurl)
                }
            }
            for step in report.steps {
                context.logger.debug("Step \(step.name): \(String(format: "%.3f", step.seconds)) s, peak memory \(Int(step.peakMegabytes)) MB")
            }
            say(report, options: options, started: started)
            return Outcome(report: report, day: (program, options.shownDay))
        } catch {
            // Whatever the preparation was writing (a state made again) is whole before the program ends.
            await preparation.settle()
            throw error
        }
    }

    /// An athlete's name (their folder's `athlete.toml`) for the printed block's cover: the same whether the team
    /// builds the site or the athlete's own `build` does; nil outside a team (the cover shows the site's title).
    private func athleteName() -> String? {
        let folder = URL(fileURLWithPath: context.configurationPath).deletingLastPathComponent()
        guard FileKind.of(folder.appendingPathComponent(AthleteCard.fileName).path) == .regular else { return nil }
        let card = AthleteCard.read(in: folder, id: folder.lastPathComponent, fallback: LocalDate(daysSinceEpoch: 0))
        return card.name.isEmpty ? nil : card.name
    }

    /// Pulls the person's inbox when `[inbox]` is set and the request asks for it; the route, for the form.
    private func pullInbox(day: LocalDate) async throws(FitTodayError) -> InboxRoute? {
        guard let inbox = request.inbox, inbox.settings(context).isConfigured else { return nil }
        return try await InboxPullRun.pullBeforeBuild(context: context, request: inbox, day: day, offline: request.offline)
    }

    /// The upload form of a store route for the site (the one it has while still good), once the site has an address
    /// the store can allow; without one the build says so and the site has none.
    private func form(_ route: InboxRoute?, output: URL, base: URL?) -> [UInt8]? {
        guard let route, let person = request.inbox?.person, route.isStore else { return nil }
        guard base != nil else {
            context.console.say(context.locale.words.cli.inbox.needsBaseURL)
            return nil
        }
        let now = SystemClock.instant()
        return InboxFormFile.bytes(current: PlainFile.contents(of: output.appendingPathComponent(SitePaths.inboxForm).path, upTo: 64 << 10),
                                   fresh: { route.form(person: person, now: now) },
                                   lifetime: TimeInterval(route.settings.expiresHours * 3600), now: now)
    }

    /// The summary line, and the licence note a published site with copied images needs.
    private func say(_ report: SiteBuildReport, options: SiteBuildOptions, started: Date) {
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        let locale = context.locale
        if let note = SiteImageCredit.unrecordedLicenceNote(publishedAt: options.baseURL, credit: options.imageCredit,
                                                            imagesCopied: report.images, locale: locale) {
            context.console.say(note)
        }
        let missingImages = report.missingImages > 0 ? locale.words.cli.build.missingImages(count: report.missingImages) : ""
        context.console.say(locale.words.cli.build.siteBuilt(
            path: options.outputDirectory.path, pages: report.pages, written: report.written, unchanged: report.unchanged, images: report.images,
            missingImages: missingImages, seconds: seconds))
    }

    /// Everything the site depends on that is told before the data is opened (``SiteStartKey``): this command line as
    /// the settings resolve it, the settings file, the code, and the library's, the templates' and the images' folders.
    private func startKey(day: LocalDate, output: String, source: ImageSource, codeStamp: String) -> SiteStartKey {
        var key = SiteStartKey()
        key.add("code", codeStamp)
        // Relative paths (the output, the folders, the database) are the working folder's.
        key.add("working-folder", FileManager.default.currentDirectoryPath)
        key.add("settings", context.configurationPath)
        key.addFile("settings-file", path: context.configurationPath)
        key.add("database", context.databasePath)
        key.add("locale", context.locale.rawValue)
        key.add("unit", context.unit.rawValue)
        // (The clock's time zone changes the site only through the day.)
        key.add("day", day.description)
        key.add("output", output)
        key.add("base-url", request.baseURL ?? "-")
        key.add("as-planned", request.asPlanned ? "yes" : "no")
        key.add("image-source", request.imageSource ?? context.configuration.images.source)
        key.add("offline", request.offline ? "yes" : "no")
        key.addTree("library", path: context.configuration.contentDirectory)
        key.addTree("templates", path: context.configuration.templatesDirectory)
        switch source {
        case let .folder(directory):
            key.addTree("image-folder", path: directory.path)
        case .remote:
            let cache = context.imageCacheConfiguration(offline: request.offline).directory
            key.add("image-cache", cache.path)
            key.addFile("image-cache-entries", path: ImageCache.entriesFolder(in: cache).path)
            key.imagesExpire = !request.offline
        }
        return key
    }
}
