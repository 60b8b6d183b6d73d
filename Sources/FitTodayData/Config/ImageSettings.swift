import Foundation

/// The `[images]` section of `fittoday.toml`.
public struct ImageSettings: Equatable, Sendable {
    /// Base URL that exercise image paths resolve against.
    public var source = ImageSettings.defaultSource
    /// Nil means the default: `fittoday/images` under `$XDG_CACHE_HOME`, else `~/.cache`.
    public var cacheDirectory: String?
    public var memoryLimitMB = 50
    public var diskLimitMB = 500
    public var concurrency = 5
    public var timeoutSeconds = 10.0
    public var retries = 2
    public var maxAgeDays = 7.0
    public var maxImageMB = 10.0
    /// The images' licence as the person recorded it (`license`); nil: only a source known here has one.
    public var license: String?
    /// The renditions' encoding (`format`): `webp` or `jpeg` (issue 43).
    public var renditionFormat = "webp"
    /// The renditions' encoder quality (`quality`), 1 to 100.
    public var renditionQuality = 75
    /// A theme's widths in CSS pixels by place (`sizes`: `thumb`, `card`, `page`); empty: 48, 160 and 640.
    public var renditionSizes: [String: Int] = [:]

    /// The places `sizes` may name, and the widths it may give them.
    public static let renditionPlaces = ["thumb", "card", "page"]
    public static let renditionWidths = 8...2048

    /// The public-domain free-exercise-db image set.
    public static let defaultSource = "https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/"

    public init() {}

    /// The licence of the images from `source` (this file's, or the one `--image-source` gave): the one recorded
    /// in `license`, else the Unlicense for free-exercise-db (its repository on the web, or a folder inside a copy
    /// of it); nil when nobody recorded it.
    public func recordedLicense(forSource source: String) -> String? {
        if let license, !license.trimmingCharacters(in: .whitespaces).isEmpty { return license }
        if source.hasPrefix("https://raw.githubusercontent.com/yuhonas/free-exercise-db/") { return "Unlicense (free-exercise-db)" }
        let components = source.split(separator: "/")
        if !source.contains("://") || source.hasPrefix("file://"), components.contains("free-exercise-db") { return "Unlicense (free-exercise-db)" }
        return nil
    }
}
