import FitTodayImageCache
import FitTodayTestSupport
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Magic bytes")
struct FormatTests {
    @Test("recognises JPEG, PNG, GIF, WebP and SVG")
    func recognised() {
        #expect(ImageFormat.detect(TestImages.jpeg()) == .jpeg)
        #expect(ImageFormat.detect(TestImages.tinyPNG) == .png)
        #expect(ImageFormat.detect(TestImages.gif()) == .gif)
        #expect(ImageFormat.detect(Data("GIF87a......".utf8)) == .gif)
        #expect(ImageFormat.detect(TestImages.webp()) == .webp)
        #expect(ImageFormat.detect(TestImages.svg) == .svg)
        #expect(ImageFormat.detect([0xFF, 0xD8, 0xFF, 0xDB]) == .jpeg)
    }

    @Test("SVG after BOM, whitespace, XML prolog, comments, processing instructions and doctype", arguments: [
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "\u{FEFF}<svg>",
        "  \n\t<svg viewBox=\"0 0 1 1\"></svg>",
        "<?xml version=\"1.0\"?><svg/>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- Generator: Tool -->\n<svg>",
        "<!-- a --><!-- b --><?xml-stylesheet href=\"a.css\"?><svg>",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n<svg>",
        "<!DOCTYPE svg [ <!ENTITY a \"b>c\"> ]><svg>",
    ])
    func svgVariants(_ text: String) {
        #expect(ImageFormat.detect(Data(text.utf8)) == .svg)
    }

    @Test("rejects HTML, text, truncated signatures and near misses", arguments: [
        "<!DOCTYPE html><html><body>error</body></html>",
        "<html><svg></svg></html>",
        "<?xml version=\"1.0\"?><html/>",
        "<svgx>",
        "<svg",
        "<!-- never closed <svg>",
        "{\"error\": \"not found\"}",
        "Not Found",
        "",
        "RIFF1234WAVE",
        "GIF88a",
    ])
    func rejected(_ text: String) {
        #expect(ImageFormat.detect(Data(text.utf8)) == nil)
    }

    @Test("rejects a PNG signature cut short")
    func shortSignature() {
        #expect(ImageFormat.detect([0x89, 0x50, 0x4E, 0x47]) == nil)
        #expect(ImageFormat.detect([0xFF, 0xD8]) == nil)
    }

    @Test("media types and extensions")
    func mediaTypes() {
        #expect(ImageFormat.jpeg.mimeType == "image/jpeg")
        #expect(ImageFormat.jpeg.fileExtension == "jpg")
        #expect(ImageFormat.svg.mimeType == "image/svg+xml")
        #expect(ImageFormat.svg.fileExtension == "svg")
        #expect(ImageFormat.webp.fileExtension == "webp")
    }
}

@Suite("Configuration")
struct ConfigurationTests {
    @Test("defaults match the issue")
    func defaults() {
        let configuration = ImageCacheConfiguration(directory: URL(fileURLWithPath: "/tmp/x"))
        #expect(configuration.memoryLimitBytes == 50 * 1_048_576)
        #expect(configuration.diskLimitBytes == 500 * 1_048_576)
        #expect(configuration.concurrency == 5)
        #expect(configuration.timeout == 10)
        #expect(configuration.retries == 2)
        #expect(configuration.defaultMaxAge == 604_800)
        #expect(configuration.maxImageBytes == 10 * 1_048_576)
        #expect(configuration.offline == false)
        #expect(configuration.retryAfterCap == 30)
    }

    @Test("default folder: $XDG_CACHE_HOME/fittoday/images, else ~/.cache/fittoday/images")
    func defaultDirectory() {
        #expect(ImageCacheConfiguration.defaultDirectory(environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/ana"]).path
                == "/xdg/fittoday/images")
        #expect(ImageCacheConfiguration.defaultDirectory(environment: ["HOME": "/home/ana"]).path
                == "/home/ana/.cache/fittoday/images")
        // A relative XDG_CACHE_HOME is invalid per the XDG spec and ignored.
        #expect(ImageCacheConfiguration.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/home/ana"]).path
                == "/home/ana/.cache/fittoday/images")
    }

    @Test("config-file keys map onto the configuration")
    func fromConfigFile() {
        let environment = ["HOME": "/home/ana"]
        let configuration = ImageCacheConfiguration(
            cacheDirectory: "~/imgs", memoryLimitMB: 8, diskLimitMB: 64, concurrency: 3, timeoutSeconds: 2.5,
            retries: 4, maxAgeDays: 1, maxImageMB: 2, offline: true, environment: environment
        )
        #expect(configuration.directory.path == "/home/ana/imgs")
        #expect(configuration.memoryLimitBytes == 8 * 1_048_576)
        #expect(configuration.diskLimitBytes == 64 * 1_048_576)
        #expect(configuration.concurrency == 3)
        #expect(configuration.timeout == 2.5)
        #expect(configuration.retries == 4)
        #expect(configuration.defaultMaxAge == 86_400)
        #expect(configuration.maxImageBytes == 2 * 1_048_576)
        #expect(configuration.offline)

        let defaults = ImageCacheConfiguration(environment: ["XDG_CACHE_HOME": "/c"])
        #expect(defaults.directory.path == "/c/fittoday/images")
        #expect(defaults.concurrency == 5)
        #expect(ImageCacheConfiguration(cacheDirectory: "/abs/dir", environment: environment).directory.path == "/abs/dir")
    }

    @Test("out-of-range values are corrected when a cache opens")
    func normalization() throws {
        let directory = try TemporaryDirectory()
        var configuration = ImageCacheConfiguration(directory: directory.url)
        configuration.concurrency = 0
        configuration.retries = -3
        configuration.timeout = -1
        configuration.memoryLimitBytes = -5
        let cache = try ImageCache(configuration: configuration, logger: quietLogger)
        #expect(cache.configuration.concurrency == 1)
        #expect(cache.configuration.retries == 0)
        #expect(cache.configuration.timeout == 10)
        #expect(cache.configuration.memoryLimitBytes == 0)
    }

    @Test("cache keys are the SHA-256 of the URL, ignoring the fragment")
    func cacheKeys() throws {
        let url = try #require(URL(string: "https://example.com/images/a.jpg"))
        let key = ImageCache.cacheKey(for: url)
        #expect(key.count == 64)
        #expect(key == ImageCache.cacheKey(for: try #require(URL(string: "https://example.com/images/a.jpg#top"))))
        #expect(key != ImageCache.cacheKey(for: try #require(URL(string: "https://example.com/images/b.jpg"))))
        #expect(ImageCache.isSupported(url))
        #expect(!ImageCache.isSupported(try #require(URL(string: "https:///nohost.png"))))
    }
}
