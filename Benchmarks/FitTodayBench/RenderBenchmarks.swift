import FitTodayTemplates
import Foundation

/// The template renderer alone, on the page a build renders most: a logged session's page, HTML and Markdown, over
/// the three layers `PageBytesRenderer` gives every page (the page's model, the site's layer, the page's layer), in
/// strict mode as the built-in templates render.
///
/// The templates are the built-in ones, read from the source tree (`Sources/FitTodaySite/Resources/templates`,
/// or `--templates DIR`). FitTodaySite's page models are internal to it, so the models here are copies of
/// `SessionPageModel`, `SiteLayer` and `PageLayer` with the same names, kinds and ways of filling (direct fills for
/// the page and its rows, `TemplateEncoder` for the site's layer): 20 sets in 5 exercise groups, some of them
/// records, and text that needs escaping. Each run renders the page `renders` times; the output's size and an
/// FNV-1a digest of one page are printed too, so that two builds of the engine can be checked for the same bytes.
enum RenderBenchmarks {
    static func run(templatesFolder: String?, renders: Int, runs: Int) throws {
        let folder = templatesFolder.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/FitTodaySite/Resources/templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        var templates: [(name: String, text: String)] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            templates.append((String(file.dropLast(".mustache".count)), text))
        }
        let set = try TemplateSet(templates: templates)
        let layers = [BenchSessionPage.sample.templateObject, TemplateEncoder.object(BenchSiteLayer()), BenchPageLayer.session(id: 4242).templateObject]

        var page: [UInt8] = []
        for name in ["session.html", "session.md"] {
            let (bytes, unknown) = set.renderStrict(name, layers: layers)
            guard unknown.isEmpty else { throw BenchError("\(name) looked up names its models lack: \(unknown)") }
            page += bytes
        }
        let check = "\"page_bytes\": \(page.count), \"page_fnv1a\": \"\(fnv1a(page))\""

        var sink = 0
        let label = "\(renders) session pages (20 sets in 5 groups), 3 layers, strict"
        print(Measurement.run("render: HTML + Markdown of \(label)", runs: runs) {
            for _ in 0..<renders {
                sink &+= set.renderStrict("session.html", layers: layers).bytes.count
                sink &+= set.renderStrict("session.md", layers: layers).bytes.count
            }
        }.json(adding: check))
        print(Measurement.run("render: HTML only of \(label)", runs: runs) {
            for _ in 0..<renders { sink &+= set.renderStrict("session.html", layers: layers).bytes.count }
        }.json)
        print(Measurement.run("render: Markdown only of \(label)", runs: runs) {
            for _ in 0..<renders { sink &+= set.renderStrict("session.md", layers: layers).bytes.count }
        }.json)
        // Keeps the renders from being optimised away.
        if sink == 42 { print("") }
    }

    /// 64-bit FNV-1a, in hex: enough to tell two outputs apart at a glance.
    private static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return String(hash, radix: 16)
    }
}
