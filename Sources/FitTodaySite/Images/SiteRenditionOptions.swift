import FitTodayImageRenditions
import Foundation

/// How a build makes image renditions (issue 43): the settings of `[images]` and where they are kept (beside the
/// image cache). Without it a build copies the originals only, as before.
public struct SiteRenditionOptions: Sendable {
    public var settings: RenditionSettings
    /// The rendition store's folder (`<cache_dir>/renditions`).
    public var directory: URL

    public init(settings: RenditionSettings, directory: URL) {
        self.settings = settings
        self.directory = directory
    }
}
