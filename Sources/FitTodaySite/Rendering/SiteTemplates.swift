import FitTodayDomain
import FitTodayHashing
import FitTodayTemplates
import Foundation

/// The page templates: the built-in ones shipped with FitToday, each replaced by a file of the same name in
/// the templates folder when there is one.
///
/// Names are the file names without `.mustache` (`layout.html`, `today.md`, ...), which is also how templates
/// refer to each other (`{{<layout.html}}`, `{{> exercise-card.html}}`).
public struct SiteTemplates: Sendable {
    /// Every template the site uses.
    public static let names = [
        "layout.html", "picture.html", "exercise-card.html", "today-exercise.html", "today-set.html", "today-program-exercise.html", "today-program-set.html", "today-alternatives.html", "pager.html", "today.html", "history.html", "session.html",
        "library.html", "library-group.html", "exercise.html", "plans.html", "plan.html", "program.html", "credits.html", "week.html", "print.html",
        "layout.md", "picture.md", "exercise-card.md", "today-exercise.md", "today.md", "history.md", "session.md",
        "library.md", "library-group.md", "exercise.md", "plans.md", "plan.md", "program.md", "credits.md", "week.md", "print.md",
    ]

    /// Static files (CSS, JS) that can be overridden the same way.
    public static let assetNames = ["style.css", "today.js", outboxScriptName, "library-search.js", "app.js", programStylesheetName, serviceWorkerName]

    /// The styles of program pages and program days' sheets: written only when the build has programs, so that a
    /// site without any is byte for byte what it was before programs existed.
    public static let programStylesheetName = "program.css"

    /// The queue of logs today's sheet finished and the code that sends them to the site's inbox: loaded by
    /// today's page and, through `importScripts`, by the service worker, which sends from it too.
    public static let outboxScriptName = "outbox.js"

    /// The service worker's code: not written under a hashed name like the other assets, but completed by the
    /// build and written at the site's root (a worker controls only the folder it is served from).
    public static let serviceWorkerName = "sw.js"

    let library: TemplateSet
    /// Template name to the file it came from, for messages.
    let sources: [String: String]
    let assets: [String: Data]
    /// A digest of every template and asset in use: a page rendered with other templates is a different page.
    let fingerprint: String
    /// Whether no template was overridden: then pages render in the engine's strict mode, which reports every
    /// name a template uses that its model lacks. Overrides keep the lenient rendering.
    let allBuiltIn: Bool

    /// Loads the templates, preferring files in `overrides` (a folder that may not exist).
    public init(overrides: URL?, locale: AppLocale) throws(FitTodayError) {
        var texts: [(name: String, text: String)] = []
        var sources: [String: String] = [:]
        var digest = SHA256()
        var overridden = false
        for name in Self.names {
            let (text, source) = try Self.read(name + ".mustache", subfolder: "templates", overrides: overrides, locale: locale)
            digest.update(Array(name.utf8) + [0])
            digest.update(text)
            texts.append((name, String(decoding: text, as: UTF8.self)))
            sources[name] = source
            overridden = overridden || !source.hasSuffix(Self.builtInMark)
        }
        allBuiltIn = !overridden
        do {
            library = try TemplateSet(templates: texts)
        } catch {
            throw .template(file: sources[error.template] ?? error.template, line: error.line, reason: Self.reason(error.kind, locale: locale))
        }
        var assets: [String: Data] = [:]
        for name in Self.assetNames {
            let data = try Self.read(name, subfolder: "assets", overrides: overrides, locale: locale).0
            digest.update(Array(name.utf8) + [0])
            digest.update(data)
            assets[name] = data
        }
        fingerprint = SHA256.hex(digest.finalize())
        self.sources = sources
        self.assets = assets
    }

    /// Renders `name` with a context of `layers` (later layers win) into UTF-8 bytes; with the built-in
    /// templates, adds to `unknownNames` the names a template looked up that the models lack (strict mode).
    func render(_ name: String, layers: [TemplateObject], unknownNames: inout [String]) -> [UInt8] {
        guard allBuiltIn else { return library.render(name, layers: layers) }
        let (bytes, unknown) = library.renderStrict(name, layers: layers)
        unknownNames.append(contentsOf: unknown)
        return bytes
    }

    /// How ``sources`` names a built-in template.
    private static let builtInMark = " (padrão)"

    static func read(_ file: String, subfolder: String, overrides: URL?, locale: AppLocale) throws(FitTodayError) -> (Data, String) {
        if let overrides {
            let url = overrides.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: url.path) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw .template(file: url.path, line: nil, reason: locale.words.site.siteTemplates.unreadable)
                }
                return (data, url.path)
            }
        }
        // Built-ins are compiled into the binary (BuiltInResourceFiles), so a copied binary still has them.
        guard let text = BuiltInResourceFiles.files["\(subfolder)/\(file)"] else {
            throw .template(file: file, line: nil, reason: locale.words.site.siteTemplates.builtInTemplate)
        }
        return (Data(text.utf8), "\(subfolder)/\(file)" + builtInMark)
    }

    static func reason(_ kind: TemplateSyntaxError.Kind, locale: AppLocale) -> String {
        switch kind {
        case .unclosedTag:
            return locale.words.site.siteTemplates.unclosedTag
        case let .unclosedSection(name):
            return locale.words.site.siteTemplates.unclosedSection(name: name)
        case let .mismatchedClose(expected, found):
            return locale.words.site.siteTemplates.mismatchedClose(expected: expected, found: found)
        case let .unexpectedClose(name):
            return locale.words.site.siteTemplates.unexpectedClose(name: name)
        case .badDelimiters:
            return locale.words.site.siteTemplates.badDelimiters
        case let .unknownTemplate(name):
            return locale.words.site.siteTemplates.unknownTemplate(name: name)
        case let .unknownPragma(text):
            return locale.words.site.siteTemplates.unknownPragma(text: text)
        }
    }
}
