import FitTodayDomain
import FitTodayTemplates
import Foundation

/// The team's pages' templates (the coach's page, the team sheet and each athlete's part of it), built in and
/// overridable like the site's (`templates/team.html.mustache`…): kept apart from ``SiteTemplates`` so that a
/// solo site's fingerprint does not change with them.
public struct TeamTemplates: Sendable {
    public static let names = [
        "team.html", "team.md", "team-sheet.html", "team-sheet.md", "team-athlete-sheet.html", "team-athlete-sheet.md",
    ]

    let library: TemplateSet

    public init(overrides: URL?, locale: AppLocale) throws(FitTodayError) {
        var texts: [(name: String, text: String)] = []
        var sources: [String: String] = [:]
        for name in Self.names {
            let (text, source) = try SiteTemplates.read(name + ".mustache", subfolder: "templates", overrides: overrides, locale: locale)
            texts.append((name, String(decoding: text, as: UTF8.self)))
            sources[name] = source
        }
        do {
            library = try TemplateSet(templates: texts)
        } catch {
            throw .template(file: sources[error.template] ?? error.template, line: error.line, reason: SiteTemplates.reason(error.kind, locale: locale))
        }
    }

    func render<Model: Encodable>(_ name: String, _ model: Model) -> String {
        String(decoding: library.render(name, layers: [TemplateEncoder.object(model)]), as: UTF8.self)
    }
}
