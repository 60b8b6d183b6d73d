import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodayImageCache
import FitTodaySite
import FitTodaySystem
import Foundation

/// `fittoday build`: renders the whole site into public/ (or --out), atomically and incrementally.
struct BuildCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: HelpLanguage.words.build.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.build.discussion)
    )

    @Option(help: ArgumentHelp(HelpLanguage.words.build.out))
    var out: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.build.date))
    var date: String?

    @Flag(help: ArgumentHelp(HelpLanguage.words.build.offline))
    var offline = false

    @Option(name: .customLong("image-source"), help: ArgumentHelp(HelpLanguage.words.build.imageSource))
    var imageSource: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(HelpLanguage.words.build.baseURL))
    var baseURL: String?

    @Flag(name: .customLong("as-planned"), help: ArgumentHelp(HelpLanguage.words.readiness.asPlanned))
    var asPlanned = false

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        // The command ends with the build: its memory goes with the process, not object by object.
        ProcessLifetime.keepUntilExit(try await build(context).workingSet)
    }

    /// Builds the site and says so; `serve` calls it for every rebuild.
    func build(_ context: CommandContext) async throws(FitTodayError) -> SiteBuildReport {
        let started = Date()
        let clock = PhaseClock(logger: context.logger)
        clock.mark("Build set-up starts")
        let now = SystemClock.now()
        let day = try ArgumentValues.date(date, today: now.date)
        let base = try baseURL.map { (text: String) throws(FitTodayError) -> URL in
            guard let url = SiteBaseURL.parse(text) else {
                throw .invalidValue(option: "--base-url", value: text, allowed: ["https://exemplo.com/treino/"])
            }
            return url
        } ?? context.configuration.baseURL
        // A wrong image source is refused before anything is written.
        let source = try context.imageSource(override: imageSource)
        let setting = out ?? context.configuration.outputDirectory
        // An empty name would mean the working folder: refused by name before anything else.
        guard !setting.isEmpty else { throw .outputRefused(path: "", reason: .emptyName) }
        let output = URL(fileURLWithPath: setting)
        let logger = context.logger
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
        options.imageCredit = context.imageCredit(source, text: imageSource ?? context.configuration.images.source)
        options.renditions = context.renditionOptions()
        // Stamped before anything it stands for is read; with the data's revision, all a build with nothing to do reads.
        options.start = startKey(context, day: day, output: setting, source: source, codeStamp: options.codeStamp)
        clock.mark("Start key made")
        let revision = SQLiteStore.storedRevision(ofDatabaseAt: context.databasePath)
        clock.mark("Data's revision read")
        if let revision, let report = try await SiteBuilder.upToDate(options, revision: revision) {
            clock.mark("Site up to date")
            if global.verbose { try context.listUntranslated() }
            say(report, context: context, options: options, started: started)
            return report
        }
        // The site's own set-up (the lock, the templates, the last build's state, the walk of the output, then the
        // library and the figures) on a thread of its own while the data is read below; only over a site a build made
        // before (a first build, or one refused here, makes nothing beside the output before its builder does).
        let preparation = SiteBuildPreparation(options, overAnExistingSite: true)
        do throws(FitTodayError) {
            let images = try context.siteImageProvider(source: source, offline: offline)
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
            if global.verbose { try context.listUntranslated() }
            // Someone who follows a program: the history is folded once for today's plan, its loads and the program pages.
            let folded = try writable.revision()
            var program = try context.followedProgram(store: writable, loadingLibrary: false)
            clock.mark("Program read")
            let reading = try context.readiness(on: day, store: writable, asPlanned: asPlanned)
            clock.mark("Readiness read")
            let recovery = reading?.callsForRecovery ?? false
            let decided = try await ensureTodaysPlan(
                context, reader: writable, day: day, now: now, programDay: program?.programDay(now: now), recovery: recovery)
            clock.mark("Today's plan checked")
            // Everything the site shows is read from here on in one read transaction: a `log`, `import` or
            // `session edit` committed while the build renders is wholly on the site or wholly absent (docs/build.md,
            // "One snapshot per build"). The program reads through it too; its history is folded again only when
            // something was written since it was folded.
            // A connection per core (four at most): the history's passes and the session pages' reads run side by side.
            let snapshot = try writable.readingSnapshot(connections: min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4))
            clock.mark("Snapshot open")
            preparation.beginReading(from: snapshot, today: day)
            if let followed = program {
                if folded != nil, try snapshot.revision() == folded {
                    program = FollowedProgram(follow: try context.followProgram(store: snapshot), standing: followed.standing)
                } else {
                    program = try context.followedProgram(store: snapshot, loadingLibrary: false)
                }
            }
            options.libraryVersion = libraryVersion
            options.loads = context.configuration.loads
            // Readiness: today's plan as `plan generate` gives it (one rule), and the history's weekly load.
            // The plan the site's own rule shows (a day already logged included); the recovery session when it was called for.
            let todays = recovery ? decided : try await TodaysPlan(reader: snapshot).shown(on: day)
            if case let .plan(plan, _, _)? = todays {
                var shown = try context.readinessDay(for: plan, on: day, store: snapshot, program: program, reading: recovery ? nil : reading)
                shown.readiness = reading
                options.todayReadiness = shown
            }
            clock.mark("Today's readiness read")
            options.showWellnessAnswers = base == nil || context.configuration.readiness.publishAnswers
            let loads = try snapshot.sessionLoads(from: day.startOfWeek.adding(days: -7 * 7 - 28), through: day)
            let checkIns = try snapshot.checkIns(from: day.startOfWeek.adding(days: -7 * 7 - ReadinessBaseline.windowDays), through: day)
            let shownCheckIns = checkIns.filter { $0.date >= day.startOfWeek.adding(days: -7 * 7) }
            options.trainingLoad = TrainingLoadSummary(
                today: day, weeks: 8, loads: loads, readings: AssessReadiness.readings(of: shownCheckIns, among: checkIns))
            clock.mark("Training load read")
            // Program pages for someone who follows a program; the morning build of everyone else reads no program.
            if let program {
                options.programs = try program.overviews()
                // The loads of the plan today's page shows (by the site's own rule), also when it is a day already logged.
                if case let .plan(plan, checkIn, _) = try await TodaysPlan(reader: snapshot).shown(on: day), let id = plan.id,
                   let loads = try program.prescriptions(for: plan, on: day, soreness: checkIn?.soreness ?? 0) {
                    options.todayProgramLoads = (id, loads)
                }
                clock.mark("Programs read")
            } else if try writable.activePlan() == nil, let profile = try writable.profile() {
                // Everyone the composer plans for gets the week's page, linked from today's (`plan week` in the terminal).
                options.week = try PlanTheWeek(reader: writable, locale: context.locale)(
                    profile: profile, library: try context.loadLibrary(), from: day, weeklySetsTarget: context.configuration.training.weeklySets
                )
                clock.mark("Week planned")
            }
            let report = try await SiteBuilder(source: snapshot, images: images.provider, options: options, preparation: preparation).build()
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
            say(report, context: context, options: options, started: started)
            return report
        } catch {
            // Whatever the preparation was writing (a state made again) is whole before the program ends.
            await preparation.settle()
            throw error
        }
    }

    /// The summary line, and the licence note a published site with copied images needs.
    private func say(_ report: SiteBuildReport, context: CommandContext, options: SiteBuildOptions, started: Date) {
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
    private func startKey(_ context: CommandContext, day: LocalDate, output: String, source: ImageSource, codeStamp: String) -> SiteStartKey {
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
        key.add("base-url", baseURL ?? "-")
        key.add("as-planned", asPlanned ? "yes" : "no")
        key.add("image-source", imageSource ?? context.configuration.images.source)
        key.add("offline", offline ? "yes" : "no")
        key.addTree("library", path: context.configuration.contentDirectory)
        key.addTree("templates", path: context.configuration.templatesDirectory)
        switch source {
        case let .folder(directory):
            key.addTree("image-folder", path: directory.path)
        case .remote:
            let cache = context.imageCacheConfiguration(offline: offline).directory
            key.add("image-cache", cache.path)
            key.addFile("image-cache-entries", path: ImageCache.entriesFolder(in: cache).path)
            key.imagesExpire = !offline
        }
        return key
    }

    /// Composes today's plan when the day has none yet, by the rule of ``TodaysPlan`` (the one the site shows),
    /// so a morning cron job always has a plan to show; returns the day's plan (nil: nothing to compose).
    private func ensureTodaysPlan(
        _ context: CommandContext, reader: SQLiteStore, day: LocalDate, now: LocalDateTime, programDay: TodaysPlan.ProgramDay?,
        recovery: Bool
    ) async throws(FitTodayError) -> TodaysPlan.Result? {
        do {
            return try await TodaysPlan(reader: reader, compose: context.planComposer(now: now), programDay: programDay, recovery: recovery)
                .shown(on: day)
        } catch .nothingToCompose {
            // The page then says there is no plan yet; the rest of the site is still worth building.
            context.logger.info("Nothing to compose for \(day)")
            return nil
        }
    }
}
