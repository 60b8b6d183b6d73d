/// How renditions are made: `[images] format`, `quality` and `sizes`. Every field is part of a rendition's key, so a
/// change of settings makes new renditions and never serves old ones.
public struct RenditionSettings: Equatable, Sendable, Codable {
    /// The encoding (WebP by default).
    public var format: RenditionFormat
    /// The encoder's quality, 1...100 (75 by default).
    public var quality: Int
    /// The width of each place in CSS pixels, where a theme needs others than ``ImagePlace/defaultWidth``.
    public var widths: [ImagePlace: Int]
    /// An image whose header names more pixels is refused before it is decoded (40 megapixels).
    public var maxPixels: Int
    /// A larger file is not handed to libvips at all.
    public var maxBytes: Int

    /// The densities every place is made in: 1× and 2×.
    public static let densities = [1, 2]
    /// The bounds of a place's width in CSS pixels, so that a mistyped `sizes` cannot ask for a poster.
    public static let widthRange = 8...2048

    public init(format: RenditionFormat = .webp, quality: Int = 75, widths: [ImagePlace: Int] = [:],
                maxPixels: Int = 40_000_000, maxBytes: Int = 10 * 1_048_576) {
        self.format = format
        self.quality = min(100, max(1, quality))
        self.widths = widths.filter { Self.widthRange.contains($0.value) }
        self.maxPixels = max(1, maxPixels)
        self.maxBytes = max(1, maxBytes)
    }

    /// The width of `place` in CSS pixels.
    public func width(of place: ImagePlace) -> Int {
        widths[place] ?? place.defaultWidth
    }

    /// What a rendition's key stamps of these settings, besides the original's hash, its place and density.
    public var fingerprint: String {
        let sizes = ImagePlace.allCases.map { "\($0.rawValue)=\(width(of: $0))" }.joined(separator: ",")
        // v2: every rendition of an image cut from one decode of it (v1 decoded it for each; other bytes).
        return "v2;\(format.rawValue);q\(quality);\(sizes);max\(maxPixels)"
    }
}
