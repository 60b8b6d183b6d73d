import CLibVips

/// Makes the renditions of an image with libvips (issue 43): decoded once, then shrunk (never enlarged) to each
/// place's width at each density, thumb and card cut to a centred square, encoded as ``RenditionSettings/format`` with its metadata
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
        render(original, for: [(place, density)]).renditions.map { $0[0] }
    }

    /// The renditions of the image in `original` for each of `wanted`, in its order, all from one decode of it (a
    /// decode costs far more than shrinking and encoding what it gave); `decodes` is how many times the image was
    /// decoded: 1, or 0 when it was refused before (too large, too many pixels, no header).
    public func render(_ original: [UInt8], for wanted: [(place: ImagePlace, density: Int)])
        -> (renditions: Result<[Rendition], RenditionFailure>, decodes: Int) {
        guard original.count <= settings.maxBytes else { return (.failure(.tooLarge(bytes: original.count)), 0) }
        if case .failure(let why) = LibVips.shared { return (.failure(why), 0) }
        guard !original.isEmpty else { return (.failure(.unreadable("empty file")), 0) }
        var boxes = wanted.map { place, density in
            let (width, height) = box(place, density: density)
            return fittoday_vips_box(width: Int32(width), height: Int32(height), crop: place.isSquare ? 1 : 0, output: nil, output_length: 0,
                                     output_width: 0, output_height: 0)
        }
        var decodes: Int32 = 0
        var message = [CChar](repeating: 0, count: 1024)
        let status = original.withUnsafeBytes { bytes in
            boxes.withUnsafeMutableBufferPointer { boxes in
                fittoday_vips_render_boxes(bytes.baseAddress, bytes.count, boxes.baseAddress, Int32(boxes.count), settings.format == .jpeg ? 1 : 0,
                                           Int32(settings.quality), Int64(settings.maxPixels), &decodes, &message, message.count)
            }
        }
        defer { boxes.forEach { fittoday_vips_free($0.output) } }
        let why = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case FITTODAY_VIPS_OK:
            var renditions: [Rendition] = []
            for box in boxes {
                guard let output = box.output, box.output_length > 0 else { return (.failure(.unreadable("empty output")), Int(decodes)) }
                renditions.append(Rendition(bytes: [UInt8](UnsafeRawBufferPointer(start: output, count: box.output_length)),
                                            width: Int(box.output_width), height: Int(box.output_height)))
            }
            return (.success(renditions), Int(decodes))
        case FITTODAY_VIPS_TOO_MANY_PIXELS:
            let header = Self.header(original)
            return (.failure(.tooManyPixels(width: header.width, height: header.height)), Int(decodes))
        case FITTODAY_VIPS_NOT_LOADED:
            return (.failure(.libvipsUnavailable(why)), Int(decodes))
        default:
            return (.failure(.unreadable(why)), Int(decodes))
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
