import FitTodayTemplates

/// An `<img>`: its source, alternative text, the 2x rendition beside the 1x one (`srcset`), its size in CSS pixels
/// and whether it loads lazily (issue 43). `full` is the original, for a full-size link; `twin` what the Markdown
/// twin links (the card rendition); `print` the 2x rendition, which a page that prints its pictures shows on paper
/// in an `<img>` of its own: Chromium prints the file it already shows and ignores `<source media="print">`.
///
/// The partial `picture.html` writes it, for every place: `thumbnail` gives the library's class, `printed` the second
/// `<img>` for paper.
struct ImageRef: Encodable, Sendable {
    var src: String
    var alt: String
    var srcset: String?
    var width: Int
    var height: Int
    var lazy: Bool = true
    var full: String?
    var twin: String
    var print: String?
    /// A library thumbnail (the `thumb` class).
    var thumbnail: Bool
    /// Whether the page prints the picture apart (`print`): the thumbnails and an exercise's page do; a card prints
    /// what it shows.
    var printed: Bool

    init(src: String, alt: String, srcset: String? = nil, width: Int, height: Int, lazy: Bool = true, full: String? = nil, twin: String? = nil,
         print: String? = nil, thumbnail: Bool = false, printsApart: Bool = false) {
        self.src = src
        self.alt = alt
        self.srcset = srcset
        self.width = width
        self.height = height
        self.lazy = lazy
        self.full = full
        self.twin = twin ?? src
        self.print = print
        self.thumbnail = thumbnail
        printed = printsApart && print != nil
    }

    enum CodingKeys: CodingKey, CaseIterable { case src, alt, srcset, width, height, lazy, full, twin, print, thumbnail, printed }
}

extension ImageRef: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.src, src)
        fields.add(.alt, alt)
        fields.add(.srcset, srcset)
        fields.add(.width, width)
        fields.add(.height, height)
        fields.add(.lazy, lazy)
        fields.add(.full, full)
        fields.add(.twin, twin)
        fields.add(.print, print)
        fields.add(.thumbnail, thumbnail)
        fields.add(.printed, printed)
    }
}
