import FitTodayData
import FitTodayDomain
import FitTodayImageCache
import FitTodayImageRenditions
import FitTodaySite
import Foundation

/// Where exercise images come from: a local folder, or an http(s) base URL read through the image cache.
enum ImageSource: Equatable {
    case folder(URL)
    case remote(URL)

    /// Reads `--image-source` or `[images] source`: a path, `file://...` or `http(s)://.../`.
    static func parse(_ text: String) -> ImageSource? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") {
            guard let url = URL(string: trimmed.hasSuffix("/") ? trimmed : trimmed + "/") else { return nil }
            return .remote(url)
        }
        let path = trimmed.hasPrefix("file://") ? String(trimmed.dropFirst("file://".count)) : NSString(string: trimmed).expandingTildeInPath
        guard !path.isEmpty, !path.contains("://") else { return nil }
        return .folder(URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The URL of an image path such as `Barbell_Squat/0.jpg` under a remote source.
    static func url(forPath path: String, under base: URL) -> URL? {
        RemoteImages(base: base).url(forPath: path)
    }

    /// The URLs of many image paths under one remote base: what every path shares is worked out once.
    struct RemoteImages {
        let base: URL
        /// The base's text when a plain path can be joined to it as text (it ends in a slash, no query or fragment).
        private let joinable: String?

        init(base: URL) {
            self.base = base
            let absolute = base.absoluteString
            joinable = absolute.hasSuffix("/") && base.query == nil && base.fragment == nil ? absolute : nil
        }

        func url(forPath path: String) -> URL? {
            // Library paths are plain (`Barbell_Squat/0.jpg`): join them to the base as text, which costs far less
            // than Foundation's encoding and resolution, done for every image of every build.
            if let joinable, Self.isPlain(path) { return URL(string: joinable + path) }
            guard let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
            return URL(string: encoded, relativeTo: base)?.absoluteURL
        }

        /// Letters, digits, `_`, `-`, `.` and `/`, not starting with `/` or `./`, with no `..` and no `/./`: joined as
        /// text it means what resolving it would. Checked on bytes, once over the path.
        static func isPlain(_ path: String) -> Bool {
            var previous: UInt8 = 0, beforePrevious: UInt8 = 0, count = 0
            for byte in path.utf8 {
                let allowed = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")
                guard allowed else { return false }
                if count == 0, byte == UInt8(ascii: "/") { return false }
                if count == 1, previous == UInt8(ascii: "."), byte == UInt8(ascii: "/") { return false }
                if previous == UInt8(ascii: "."), byte == UInt8(ascii: ".") { return false }
                if beforePrevious == UInt8(ascii: "/"), previous == UInt8(ascii: "."), byte == UInt8(ascii: "/") { return false }
                (beforePrevious, previous) = (previous, byte)
                count += 1
            }
            return count > 0
        }
    }
}

extension CommandContext {
    /// The image source from `--image-source`, else the configuration.
    func imageSource(override: String?) throws(FitTodayError) -> ImageSource {
        let text = override ?? configuration.images.source
        guard let source = ImageSource.parse(text) else {
            throw .invalidValue(option: "--image-source", value: text, allowed: ["https://...", "file://...", "/pasta/das/imagens"])
        }
        return source
    }

    /// What the credits page says of the images from `source` (`text` as configured or given): a URL without
    /// credentials or query, a folder by its last two names only (a published page should not spell out the author's home folder),
    /// and the licence recorded for it.
    func imageCredit(_ source: ImageSource, text: String) -> SiteImageCredit {
        let licence = configuration.images.recordedLicense(forSource: text)
        switch source {
        case let .remote(base):
            // A user name, password or token in the address stays off the page.
            var shown = base
            if var components = URLComponents(url: base, resolvingAgainstBaseURL: false) {
                components.user = nil
                components.password = nil
                components.query = nil
                components.fragment = nil
                shown = components.url ?? base
            }
            return SiteImageCredit(source: shown.absoluteString, remoteBase: shown, licence: licence)
        case let .folder(directory):
            let names = directory.standardizedFileURL.pathComponents.filter { $0 != "/" }.suffix(2)
            return SiteImageCredit(source: locale.words.cli.imageSourceCommandContext.localFolder + "…/" + names.joined(separator: "/"), licence: licence)
        }
    }

