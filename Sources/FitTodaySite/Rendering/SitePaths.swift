import FitTodayBuild
import FitTodayHashing

/// Where each page lives in the output, as paths from the site root, and how one page links to another.
///
/// Every link is relative to the page that holds it and names `index.html` explicitly, so the site works
/// from `file://`, from a domain root and from any sub-path without rewriting.
public enum SitePaths {
    public static let today = "index.html"
    /// The sheet's upload form, at the root of the site (docs/inbox.md).
    public static let inboxForm = "inbox.json"
    public static let history = "history/index.html"
    public static let library = "library/index.html"
    public static let plans = "plans/index.html"
    /// Where the exercises and images come from, linked from every page's footer.
    public static let credits = "credits/index.html"
    /// The week the composer plans (`fittoday plan week`), linked from today's page.
    public static let week = "week/index.html"
    /// The block on paper (`fittoday print block`), linked from today's page and the followed program's.
    public static let printBlock = "print/index.html"

    /// Page `number` of the history, counted from the oldest session (see `HistoryPage`); the newest sessions
    /// are on `history/index.html`.
    public static func historyPage(_ number: Int) -> String {
        "history/page/\(number)/index.html"
    }

    /// Session pages are files in one folder, not a folder each: ten thousand folders made and removed on
    /// every build cost more than rendering the pages.
    public static func session(_ id: Int64) -> String { "history/sessions/\(id).html" }
    public static func plan(_ id: Int64) -> String { "plans/\(id)/index.html" }
    /// A program's page, by the program's id (its file name).
    public static func program(_ id: String) -> String { "programs/\(component(id))/index.html" }
    public static func exercise(_ id: String) -> String { "exercises/\(component(id))/index.html" }
    public static func libraryGroup(_ slug: String) -> String { "library/\(component(slug))/index.html" }

    /// The Markdown twin of an HTML page (`index.md` beside `index.html`).
    public static func markdown(_ htmlPath: String) -> String { MarkdownTwin.path(of: htmlPath) }

    /// `../` repeated once per folder `page` is in: prefix it to a root path to get a relative link.
    public static func root(of page: String) -> String {
        // Counted on bytes: every link of every page goes through here.
        var components = 0, inComponent = false
        for byte in page.utf8 {
            if byte == UInt8(ascii: "/") {
                inComponent = false
            } else if !inComponent {
                inComponent = true
                components += 1
            }
        }
        return String(repeating: "../", count: max(components - 1, 0))
    }

    /// The absolute address of the root path `path` on a site published at `base` (which ends in `/`).
    public static func absolute(_ path: String, base: String) -> String { base + path }

    /// A link from `page` to `target`, both root paths.
    public static func link(from page: String, to target: String) -> String { root(of: page) + target }

    /// The longest folder name ``component(_:)`` makes: far below the 255 bytes file systems allow.
    static let maximumComponentLength = 100

    /// A folder name that is safe in a URL and on every file system; ids outside that set get a stable hash,
    /// and ids too long for a file name (an old database may hold one of hundreds of characters) are cut
    /// and given a short hash of the whole id, so two long ids with the same start stay apart.
    static func component(_ id: String) -> String {
        let safe = !id.isEmpty && id.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        guard safe else { return "x-" + String(SHA256.hexDigest(of: id).prefix(16)) }
        guard id.utf8.count > maximumComponentLength else { return id }
        let hash = String(SHA256.hexDigest(of: id).prefix(12))
        return String(id.prefix(maximumComponentLength - hash.count - 1)) + "-" + hash
    }
}
