import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodayImageCache
import Foundation

/// `fittoday images prefetch|stats|clear`: the exercise image cache.
struct ImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "images",
        abstract: HelpLanguage.text("Baixa e guarda as imagens dos exercícios para usar sem internet.", "Downloads and keeps exercise images for use without internet."),
        subcommands: [ImagesPrefetchCommand.self, ImagesStatsCommand.self, ImagesClearCommand.self]
    )
}

/// `fittoday images prefetch [--all]`.
struct ImagesPrefetchCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "prefetch",
        abstract: HelpLanguage.text("Baixa as imagens do treino do dia (ou da biblioteca inteira) para o cache.", "Downloads the images of today's workout (or the whole library) into the cache."),
        discussion: HelpLanguage.text("""
        Baixa várias ao mesmo tempo ([images] concurrency), tenta de novo quando a rede falha e nunca
        interrompe o treino por causa de uma imagem: as que faltarem viram ilustração no site.
        Exemplos:
          fittoday images prefetch
          fittoday images prefetch --all
          fittoday images prefetch --image-source https://meu-servidor/imagens/
        """, """
        Downloads several at a time ([images] concurrency), retries when the network fails and never stops the
        workout because of an image: missing ones become illustrations on the site.
        Examples:
          fittoday images prefetch
          fittoday images prefetch --all
          fittoday images prefetch --image-source https://meu-servidor/imagens/
        """)
    )

    @Flag(help: HelpLanguage.help("Todas as imagens da biblioteca, não só as do treino do dia.", "Every image of the library, not only today's workout."))
    var all = false

    @Option(help: HelpLanguage.help("Dia do treino (AAAA-MM-DD). Padrão: hoje.", "Day of the workout (YYYY-MM-DD). Default: today."))
    var date: String?

    @Option(name: .customLong("image-source"), help: HelpLanguage.help("URL http(s) de onde vêm as imagens. Padrão: [images] source.", "The http(s) URL images come from. Default: [images] source."))
    var imageSource: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let locale = context.locale
        guard case let .remote(base) = try context.imageSource(override: imageSource) else {
            context.console.say(locale.pick("As imagens já vêm de uma pasta local: não há nada para baixar.",
                                            "Images already come from a local folder: there is nothing to download."))
            return
        }
        let store = try context.openStore(readOnly: true)
        let exercises: [Exercise]
        if all {
            exercises = try store.exercises()
        } else {
            let day = try ArgumentValues.date(date, today: SystemClock.today())
            // The plan the site shows for the day, by the same rule; nothing is composed here.
            let plan: Plan
            switch try await TodaysPlan(reader: store).shown(on: day) {
            case let .plan(shown, _, _):
                plan = shown
            case .restDay:
                context.console.say(locale.pick("\(day) é dia de descanso: não há treino. Use --all para a biblioteca inteira.",
                                                "\(day) is a rest day: there is no plan. Use --all for the whole library."))
                return
            case .noPlan:
                context.console.say(locale.pick("Ainda não há treino para \(day). Rode fittoday plan generate, ou use --all para a biblioteca inteira.",
                                                "There is no plan for \(day) yet. Run fittoday plan generate, or use --all for the whole library."))
                return
            }
            var found: [Exercise] = []
            for item in plan.exercises {
                if let exercise = try store.exercise(id: item.exerciseID) { found.append(exercise) }
            }
            exercises = found
        }
        let urls = exercises.flatMap(\.images).compactMap { ImageSource.url(forPath: $0, under: base) }
        let cache = try context.openImageCache(offline: false)
        let progress = ProgressLine(total: Set(urls).count, label: locale.pick("Imagens", "Images"), console: context.console, locale: locale)
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
        var text = locale.pick("\(ready) \(ready == 1 ? "imagem pronta" : "imagens prontas") para uso offline",
                               "\(ready) \(ready == 1 ? "image" : "images") ready for offline use")
        if unavailable > 0 {
            text += locale.pick(", \(unavailable) \(unavailable == 1 ? "indisponível" : "indisponíveis"): usando ícone",
                                ", \(unavailable) unavailable: using an icon")
        }
        return text + "."
    }
}

/// `fittoday images stats`.
struct ImagesStatsCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: HelpLanguage.text("Mostra o que o cache de imagens guarda e como tem se saído.", "Shows what the image cache holds and how it has been doing."),
        discussion: HelpLanguage.text("""
        Exemplos:
          fittoday images stats
          fittoday images stats --format json
        """, """
        Examples:
          fittoday images stats
          fittoday images stats --format json
        """)
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
            locale.pick("Cache de imagens: \(usage.entryCount) imagens, \(megabytes) MB (\(usage.staleCount) para conferir de novo)",
                        "Image cache: \(usage.entryCount) images, \(megabytes) MB (\(usage.staleCount) to check again)"),
            locale.pick("  Acertos: \(totals.hits) · faltas: \(totals.misses) · taxa de acerto: \(Int((totals.hitRate * 100).rounded()))%",
                        "  Hits: \(totals.hits) · misses: \(totals.misses) · hit rate: \(Int((totals.hitRate * 100).rounded()))%"),
            locale.pick("  Downloads: \(totals.downloads) (\(String(format: "%.1f", Double(totals.bytesDownloaded) / 1_048_576)) MB) · revalidações: \(totals.revalidations)",
                        "  Downloads: \(totals.downloads) (\(String(format: "%.1f", Double(totals.bytesDownloaded) / 1_048_576)) MB) · revalidations: \(totals.revalidations)"),
        ]
        if totals.failureCount > 0 {
            let reasons = totals.failures.sorted { $0.key.identifier < $1.key.identifier }.map { "\($0.key.identifier) \($0.value)" }
            lines.append(locale.pick("  Falhas: ", "  Failures: ") + reasons.joined(separator: ", "))
        }
        context.console.result(lines.joined(separator: "\n"))
    }
}

/// `fittoday images clear`.
struct ImagesClearCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: HelpLanguage.text("Apaga as imagens guardadas no cache (o próximo build baixa de novo).", "Deletes the cached images (the next build downloads them again)."),
        discussion: HelpLanguage.text("""
        Exemplo:
          fittoday images clear
        """, """
        Example:
          fittoday images clear
        """)
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
        context.console.say(context.locale.pick("Cache de imagens apagado.", "Image cache cleared."))
    }
}
