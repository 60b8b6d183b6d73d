import FitTodayDomain
import FitTodaySystem
import Foundation

/// `feed.xml`: an Atom feed (RFC 4287) of the latest sessions, newest first.
///
/// Ids come from session ids (`urn:fittoday:session:12`), so an entry keeps its id from build to build;
/// `updated` is the session's own time, never the build's. With a base URL every link is absolute; without one
/// the links are relative to the feed, which says so with `xml:base`.
enum AtomFeed {
    static let path = "feed.xml"
    static let entryCount = 50

    /// `sessions` newest first, as the history lists them.
    static func bytes(sessions: [SessionSummary], siteTitle: String, locale: AppLocale, unit: WeightUnit = .kg, base: URL?, today: LocalDate) -> [UInt8] {
        let latest = sessions.prefix(entryCount)
        func href(_ path: String) -> String { XMLText.escape(base.map { SitePaths.absolute(path, base: $0.absoluteString) } ?? path) }
        let updated = latest.map(\.completedAt).max() ?? LocalDateTime(startOf: today)
        let id = base.map { SitePaths.absolute(path, base: $0.absoluteString) } ?? "urn:fittoday:feed"
        var text = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(locale.rawValue)" xml:base="\(XMLText.escape(base?.absoluteString ?? "./"))">
        <title>\(XMLText.escape(siteTitle))</title>
        <subtitle>\(XMLText.escape(SiteWord.feed.text(locale)))</subtitle>
        <id>\(XMLText.escape(id))</id>
        <updated>\(FeedTime.rfc3339(updated))</updated>
        <author><name>\(XMLText.escape(siteTitle))</name></author>
        <generator>FitToday</generator>
        <link rel="self" type="application/atom+xml" href="\(href(path))"/>
        <link rel="alternate" type="text/html" href="\(href(SitePaths.history))"/>

        """
        for session in latest {
            text += """
            <entry>
            <id>urn:fittoday:session:\(session.id)</id>
            <title>\(XMLText.escape(SessionSummaryText.title(session, locale)))</title>
            <updated>\(FeedTime.rfc3339(session.completedAt))</updated>
            <link rel="alternate" type="text/html" href="\(href(SitePaths.session(session.id)))"/>
            <summary>\(XMLText.escape(SessionSummaryText.summary(session, locale, unit: unit)))</summary>
            </entry>

            """
        }
        text += "</feed>\n"
        return Array(text.utf8)
    }
}
