import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodayImageCache
import FitTodaySystem
import Foundation

/// `fittoday images prefetch|stats|clear`: the exercise image cache.
struct ImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: HelpLanguage.words.images.abstract,
        subcommands: [ImagesPrefetchCommand.self, ImagesStatsCommand.self, ImagesClearCommand.self]
    )
}

/// `fittoday images prefetch [--all]`.
struct ImagesPrefetchCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "prefetch",
        abstract: HelpLanguage.words.imagesPrefetch.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.imagesPrefetch.discussion)
    )

    @Flag(help: ArgumentHelp(HelpLanguage.words.imagesPrefetch.all))
    var all = false

    @Option(help: ArgumentHelp(HelpLanguage.words.imagesPrefetch.date))
    var date: String?

    @Option(name: .customLong("image-source"), help: ArgumentHelp(HelpLanguage.words.imagesPrefetch.imageSource))
    var imageSource: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let locale = context.locale
        guard case let .remote(base) = try context.imageSource(override: imageSource) else {
            context.console.say(locale.words.cli.imagesPrefetch.localFolder)
            return
        }
        let store = try context.openStore(readOnly: true)
        let exercises: [Exercise]
        if all {
            exercises = try store.exercises.exercises()
        } else {
            let day = try ArgumentValues.date(date, today: SystemClock.today())
            // The plan the site shows for the day, by the same rule; nothing is composed here.
            let plan: Plan
            switch try await context.useCases.showTheDay(store: store, program: nil).planned(on: day) {
            case let .plan(shown, _, _):
                plan = shown
            case .restDay:
                context.console.say(locale.words.cli.imagesPrefetch.isRestDay(day: day))
                return
            case .noPlan:
                context.console.say(locale.words.cli.imagesPrefetch.noPlanYet(day: day))
                return
            }
            var found: [Exercise] = []
            for item in plan.exercises {
                if let exercise = try store.exercises.exercise(id: item.exerciseID) { found.append(exercise) }
            }
            exercises = found
        }
        let remote = ImageSource.RemoteImages(base: base)
        let urls = exercises.flatMap(\.images).compactMap { remote.url(forPath: $0) }
        let cache = try context.openImageCache(offline: false)
        let progress = ProgressLine(total: Set(urls).count, label: locale.words.cli.imagesPrefetch.images, console: context.console, locale: locale)
        let report = await cache.prefetch(urls) { update in progress.show(update.completed) }
        progress.finish()
        do { try await cache.synchronize() } catch { context.logger.warning("Image cache statistics not saved: \(error)") }
        for (url, reason) in report.failures.sorted(by: { $0.key.absoluteString < $1.key.absoluteString }) {
            context.logger.info("Unavailable \(url.absoluteString): \(reason.identifier)")
        }
        context.console.say(Self.summary(ready: report.ready, unavailable: report.unavailable, locale: locale))
    }

    /// "12 imagens prontas para uso offline, 1 indisponível: usando ícone".
    static func summary(ready: Int, unavailable: Int, locale: AppLocale) -> String {
        let words = locale.words.cli.imagesPrefetch
        var text = ready == 1 ? words.readyOne(ready: ready) : words.ready(ready: ready)
        if unavailable > 0 {
            text += unavailable == 1 ? words.unavailableOne(unavailable: unavailable) : words.unavailable(unavailable: unavailable)
        }
        return text + "."
    }
}

/// `fittoday images stats`.
struct ImagesStatsCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: HelpLanguage.words.imagesStats.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.imagesStats.discussion)
    )

    @OptionGroup var output: OutputFormatOption
    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let json = try output.isJSON()
        let cache = try context.openImageCache(offline: true)
        let usage = await cache.diskUsage()
        let directory = cache.configuration.directory
        let persisted = ImageCache.loadStatistics(directory: directory)
        let totals = persisted.totals
        if json {
            context.console.result(OrderedJSON.object([
                ("images", .int(usage.entryCount)),
                ("bytes", .int(usage.byteCount)),
                ("stale", .int(usage.staleCount)),
                ("runs", .int(persisted.runs)),
                ("hits", .int(totals.hits)),
                ("misses", .int(totals.misses)),
                ("downloads", .int(totals.downloads)),
                ("bytes_downloaded", .int(totals.bytesDownloaded)),
                ("revalidations", .int(totals.revalidations)),
                ("hit_rate", .double((totals.hitRate * 1000).rounded() / 1000)),
                ("failures", .object(totals.failures.sorted { $0.key.identifier < $1.key.identifier }.map { ($0.key.identifier, .int($0.value)) })),
            ]).rendered())
            return
        }
        let locale = context.locale
        let megabytes = String(format: "%.1f", Double(usage.byteCount) / 1_048_576)
        var lines = [
            locale.words.cli.imagesStats.summary(entryCount: usage.entryCount, megabytes: megabytes, staleCount: usage.staleCount),
            locale.words.cli.imagesStats.hits(hits: totals.hits, misses: totals.misses, hitRate: Int((totals.hitRate * 100).rounded())),
            locale.words.cli.imagesStats.downloads(
                downloads: totals.downloads, megabytes: String(format: "%.1f", Double(totals.bytesDownloaded) / 1_048_576),
                revalidations: totals.revalidations),
        ]
        if totals.failureCount > 0 {
            let reasons = totals.failures.sorted { $0.key.identifier < $1.key.identifier }.map { "\($0.key.identifier) \($0.value)" }
            lines.append(locale.words.cli.imagesStats.failures + reasons.joined(separator: ", "))
        }
        context.console.result(lines.joined(separator: "\n"))
    }
}

/// `fittoday images clear`.
struct ImagesClearCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: HelpLanguage.words.imagesClear.abstract,
        discussion: HelpLanguage.reflowed(HelpLanguage.words.imagesClear.discussion)
    )

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let cache = try context.openImageCache(offline: true)
        do {
            try await cache.clear()
        } catch {
            context.logger.error("Cannot clear the image cache: \(error)")
            throw .cannotWrite
        }
        context.console.say(context.locale.words.cli.imagesClear.imageCacheCleared)
    }
}
