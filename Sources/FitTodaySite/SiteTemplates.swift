import FitTodayDomain
import FitTodayHashing
import Foundation
import Mustache

/// The page templates: the built-in ones shipped with FitToday, each replaced by a file of the same name in
/// the templates folder when there is one.
///
/// Names are the file names without `.mustache` (`layout.html`, `today.md`, ...), which is also how templates
/// refer to each other (`{{<layout.html}}`, `{{> exercise-card.html}}`).
public struct SiteTemplates: Sendable {
    /// Every template the site uses.
    public static let names = [
        "layout.html", "exercise-card.html", "pager.html", "today.html", "history.html", "session.html",
        "library.html", "library-group.html", "exercise.html", "plans.html", "plan.html",
        "layout.md", "exercise-card.md", "today.md", "history.md", "session.md",
        "library.md", "library-group.md", "exercise.md", "plans.md", "plan.md",
    ]

    /// Static files (CSS, JS) that can be overridden the same way.
    public static let assetNames = ["style.css", "today.js"]

    let library: MustacheLibrary
    /// Template name to the file it came from, for messages.
    let sources: [String: String]
    let assets: [String: Data]
    /// A digest of every template and asset in use: a page rendered with other templates is a different page.
    let fingerprint: String

    /// Loads the templates, preferring files in `overrides` (a folder that may not exist).
    public init(overrides: URL?, locale: AppLocale) throws(FitTodayError) {
        MustacheContentTypes.register(MarkdownContentType(), named: MarkdownContentType.name)
        var library = MustacheLibrary()
        var sources: [String: String] = [:]
        var digest = SHA256()
        for name in Self.names {
            let (text, source) = try Self.read(name + ".mustache", subfolder: "templates", overrides: overrides, locale: locale)
            digest.update(Array(name.utf8) + [0])
            digest.update(text)
            do {
                library.register(try MustacheTemplate(string: String(decoding: text, as: UTF8.self)), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw .template(file: source, line: error.context.lineNumber, reason: Self.reason(error.error, locale: locale))
            } catch {
                throw .template(file: source, line: nil, reason: Self.reason(error, locale: locale))
            }
            sources[name] = source
        }
        var assets: [String: Data] = [:]
        for name in Self.assetNames {
            let data = try Self.read(name, subfolder: "assets", overrides: overrides, locale: locale).0
            digest.update(Array(name.utf8) + [0])
            digest.update(data)
            assets[name] = data
        }
        fingerprint = SHA256.hex(digest.finalize())
        self.library = library
        self.sources = sources
        self.assets = assets
    }

    /// Renders `name` with `context`.
    func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    private static func read(_ file: String, subfolder: String, overrides: URL?, locale: AppLocale) throws(FitTodayError) -> (Data, String) {
        if let overrides {
            let url = overrides.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: url.path) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw .template(file: url.path, line: nil, reason: locale.pick("não consegui ler o arquivo", "it could not be read"))
                }
                return (data, url.path)
            }
        }
        guard let url = Bundle.module.url(forResource: file, withExtension: nil, subdirectory: subfolder),
              let data = FileManager.default.contents(atPath: url.path) else {
            throw .template(file: file, line: nil, reason: locale.pick("o modelo padrão não foi instalado junto com o FitToday",
                                                                       "the built-in template was not installed with FitToday"))
        }
        return (data, "\(subfolder)/\(file) (padrão)")
    }

    private static func reason(_ error: any Error, locale: AppLocale) -> String {
        let kind = String(describing: error)
        switch kind {
        case "unfinishedName": return locale.pick("uma tag {{ }} não foi fechada", "a {{ }} tag is not closed")
        case "expectedSectionEnd": return locale.pick("uma seção {{# }} não foi fechada com {{/ }}", "a {{# }} section is not closed with {{/ }}")
        case "sectionCloseNameIncorrect": return locale.pick("uma seção foi fechada com outro nome", "a section is closed with another name")
        default: return locale.pick("a sintaxe do Mustache não está certa (\(kind))", "the Mustache syntax is wrong (\(kind))")
        }
    }
}
