import Foundation

/// `robots.txt` for a site with a base URL: everything may be crawled, and the sitemap is named.
///
/// Crawlers read robots.txt only at a domain's root: on a site published in a sub-path it is there for the
/// person to copy to the root, and the sitemap it names still works.
enum RobotsText {
    static let path = "robots.txt"

    static func bytes(base: URL) -> [UInt8] {
        Array("User-agent: *\nAllow: /\n\nSitemap: \(SitePaths.absolute(Sitemap.path, base: base.absoluteString))\n".utf8)
    }
}
