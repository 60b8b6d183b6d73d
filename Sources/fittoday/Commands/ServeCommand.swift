import ArgumentParser
import FitTodayData
import FitTodayDomain
import Foundation

/// `fittoday serve`: previews the site on 127.0.0.1 and rebuilds it when the data, content or templates change.
struct ServeCommand: FitTodaySubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Mostra o site em http://127.0.0.1:8080 e gera de novo quando os dados, content/ ou templates/ mudam.",
        discussion: """
        Só aceita conexões do próprio computador. Ctrl-C para parar.
        Exemplos:
          fittoday serve
          fittoday serve --port 8081 --out /tmp/site
        """
    )

    @Option(help: "Porta em 127.0.0.1.")
    var port: Int = 8080

    @Option(help: "Pasta do site (padrão: public, ou [site] output).")
    var out: String?

    @OptionGroup var global: GlobalOptions

    func execute(_ context: CommandContext) async throws(FitTodayError) {
        let output = out ?? context.configuration.outputDirectory
        var arguments = ["--out", output]
        if global.quiet { arguments.append("--quiet") }
        let build: BuildCommand
        do { build = try BuildCommand.parse(arguments) } catch { throw .unexpected }
        try await build.execute(context)
        let server = try StaticFileServer(root: URL(fileURLWithPath: output), port: port)
        server.start()
        context.console.say(context.locale.pick("Site em http://127.0.0.1:\(port)/index.html (Ctrl-C para parar).",
                                                "Site at http://127.0.0.1:\(port)/index.html (Ctrl-C to stop)."))
        let watched = [context.databasePath, context.databasePath + "-wal", context.configuration.contentDirectory, context.configuration.templatesDirectory]
        var stamp = Self.latestChange(watched)
        while true {
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            let now = Self.latestChange(watched)
            guard now != stamp else { continue }
            stamp = now
            do {
                try await build.execute(context)
            } catch {
                // Keep serving the previous site; say why this rebuild failed.
                Console.error(error.message(context.locale))
            }
        }
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
