import ArgumentParser
import FitTodayData
import FitTodayDomain
import FlyingSocks
import Foundation

/// `fittoday serve`: previews the site on 127.0.0.1 and rebuilds it when the data, the library, the templates
/// or the configuration change, with the build options it was started with.
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
        let build = try buildCommand(context)
        let root = URL(fileURLWithPath: build.out ?? context.configuration.outputDirectory)
        let generation = BuildGeneration()
        // Each connection is served on its own task, so none holds up another; one idle for 10 s is closed.
        let server: PreviewServer
        do { server = try PreviewServer.listen(port: UInt16(port)) } catch {
            context.logger.debug("Port \(port) not bound: \(error)")
            throw PreviewServerError.portUnavailable(port: port)
        }
        let handler = PreviewHTTPHandler(root: root, generation: generation, locale: context.locale)
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
        context.console.say(context.locale.words.cli.serve.serving(port: port))
        while stopped.reason == nil {
            try? await Task.sleep(nanoseconds: 500_000_000)
            await rebuildIfChanged(context, stamp: &stamp, generation: generation)
        }
        context.logger.debug("Server stopped: \(stopped.reason ?? "")")
        throw PreviewServerError.portUnavailable(port: port)
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

    /// What the site is built from: the data's revision (its files' times only when another program changed
    /// it, since opening the database touches them), and the newest change in the library folder, the
    /// templates folder and the configuration file.
    private func inputStamp(_ context: CommandContext) -> String {
        let files = [context.configuration.contentDirectory, context.configuration.templatesDirectory,
                     global.config ?? AppConfiguration.defaultFileName]
        let revision = (try? context.openStore(readOnly: true).revision()) ?? nil
        let data = revision ?? "changed-outside:\(Self.latestChange([context.databasePath, context.databasePath + "-wal"]))"
        return data + "|" + String(Self.latestChange(files))
    }

    /// The newest modification time under these paths (files or folders, recursively).
    static func latestChange(_ paths: [String]) -> Double {
        var latest = 0.0
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            latest = max(latest, (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
            guard isDirectory.boolValue, let enumerator = FileManager.default.enumerator(atPath: path) else { continue }
            while let item = enumerator.nextObject() as? String {
                let date = (try? FileManager.default.attributesOfItem(atPath: path + "/" + item))?[.modificationDate] as? Date
                latest = max(latest, date?.timeIntervalSince1970 ?? 0)
            }
        }
        return latest
    }
}
