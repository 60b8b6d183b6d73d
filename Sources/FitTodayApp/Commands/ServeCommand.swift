import FitTodayBuild
import ArgumentParser
import FitTodayData
import FitTodayDomain
import FitTodaySite
import FlyingSocks
import Foundation

/// `fittoday serve`: previews the site on 127.0.0.1 (or `--listen`'s address) and rebuilds it when the data, the
/// library, the templates or the configuration change, with the build options it was started with. Today's page
/// posts its log to the server itself (``PreviewInboxForm``), which imports it and rebuilds before answering.
struct ServeCommand: FitTodaySubcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: HelpLanguage.words.serve.abstract,
            discussion: HelpLanguage.reflowed(HelpLanguage.words.serve.discussion)
        )
    }

    @Option(help: ArgumentHelp(HelpLanguage.words.serve.port))
    var port: Int = 8080

    @Option(help: ArgumentHelp(HelpLanguage.words.serve.listen, valueName: "address"))
    var listen = PreviewListenAddress.loopback.text

    @Option(help: ArgumentHelp(HelpLanguage.words.serve.out))
    var out: String?

    @Option(help: ArgumentHelp(HelpLanguage.words.serve.date))
    var date: String?

    @Flag(help: ArgumentHelp(HelpLanguage.words.serve.offline))
    var offline = false

    @Option(name: .customLong("image-source"), help: ArgumentHelp(HelpLanguage.words.serve.imageSource))
    var imageSource: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws {
        guard (1...65535).contains(port) else { throw PreviewServerError.invalidPort(port: port) }
        guard let address = PreviewListenAddress(listen) else { throw PreviewServerError.invalidAddress(address: listen) }
        let build = try buildCommand(context)
        let root = URL(fileURLWithPath: build.out ?? context.configuration.outputDirectory)
        let generation = BuildGeneration()
        // Each connection is served on its own task, so none holds up another; one idle for 10 s is closed.
        let server: PreviewServer
        do { server = try PreviewServer.listen(on: address, port: UInt16(port)) } catch {
            context.logger.debug("\(address.inURL) port \(port) not bound: \(error)")
            if case let SocketError.failed(_, code, _) = error, code == EADDRNOTAVAIL || code == EAFNOSUPPORT {
                throw PreviewServerError.addressUnavailable(address: listen)
            }
            throw PreviewServerError.portUnavailable(port: port)
        }
        let uploads = PreviewInboxQueue()
        // A log still waiting when the command ends is answered: its page says it was not sent, and keeps it.
        defer { uploads.close(answering: .refusal(503, reason: context.locale.words.cli.serve.stopping)) }
        let handler = PreviewHTTPHandler(root: root, generation: generation, locale: context.locale,
                                         inbox: PreviewInboxForm(now: SystemClock.instant()), uploads: uploads)
        // The server runs on its own task; if it stops, so does the command.
        let stopped = ServerStopped()
        let serverTask = Task {
            do { try await server.serve(handler) } catch { stopped.record(error) }
            stopped.record(nil)
        }
        defer { serverTask.cancel() }
        // The port is ours: now the first build, so a port that cannot be used stops before it.
        var stamp = inputStamp(context)
        _ = try await build.build(context)
        context.console.say(servingLine(address, locale: context.locale))
        while stopped.reason == nil {
            // Half a second between looks at the inputs, cut short when a log is posted.
            for _ in 0..<5 where !uploads.isWaiting { try? await Task.sleep(nanoseconds: 100_000_000) }
            // The logs first, then the rebuild they make, then the answers: the page reloads onto the new history.
            let pending = uploads.take()
            let answers = receive(pending, context)
            await rebuildIfChanged(context, stamp: &stamp, generation: generation)
            for (upload, answer) in zip(pending, answers) { upload.answer(answer) }
        }
        context.logger.debug("Server stopped: \(stopped.reason ?? "")")
        throw PreviewServerError.portUnavailable(port: port)
    }

    /// Where the site is, as the person opens it: on this computer, and from the network when it listens everywhere.
    private func servingLine(_ address: PreviewListenAddress, locale: AppLocale) -> String {
        let words = locale.words.cli.serve
        guard address.isEverywhere else { return words.serving(address: address.inURL, port: port) }
        let urls = PreviewListenAddress.networkAddresses().map { "http://\($0):\(port)/index.html" }
        guard !urls.isEmpty else { return words.servingNetworkNoAddress(local: address.local, port: port, address: address.text) }
        return words.servingNetwork(local: address.local, port: port, address: address.text, urls: urls.joined(separator: ", "))
    }

    /// The logs posted since the last look, each taken in with the settings read again (as a rebuild reads them) for
    /// the day the server builds; their answers, in order.
    private func receive(_ pending: [PreviewInboxQueue.Pending], _ context: CommandContext) -> [PreviewResponse] {
        guard !pending.isEmpty else { return [] }
        let fresh = (try? CommandContext(global)) ?? context
        let now = SystemClock.now()
        let day = (try? ArgumentValues.date(date, today: now.date)) ?? now.date
        let inbox = PreviewInbox(context: fresh, day: day)
        return pending.map { inbox.receive($0.upload) }
    }

    /// The build this server repeats: the same --out, --date, --image-source and --offline.
    private func buildCommand(_ context: CommandContext) throws(FitTodayError) -> BuildCommand {
        var arguments = ["--out", out ?? context.configuration.outputDirectory]
        if let date { arguments += ["--date", date] }
        if let imageSource { arguments += ["--image-source", imageSource] }
        if offline { arguments.append("--offline") }
        do { return try BuildCommand.parse(arguments) } catch { throw .unexpected }
    }

    /// Rebuilds when a watched file changed since `stamp`, with the configuration read again.
    private func rebuildIfChanged(_ context: CommandContext, stamp: inout String, generation: BuildGeneration) async {
        let now = inputStamp(context)
        guard now != stamp else { return }
        stamp = now
        do {
            let fresh = try CommandContext(global)
            let report = try await buildCommand(fresh).build(fresh)
            if report.written > 0 { generation.advance() }
        } catch {
            // Keep serving the previous site; say why this rebuild failed.
            Console.error(error.message(context.locale))
        }
    }

    /// What the site is built from, asked as the build asks it (``SiteStartKey``, the engine's one "did an input
    /// change?"): the data's revision (its files' stamps only when another program changed it, since opening the
    /// database touches them), and every file of the library folder, the templates folder and the configuration file.
    private func inputStamp(_ context: CommandContext) -> String {
        var key = SiteStartKey()
        key.addTree("content", path: context.configuration.contentDirectory)
        key.addTree("templates", path: context.configuration.templatesDirectory)
        key.addFile("configuration", path: global.config ?? AppConfiguration.defaultFileName)
        let revision = (try? context.openStore(readOnly: true).siteData.revision()) ?? nil
        if revision == nil {
            key.addFile("database", path: context.databasePath)
            key.addFile("database-wal", path: context.databasePath + "-wal")
        }
        return key.key(revision: revision ?? "changed-outside")
    }
}
