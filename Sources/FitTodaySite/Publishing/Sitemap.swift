import FitTodaySystem
import Foundation

/// `sitemap.xml`: the absolute address of every HTML page, in path order, for a site with a base URL.
///
/// The sitemap protocol allows 50 000 addresses in one file: a bigger site gets `sitemap.xml` as a sitemap
/// index pointing at `sitemaps/sitemap-1.xml`, `sitemap-2.xml`, ... of at most that many each.
enum Sitemap {
    static let path = "sitemap.xml"
    static let maximumURLs = 50_000

    /// Every file of the sitemap, path and bytes; `pages` are root paths of the HTML pages.
    static func files(pages: [String], base: URL, maximumURLs: Int = maximumURLs) -> [(path: String, bytes: [UInt8])] {
        let sorted = pages.sorted()
        guard sorted.count > maximumURLs else { return [(path, urlSet(sorted, base: base))] }
        var files: [(path: String, bytes: [UInt8])] = []
        var index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for (number, start) in stride(from: 0, to: sorted.count, by: maximumURLs).enumerated() {
            let part = "sitemaps/sitemap-\(number + 1).xml"
            files.append((part, urlSet(Array(sorted[start..<min(start + maximumURLs, sorted.count)]), base: base)))
            index += "<sitemap><loc>\(XMLText.escape(SitePaths.absolute(part, base: base.absoluteString)))</loc></sitemap>\n"
        }
        index += "</sitemapindex>\n"
        return [(path, Array(index.utf8))] + files
    }

    private static func urlSet(_ pages: [String], base: URL) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            text += "<url><loc>\(XMLText.escape(SitePaths.absolute(page, base: base.absoluteString)))</loc></url>\n"
        }
        text += "</urlset>\n"
        return Array(text.utf8)
    }
}
