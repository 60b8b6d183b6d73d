import FitTodayDomain
import Foundation

/// The credits page: where the exercises come from (the curated library, free-exercise-db) and, for every image
/// the site holds, its exercise, its original file under `[images] source` and the licence.
struct CreditsPageModel: PageModel {
    static let kind = PageKind("credits", nav: nil)

    struct Image: Encodable, Sendable {
        var exercise: String
        var href: String
        var src: String
        /// The thumbnail's 1x and 2x renditions, and its size (issue 43).
        var srcset: String?
        /// The 2x rendition, the one printed (``ImageRef/print``).
        var print: String?
        var width: Int
        var height: Int
        /// The image's path under the source, as the library names it.
        var original: String
        /// A link to the original, for a source on the web.
        var originalHref: String?
        /// What the partial `picture.html` reads besides the above, as the thumbnail's ``ImageRef`` has it: no
        /// alternative text (the exercise is named beside it), lazy, a thumbnail, printed apart when it has a print
        /// rendition.
        var alt: String
        var lazy: Bool
        var thumbnail: Bool
        var printed: Bool
    }

    var curatedCount: Int
    /// Exercises imported from free-exercise-db; nil when there are none.
    var importedCount: Int?
    var source: String?
    var licence: String?
    var images: [Image]
    var hasImages: Bool

    init(exercises: [Exercise], credit: SiteImageCredit?, context: PageContext) {
        let page = SitePaths.credits
        curatedCount = exercises.filter { $0.origin == .content }.count
        let imported = exercises.filter { $0.origin == .imported }.count
        importedCount = imported > 0 ? imported : nil
        source = credit?.source
        licence = credit?.licence
        let sorted = exercises.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        images = sorted.flatMap { exercise in
            exercise.images.compactMap { path -> Image? in
                guard let picture = context.picture(path, place: .thumb, from: page, alt: "") else { return nil }
                return Image(exercise: exercise.name, href: SitePaths.link(from: page, to: SitePaths.exercise(exercise.id)),
                             src: picture.src, srcset: picture.srcset, print: picture.print, width: picture.width, height: picture.height, original: path,
                             originalHref: credit?.remoteBase.flatMap { Self.url(of: path, under: $0) }, alt: picture.alt, lazy: picture.lazy,
                             thumbnail: picture.thumbnail, printed: picture.printed)
            }
        }
        hasImages = !images.isEmpty
    }

    /// The original's address: the path percent-encoded and resolved against the source's base.
    private static func url(of path: String, under base: URL) -> String? {
        guard let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
        return URL(string: encoded, relativeTo: base)?.absoluteString
    }
}
