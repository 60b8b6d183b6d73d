/// The library images the build copied into the site.
struct SiteImages: Sendable {
    /// Library image path to site path (`images/<hash>.<ext>`), for the images that were available.
    var paths: [String: String]
    /// Images that were not available and show the placeholder.
    var missing: Int
}
