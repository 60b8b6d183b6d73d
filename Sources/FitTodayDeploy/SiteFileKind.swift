import FitTodaySystem

/// What a file of a built site is to a deploy: it says when the file goes up (assets before the pages that name
/// them, entry points last) and how long browsers may keep it.
public enum SiteFileKind: Int, Comparable, Sendable, CaseIterable {
    /// A name with its content's hash in it (`assets/app.1a2b3c4d5e6f.js`, `images/<hash>.jpg`): never changes.
    case hashedAsset = 0
    /// Any other file that is not a page (icons, fonts, a stylesheet of one's own).
    case asset = 1
    /// Pages, their Markdown twins, feeds, the calendar, the sitemap.
    case page = 2
    /// `index.html`, `sw.js` and `manifest.webmanifest` at a site's root: what a visit starts from.
    case entryPoint = 3

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Extensions of the files that name others (`page`), or that the site reads as documents.
    static let pageExtensions: Set<String> = ["html", "htm", "md", "xml", "ics", "txt", "json", "webmanifest", "rss", "atom"]
    /// The names that start a visit, at a site's root.
    static let entryPointNames: Set<String> = ["index.html", "sw.js", "manifest.webmanifest"]

    /// The kind of the site path `path`; `siteRoots` are the folders holding a site of their own ("" for the
    /// top, and every folder with an `sw.js`, as a team's athletes' folders).
    public static func of(_ path: String, siteRoots: Set<String> = [""]) -> SiteFileKind {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = slash.map { String(path[..<$0]) } ?? ""
        if entryPointNames.contains(name), siteRoots.contains(folder) { return .entryPoint }
        let ext = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        if pageExtensions.contains(ext) { return .page }
        return isContentHashed(name) ? .hashedAsset : .asset
    }

    /// Whether a file name carries a hash: a run of at least 8 hexadecimal digits just before the extension,
    /// as the whole stem or after a `.` or `-` (`app.1a2b3c4d5e6f.js`, `1a2b3c4d5e6f7a8b.jpg`), or an image
    /// rendition's `<hash>.<width>x<height>.<ext>` (``RenditionFileName``).
    static func isContentHashed(_ name: String) -> Bool {
        if let rendition = RenditionFileName(name), rendition.hash.count >= 8 { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let stem = name[..<dot]
        let run = stem.reversed().prefix { $0.isHexDigit && $0.isASCII && !$0.isUppercase }
        guard run.count >= 8 else { return false }
        if run.count == stem.count { return true }
        let before = stem[stem.index(stem.endIndex, offsetBy: -run.count - 1)]
        return before == "." || before == "-"
    }

    /// The Cache-Control a file of this kind gets unless a `[[deploy.headers]]` pattern says otherwise.
    public var defaultCacheControl: String {
        self == .hashedAsset ? "public, max-age=31536000, immutable" : "no-cache"
    }
}
