import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySite
import Foundation

/// `fittoday build`: renders the whole site into public/ (or --out), atomically and incrementally.
struct BuildCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: HelpLanguage.text("Gera o site estático (HTML e Markdown) com o treino do dia, o histórico, a biblioteca e os planos.", "Builds the static site (HTML and Markdown) with today's workout, the history, the library and the plans."),
        discussion: HelpLanguage.text("""
        Garante o treino do dia (com check-in ou plano ativo), grava o site numa pasta temporária e troca as
        pastas de uma vez: um build interrompido deixa o site anterior inteiro. Arquivos iguais não são regravados.
        Códigos de saída: 0 ok, 14 outro build em andamento, 15 modelo de página com problema, 16 não deu para gravar.
        Exemplos:
          fittoday build
          fittoday build --out /var/www/treino --date 2026-11-23 --quiet
          fittoday build --image-source ~/.cache/fittoday/images --offline
        """, """
        Makes sure today's workout exists (from the check-in or the active plan), writes the site into a temporary
        folder and swaps the folders at once: an interrupted build leaves the previous site whole. Unchanged files are
        not rewritten.
        Exit codes: 0 ok, 14 another build is running, 15 a page template has a problem, 16 the site could not be written.
        Examples:
          fittoday build
          fittoday build --out /var/www/treino --date 2026-11-23 --quiet
          fittoday build --image-source ~/.cache/fittoday/images --offline
        """)
    )

    @Option(help: HelpLanguage.help("Pasta do site (padrão: public, ou [site] output).", "Site folder (default: public, or [site] output)."))
    var out: String?

    @Option(help: HelpLanguage.help("Dia do treino mostrado como hoje (AAAA-MM-DD). Padrão: hoje.", "Day shown as today (YYYY-MM-DD). Default: today."))
    var date: String?

    @Flag(help: HelpLanguage.help("Não acessa a rede: usa só as imagens já guardadas no cache (as que faltam viram ilustração).", "No network: only images already in the cache (missing ones become illustrations)."))
    var offline = false

    @Option(name: .customLong("image-source"), help: HelpLanguage.help("De onde vêm as imagens: URL http(s) (lida pelo cache) ou pasta local. Padrão: [images] source.", "Where images come from: an http(s) URL (read through the cache) or a local folder. Default: [images] source."))
    var imageSource: String?

    @Option(name: .customLong("base-url"), help: HelpLanguage.help(
        "Endereço onde o site é publicado (https://...): gera sitemap.xml, robots.txt e links canônicos. Padrão: [site] base_url.",
        "Address the site is published at (https://...): writes sitemap.xml, robots.txt and canonical links. Default: [site] base_url."))
    var baseURL: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        _ = try await build(context)
    }

    /// Builds the site and says so; `serve` calls it for every rebuild.
    func build(_ context: CommandContext) async throws(FitTodayError) -> SiteBuildReport {
        let started = Date()
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
        let images = try context.siteImageProvider(source: source, offline: offline)
        // The library is an input of every build: edits to it reach the pages that show it, with no new plan.
        let library = try context.loadLibrary(into: context.openStore())
        try await ensureTodaysPlan(context, day: day, now: now)
        let store = try context.openStore(readOnly: true)
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
                (context.locale.pick("seus dados de treino", "your training data"), context.databasePath),
                (context.locale.pick("o arquivo de configuração", "the configuration file"), context.configurationPath),
                (context.locale.pick("a biblioteca de exercícios", "the exercise library"), context.configuration.contentDirectory),
                (context.locale.pick("os modelos de página", "the page templates"), context.configuration.templatesDirectory),
            ],
            diagnostics: { logger.error("\($0)") }
        )
        options.libraryVersion = library.version
        options.loads = context.configuration.loads
        options.imageCredit = context.imageCredit(source, text: imageSource ?? context.configuration.images.source)
        let report = try await SiteBuilder(source: store, images: images.provider, options: options).build()
        if let cache = images.cache {
            do { try await cache.synchronize() } catch { context.logger.warning("Image cache statistics not saved: \(error)") }
        }
        for step in report.steps {
            context.logger.debug("Step \(step.name): \(String(format: "%.3f", step.seconds)) s, peak memory \(Int(step.peakMegabytes)) MB")
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        let locale = context.locale
        if let note = SiteImageCredit.unrecordedLicenceNote(publishedAt: options.baseURL, credit: options.imageCredit,
                                                            imagesCopied: report.images, locale: locale) {
            context.console.say(note)
        }
        context.console.say(locale.pick(
            "Site gerado em \(output.path): \(report.pages) páginas, \(report.written) arquivos gravados, \(report.unchanged) sem mudança, \(report.images) imagens\(report.missingImages > 0 ? " (\(report.missingImages) sem imagem, com ilustração no lugar)" : ""), em \(seconds) s.",
            "Site built in \(output.path): \(report.pages) pages, \(report.written) files written, \(report.unchanged) unchanged, \(report.images) images\(report.missingImages > 0 ? " (\(report.missingImages) missing, shown as placeholders)" : ""), in \(seconds) s."))
        return report
    }

    /// Composes today's plan when the day has none yet, by the rule of ``TodaysPlan`` (the one the site shows),
    /// so a morning cron job always has a plan to show.
    private func ensureTodaysPlan(_ context: CommandContext, day: LocalDate, now: LocalDateTime) async throws(FitTodayError) {
        let reader = try context.openStore(readOnly: true)
        do {
            _ = try await TodaysPlan(reader: reader, compose: context.planComposer(now: now)).shown(on: day)
        } catch .nothingToCompose {
            // The page then says there is no plan yet; the rest of the site is still worth building.
            context.logger.info("Nothing to compose for \(day)")
        }
    }
}
