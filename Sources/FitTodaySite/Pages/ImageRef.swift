/// An image on a page.
struct ImageRef: Encodable, Sendable {
    var src: String
    var alt: String
}
