import FitTodayImageRenditions
import FitTodaySystem

/// The library images the build copied into the site, and their renditions.
struct SiteImages: Sendable {
    /// Library image path to site path (`images/<hash>.<ext>`), for the images that were available.
    var paths: [String: String]
    /// Images that were not available and show the placeholder.
    var missing: Int
    /// ``renditionKey(_:place:density:)`` to site path (`images/<hash>.<width>x<height>.<ext>`).
    var renditions: [String: String] = [:]

    init(paths: [String: String], missing: Int, renditions: [String: String] = [:]) {
        self.paths = paths
        self.missing = missing
        self.renditions = renditions
    }

    /// Splits what the manifest keeps (``kept``) back into originals and renditions.
    init(kept: [String: String], missing: Int) {
        self.init(paths: kept.filter { !$0.key.hasPrefix(Self.renditionPrefix) }, missing: missing,
                  renditions: kept.filter { $0.key.hasPrefix(Self.renditionPrefix) })
    }

    /// Both maps in one, as the manifest keeps them for an update in place: a rendition's key cannot be a library
    /// path (those never start with `@`).
    var kept: [String: String] { paths.merging(renditions) { original, _ in original } }

    static let renditionPrefix = "@rendition/"

    /// The key of the rendition of library image `path` for `place` at `density`.
    static func renditionKey(_ path: String, place: ImagePlace, density: Int) -> String {
        "\(renditionPrefix)\(place.rawValue)/\(density)x/\(path)"
    }

    /// The rendition's site path for its file's bytes and size.
    static func renditionPath(digest: String, width: Int, height: Int, format: RenditionFormat) -> String {
        "images/" + RenditionFileName(hash: String(digest.prefix(16)), width: width, height: height, fileExtension: format.fileExtension).text
    }

    /// Shows library image `path` as missing (the illustration): neither it nor its renditions.
    mutating func leaveOut(_ path: String) {
        guard paths.removeValue(forKey: path) != nil else { return }
        missing += 1
        for place in ImagePlace.allCases {
            for density in RenditionSettings.densities { renditions[Self.renditionKey(path, place: place, density: density)] = nil }
        }
    }

    /// The width and height a rendition's site path names.
    static func size(ofRendition sitePath: String) -> (width: Int, height: Int)? {
        RenditionFileName(sitePath).map { ($0.width, $0.height) }
    }
}
