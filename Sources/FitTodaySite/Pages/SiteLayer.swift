import FitTodayDomain
import FitTodayTemplates

/// What every page's template sees besides its own model: the words, the language, the title, the assets.
struct SiteLayer: Encodable, Sendable {
    var lang: String
    /// The interface words, as `t.<word>`.
    var t: TemplateValue
    var siteTitle: String
    var stylesheet: String
    var script: String
    /// The library search, loaded (after the index) by the library pages only.
    var searchScript: String
    /// Registers the service worker, over http(s) only; loaded by every page.
    var appScript: String
    /// Program pages and program days' sheets load it; absent when the build has no programs.
    var programStylesheet: String?
    /// Where the site is published (``SiteBuildOptions/baseURL``); in every page's fingerprint through this layer.
    var baseURL: String?

    init(locale: AppLocale, siteTitle: String, assets: [String: String], baseURL: String? = nil) {
        lang = locale.rawValue
        t = SiteWord.table(locale)
        self.siteTitle = siteTitle
        stylesheet = assets["style.css"] ?? ""
        script = assets["today.js"] ?? ""
        searchScript = assets["library-search.js"] ?? ""
        appScript = assets["app.js"] ?? ""
        programStylesheet = assets[SiteTemplates.programStylesheetName]
        self.baseURL = baseURL
    }
}
