import Foundation

/// Why no rendition was made of an image; the page then shows the illustration, and `--verbose` says why.
public enum RenditionFailure: Error, Equatable, Sendable {
    /// libvips cannot be opened here (not installed, or `FITTODAY_LIBVIPS` names something else): why.
    case libvipsUnavailable(String)
    /// The file is larger than ``RenditionSettings/maxBytes``: refused unread.
    case tooLarge(bytes: Int)
    /// Its header names more than ``RenditionSettings/maxPixels`` pixels: refused before decoding.
    case tooManyPixels(width: Int, height: Int)
    /// libvips could not read or decode it (damaged, not an image, a format it does not trust): its reason.
    case unreadable(String)

    /// A technical note for the logger and `--verbose`.
    public var note: String {
        switch self {
        case .libvipsUnavailable(let why): "libvipsUnavailable: \(why)"
        case .tooLarge(let bytes): "tooLarge: bytes=\(bytes)"
        case .tooManyPixels(let width, let height): "tooManyPixels: \(width)x\(height)"
        case .unreadable(let why): "unreadable: \(why.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "; "))"
        }
    }
}
