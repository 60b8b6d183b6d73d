import FitTodayTemplates

/// An image on a page.
struct ImageRef: Encodable, Sendable {
    var src: String
    var alt: String

    enum CodingKeys: CodingKey, CaseIterable { case src, alt }
}

extension ImageRef: TemplateRepresentable {
    static let templateNames = TemplateNames(CodingKeys.self)

    func fillTemplate(_ fields: inout TemplateFields<CodingKeys>) {
        fields.add(.src, src)
        fields.add(.alt, alt)
    }
}
