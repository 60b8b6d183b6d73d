import FitTodayDomain

/// What the page-model builders need besides their own domain values: the language, the library by id, where
/// each library image was copied and the Markdown renderer.
struct PageContext: Sendable {
    var locale: AppLocale
    /// Library image path to site path (`images/<hash>.<ext>`), for the images that were available.
    var images: [String: String]
    var exercisesByID: [String: Exercise]
    var markdown: MarkdownRenderer
    /// The unit loads are shown in (storage stays kilograms).
    var unit: WeightUnit = .kg
    /// The library's search index script (`assets/library-index.<hash>.js`), from the site's root; only the
    /// library pages load it.
    var libraryIndex = ""

    func word(_ word: SiteWord) -> String { word.text(locale) }

    /// The word naming `unit` where it names the unit of loads.
    func word(_ word: SiteWord, unit: WeightUnit) -> String { word.text(locale, unit: unit) }
}
