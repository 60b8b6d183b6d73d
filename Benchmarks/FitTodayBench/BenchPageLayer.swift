import FitTodayTemplates

/// A copy of FitTodaySite's `PageLayer` for ``RenderBenchmarks``: the layout's values of one page.
struct BenchPageLayer: Encodable, TemplateRepresentable {
    var root: String
    var markdownHref: String
    var pageTitle: String
    var kind: String
    var canonical: String?
    var navToday: Bool?
    var navHistory: Bool?
    var navLibrary: Bool?
    var navPlans: Bool?

    enum CodingKeys: CodingKey, CaseIterable {
        case root, markdownHref, pageTitle, kind, canonical, navToday, navHistory, navLibrary, navPlans
    }

    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.root, root)
        fields.add(.markdownHref, markdownHref)
        fields.add(.pageTitle, pageTitle)
        fields.add(.kind, kind)
        fields.add(.canonical, canonical)
        fields.add(.navToday, navToday)
        fields.add(.navHistory, navHistory)
        fields.add(.navLibrary, navLibrary)
        fields.add(.navPlans, navPlans)
    }

    /// The layer of `history/sessions/<id>.html`, with no base URL.
    static func session(id: Int) -> BenchPageLayer {
        BenchPageLayer(root: "../../", markdownHref: "\(id).md", pageTitle: "Treino A — força · 26/11/2026", kind: "session",
                       canonical: nil, navToday: nil, navHistory: true, navLibrary: nil, navPlans: nil)
    }
}
