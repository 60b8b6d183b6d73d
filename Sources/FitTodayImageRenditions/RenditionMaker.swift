import CLibVips

/// Makes the renditions of an image with libvips (issue 43): shrunk (never enlarged) to a place's width at a
/// density, thumb and card cut to a centred square, encoded as ``RenditionSettings/format`` with its metadata
/// stripped, so the same original and settings always give the same bytes.
///
/// Hostile input is refused before libvips decodes it: a file over ``RenditionSettings/maxBytes`` is not handed over,
/// and an image whose header names more than ``RenditionSettings/maxPixels`` is refused after the header is read.
/// Safe to call from many tasks at once.
public struct RenditionMaker: Sendable {
    public let settings: RenditionSettings

    public init(settings: RenditionSettings) {
        self.settings = settings
    }

    /// libvips's version, or why it cannot be used here; opens it on first use.
    public static var libraryVersion: Result<String, RenditionFailure> { LibVips.shared }

    /// The box a rendition of `place` at `density` fits in, in pixels: its width, and the same height for a square
    /// (an uncropped one is bounded by its width only).
    public func box(_ place: ImagePlace, density: Int) -> (width: Int, height: Int) {
        let width = settings.width(of: place) * max(1, density)
        return (width, place.isSquare ? width : Self.unbounded)
    }

    /// libvips's largest coordinate: no bound.
    static let unbounded = 10_000_000

    /// The rendition of the image in `original` for `place` at `density` (1 or 2).
    public func render(_ original: [UInt8], for place: ImagePlace, density: Int) -> Result<Rendition, RenditionFailure> {
        guard original.count <= settings.maxBytes else { return .failure(.tooLarge(bytes: original.count)) }
        if case .failure(let why) = LibVips.shared { return .failure(why) }
        guard !original.isEmpty else { return .failure(.unreadable("empty file")) }
        let (width, height) = box(place, density: density)
        var output: UnsafeMutableRawPointer?
        var length = 0, outputWidth: Int32 = 0, outputHeight: Int32 = 0
        var message = [CChar](repeating: 0, count: 1024)
        let status = original.withUnsafeBytes { bytes in
            fittoday_vips_render(bytes.baseAddress, bytes.count, Int32(width), Int32(height), place.isSquare ? 1 : 0,
                                 settings.format == .jpeg ? 1 : 0, Int32(settings.quality), Int64(settings.maxPixels),
                                 &output, &length, &outputWidth, &outputHeight, &message, message.count)
        }
        defer { fittoday_vips_free(output) }
        let why = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case FITTODAY_VIPS_OK:
            guard let output, length > 0 else { return .failure(.unreadable("empty output")) }
            let bytes = [UInt8](UnsafeRawBufferPointer(start: output, count: length))
            return .success(Rendition(bytes: bytes, width: Int(outputWidth), height: Int(outputHeight)))
        case FITTODAY_VIPS_TOO_MANY_PIXELS:
            let header = Self.header(original)
            return .failure(.tooManyPixels(width: header.width, height: header.height))
        case FITTODAY_VIPS_NOT_LOADED:
            return .failure(.libvipsUnavailable(why))
        default:
            return .failure(.unreadable(why))
        }
    }

    /// The width and height the header of `original` names, read without decoding; zeros when libvips reads none.
    public static func header(_ original: [UInt8]) -> (width: Int, height: Int) {
        guard case .success = LibVips.shared else { return (0, 0) }
        var width: Int32 = 0, height: Int32 = 0
        _ = original.withUnsafeBytes { fittoday_vips_header($0.baseAddress, $0.count, &width, &height) }
        return (Int(width), Int(height))
    }
}
