import FitTodayDomain
import Foundation

/// Where a build's images come from (`[images] source`) and under which licence, for the credits page and for
/// the note a published build prints when the licence is not recorded.
public struct SiteImageCredit: Sendable, Equatable {
    /// The source as the credits page names it: a URL, or a folder's last components (never a whole local path,
    /// which would tell a published site's readers about the author's computer).
    public var source: String
    /// The base the library's image paths resolve against, to link each original; nil for a folder.
    public var remoteBase: URL?
    /// The recorded licence, for example "Unlicense"; nil when nobody recorded it.
    public var licence: String?

    public init(source: String, remoteBase: URL? = nil, licence: String? = nil) {
        self.source = source
        self.remoteBase = remoteBase
        self.licence = licence
    }

    /// The one-sentence note a build prints when its site is published (`base_url` set), it copied images, and
    /// nobody recorded their licence; nil when there is nothing to say.
    public static func unrecordedLicenceNote(publishedAt baseURL: URL?, credit: SiteImageCredit?, imagesCopied: Int,
                                             locale: AppLocale) -> String? {
        guard baseURL != nil, imagesCopied > 0, credit?.licence == nil else { return nil }
        let source = credit?.source ?? "?"
        return locale.words.site.siteImageCredit.unrecordedLicence(source: source)
    }
}
