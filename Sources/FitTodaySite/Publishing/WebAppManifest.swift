import FitTodayDomain
import FitTodaySystem
import Foundation

/// `manifest.webmanifest`: what a phone needs to add the site to its home screen as an app. Every address in
/// it is relative to the manifest, so the app works from a domain's root and from a sub-path alike.
enum WebAppManifest {
    static let path = "manifest.webmanifest"

    private struct Icon: Encodable {
        var src: String
        var sizes: String
        var type = MediaType.forExtension("png")
        var purpose: String
    }

    private struct Manifest: Encodable {
        var name: String
        var short_name: String
        var description: String
        var lang: String
        var start_url = SitePaths.today
        var scope = "./"
        var display = "standalone"
        var background_color = "#ffffff"
        var theme_color = "#0b5cad"
        var icons: [Icon]
    }

    static func bytes(siteTitle: String, locale: AppLocale) -> [UInt8] {
        let icons = AppIcon.sizes.map { Icon(src: AppIcon.path(size: $0), sizes: "\($0)x\($0)", purpose: "any") }
            + [Icon(src: AppIcon.path(size: 512), sizes: "512x512", purpose: "maskable")]
        let manifest = Manifest(
            name: siteTitle, short_name: String(siteTitle.prefix(12)),
            description: locale.words.site.webAppManifestManifest.todaySWorkout,
            lang: locale.rawValue, icons: icons)
        let encoder = JSONEncoder()
        // Sorted keys: the same bytes on every build.
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(manifest)).map(Array.init) ?? Array("{}".utf8)) + [0x0A]
    }
}
