import FitTodayDomain
import FitTodayImageRenditions

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
    /// Renditions of the library images (``SiteImages/renditions``); empty when the build made none.
    var renditions: [String: String] = [:]
    /// The position of the card whose picture is the page's first, above the fold: it alone is not lazy.
    var eagerPicturePosition: Int?

    func word(_ word: SiteWord) -> String { word.text(locale) }

    /// This context for a page of `items`' cards: the first card with a picture loads it at once (issue 43).
    func eagerFirstPicture(of items: [PlanExercise]) -> PageContext {
        var context = self
        context.eagerPicturePosition = items.firstIndex { item in
            exercisesByID[item.exerciseID]?.images.first.flatMap { images[$0] } != nil
        }.map { $0 + 1 }
        return context
    }

    /// The `<img>` of library image `path` shown at `place` on `page`: its 1x and 2x renditions with their size when
    /// the build made them, else the original at the size the place had before renditions (issue 43); nil when the
    /// image is not available.
    func picture(_ path: String, place: ImagePlace, from page: String, alt: String, lazy: Bool = true) -> ImageRef? {
        guard let original = images[path] else { return nil }
        let full = SitePaths.link(from: page, to: original)
        func rendition(_ place: ImagePlace, _ density: Int) -> String? { renditions[SiteImages.renditionKey(path, place: place, density: density)] }
        guard let one = rendition(place, 1), let two = rendition(place, 2), let size = SiteImages.size(ofRendition: one) else {
            let side = place == .page ? 320 : place.defaultWidth
            return ImageRef(src: full, alt: alt, width: side, height: side, lazy: lazy, thumbnail: place == .thumb)
        }
        let src = SitePaths.link(from: page, to: one), double = SitePaths.link(from: page, to: two)
        return ImageRef(src: src, alt: alt, srcset: "\(src) 1x, \(double) 2x", width: size.width, height: size.height, lazy: lazy, full: full,
                        twin: rendition(.card, 1).map { SitePaths.link(from: page, to: $0) }, print: double, thumbnail: place == .thumb,
                        printsApart: place != .card)
    }

    /// The word naming `unit` where it names the unit of loads.
    func word(_ word: SiteWord, unit: WeightUnit) -> String { word.text(locale, unit: unit) }
}
