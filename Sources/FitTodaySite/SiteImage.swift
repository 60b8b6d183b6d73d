import Foundation

/// An image ready to be copied into the site: a local file and its media type.
public struct SiteImage: Equatable, Sendable {
    public var fileURL: URL
    /// For example `image/jpeg`.
    public var contentType: String

    public init(fileURL: URL, contentType: String) {
        self.fileURL = fileURL
        self.contentType = contentType
    }

    /// The file extension for a media type, falling back to the file's own.
    var fileExtension: String {
        switch contentType {
        case "image/jpeg": "jpg"
        case "image/png": "png"
        case "image/gif": "gif"
        case "image/webp": "webp"
        case "image/svg+xml": "svg"
        default: fileURL.pathExtension.isEmpty ? "img" : fileURL.pathExtension.lowercased()
        }
    }
}
