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
    /// Today's page loads it before `script`: the outbox of finished logs (the service worker imports it too).
    var outboxScript: String
    /// The library search, loaded (after the index) by the library pages only.
    var searchScript: String
    /// Registers the service worker, over http(s) only; loaded by every page.
    var appScript: String
    /// Program pages and program days' sheets load it; absent when the build has no programs.
    var programStylesheet: String?
    /// Where the site is published (``SiteBuildOptions/baseURL``); in every page's fingerprint through this layer.
    var baseURL: String?
    /// The unit loads are shown and typed in (`kg`, `lb`), and the sheet's weight fields' step and top.
    var unit: String
    var weightStep: String
    var weightMax: String
    /// Set for a pound lifter's pages: today's sheet then tells its script that the fields are in pounds.
    var pounds: Bool?

    init(locale: AppLocale, siteTitle: String, assets: [String: String], baseURL: String? = nil, unit: WeightUnit = .kg) {
        lang = locale.rawValue
        t = SiteWord.table(locale, unit: unit)
        self.unit = unit.symbol
        // The same rule as `log`: up to 500 kg a set, in steps of a quarter kilogram or half a pound.
        weightStep = unit == .kg ? "0.25" : "0.5"
        weightMax = unit == .kg ? "500" : "1100"
        pounds = unit == .lb ? true : nil
        self.siteTitle = siteTitle
        stylesheet = assets["style.css"] ?? ""
        script = assets["today.js"] ?? ""
        outboxScript = assets[SiteTemplates.outboxScriptName] ?? ""
        searchScript = assets["library-search.js"] ?? ""
        appScript = assets["app.js"] ?? ""
        programStylesheet = assets[SiteTemplates.programStylesheetName]
        self.baseURL = baseURL
    }
}
