import FitTodayTemplates

/// What only a page's place and kind decide, beside its model: the layout's values.
struct PageLayer: Encodable, Sendable {
    /// `../` per folder between the page and the site's root.
    var root: String
    /// The Markdown twin sits beside the page: the file name alone is the relative link.
    var markdownHref: String
    var pageTitle: String
    var kind: String
    /// The page's absolute address when the site has a base URL; absent otherwise.
    var canonical: String?
    // The menu entry of the page is true, the others absent.
    var navToday: Bool?
    var navHistory: Bool?
    var navLibrary: Bool?
    var navPlans: Bool?

    enum CodingKeys: CodingKey, CaseIterable {
        case root, markdownHref, pageTitle, kind, canonical, navToday, navHistory, navLibrary, navPlans
    }

    init(path: String, kind: PageKind, title: String, baseURL: String? = nil) {
        root = SitePaths.root(of: path)
        canonical = baseURL.map { SitePaths.absolute(path, base: $0) }
        let markdown = SitePaths.markdown(path)
        // The file name after the last slash, without splitting the whole path (this runs for every page).
        if let slash = markdown.utf8.lastIndex(of: UInt8(ascii: "/")), markdown.utf8.index(after: slash) != markdown.utf8.endIndex {
            markdownHref = String(markdown[markdown.utf8.index(after: slash)...])
        } else {
            markdownHref = String(markdown.split(separator: "/").last ?? "index.md")
        }
        pageTitle = title
        self.kind = kind.rawValue
        switch kind.nav {
        case .today: navToday = true
        case .history: navHistory = true
        case .library: navLibrary = true
        case .plans: navPlans = true
        case nil: break
        }
    }
}

extension PageLayer: TemplateRepresentable {
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
}