    /// Opens the image cache with the `[images]` settings; without `memoryLayer`, it keeps no image bytes in memory.
    func openImageCache(offline: Bool, memoryLayer: Bool = true) throws(FitTodayError) -> ImageCache {
        var cacheConfiguration = imageCacheConfiguration(offline: offline)
        if !memoryLayer { cacheConfiguration.memoryLimitBytes = 0 }
        do {
            let cache = try ImageCache(configuration: cacheConfiguration, logger: logger)
            if cache.isMemoryOnly, !console.quiet {
                Console.warning(locale.words.cli.imageSourceCommandContext.cacheNotWritable(directory: cacheConfiguration.directory.path))
            }
            return cache
        } catch {
            logger.error("Cannot open the image cache at \(cacheConfiguration.directory.path): \(error)")
            throw .cannotWrite
        }
    }

    /// What the site build copies images from.
    func siteImageProvider(source: ImageSource, offline: Bool) throws(FitTodayError) -> (provider: any SiteImageProvider, cache: ImageCache?) {
        switch source {
        case let .folder(directory):
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw .imageFolderMissing(folder: directory.standardizedFileURL.path)
            }
            logger.debug("Images from the folder \(directory.path)")
            return (FolderImageProvider(directory: directory), nil)
        case let .remote(base):
            // No memory layer: a build asks for each image once and copies it from its file, so image bytes kept in
            // memory would only raise the build's peak (up to `memory_limit_mb`, issue 39).
            let cache = try openImageCache(offline: offline, memoryLayer: false)
            return (CachedSiteImageProvider(cache: cache, base: base), cache)
        }
    }
}

extension CommandContext {
    /// How a build makes renditions (issue 43): `[images] format`, `quality` and `sizes`, kept in `renditions/` of the
    /// image cache's folder; libvips is opened only when a build has new images to make renditions of.
    func renditionOptions() -> SiteRenditionOptions {
        let settings = configuration.images
        var widths: [ImagePlace: Int] = [:]
        for (name, width) in settings.renditionSizes {
            if let place = ImagePlace(rawValue: name) { widths[place] = width }
        }
        let rendition = RenditionSettings(format: RenditionFormat(rawValue: settings.renditionFormat) ?? .webp, quality: settings.renditionQuality,
                                          widths: widths, maxBytes: Int((settings.maxImageMB * 1_048_576).rounded(.up)))
        return SiteRenditionOptions(settings: rendition, directory: imageCacheConfiguration(offline: true).directory.appendingPathComponent("renditions"))
    }

    /// The image cache as `[images]` sets it up, where it is and how it fetches.
    func imageCacheConfiguration(offline: Bool) -> ImageCacheConfiguration {
        let settings = configuration.images
        return ImageCacheConfiguration(
            cacheDirectory: settings.cacheDirectory, memoryLimitMB: settings.memoryLimitMB, diskLimitMB: settings.diskLimitMB,
            concurrency: settings.concurrency, timeoutSeconds: settings.timeoutSeconds, retries: settings.retries,
            maxAgeDays: settings.maxAgeDays, maxImageMB: Int(settings.maxImageMB.rounded(.up)), offline: offline
        )
    }
}

/// Serves the site build from the image cache: downloads, revalidates or reads from disk as needed.
struct CachedSiteImageProvider: SiteImageProvider {
    let cache: ImageCache
    let base: URL

    func image(forPath path: String) async -> SiteImage? {
        guard let url = ImageSource.url(forPath: path, under: base), let image = await cache.image(for: url).image else { return nil }
        return SiteImage(fileURL: image.fileURL, contentType: image.contentType, freshUntil: image.expiresAt)
    }

    /// All of `paths` through one call to the cache: one trip to its actor instead of several per image.
    /// Images the cache holds are not read here (the build checks the bytes it copies against their digest).
    func images(forPaths paths: [String]) async -> [String: SiteImage] {
        let remote = ImageSource.RemoteImages(base: base)
        let urls = paths.compactMap { path in remote.url(forPath: path).map { (path, $0) } }
        var found: [String: SiteImage] = [:]
        var others: [(path: String, url: URL)] = []
        for ((path, url), stored) in zip(urls, await cache.storedImages(for: urls.map(\.1))) {
            if let stored {
                found[path] = SiteImage(fileURL: stored.fileURL, contentType: stored.contentType, contentSHA256: stored.contentSHA256,
                                        freshUntil: stored.expiresAt)
            } else {
                others.append((path, url))
            }
        }
        let results = await cache.images(for: others.map(\.url))
        for (other, result) in zip(others, results) {
            if let image = result.image {
                found[other.path] = SiteImage(fileURL: image.fileURL, contentType: image.contentType, freshUntil: image.expiresAt)
            }
        }
        return found
    }
}
