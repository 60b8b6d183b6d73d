/// The encoding of renditions (`[images] format`).
public enum RenditionFormat: String, CaseIterable, Sendable, Codable {
    case webp
    case jpeg

    /// The file name extension of a rendition.
    public var fileExtension: String {
        switch self {
        case .webp: "webp"
        case .jpeg: "jpg"
        }
    }

    /// Its media type.
    public var mediaType: String {
        switch self {
        case .webp: "image/webp"
        case .jpeg: "image/jpeg"
        }
    }
}
