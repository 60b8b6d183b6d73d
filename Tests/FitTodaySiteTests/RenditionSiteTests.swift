import FitTodayData
import FitTodayDomain
import FitTodayHashing
import FitTodayImageRenditions
@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// A site built with renditions (issue 43) from free-exercise-db's real photographs and the real libvips: every
/// `<img>` (the screen's and the paper's) has its size and a `srcset` whose files exist, no rendition is wider than twice its slot, the Markdown
/// twin links the card rendition, and the next build makes no rendition. A visible skip without libvips or
/// `../shared`, a failure under `CI=true`.
@Suite struct RenditionSiteTests {
    static let photographs = SiteBuilderTests.imagesFolder
    static var ready: Bool {
        guard case .success = RenditionMaker.libraryVersion else { return false }
        return FileManager.default.fileExists(atPath: photographs.path)
    }

    /// Every library path is one of the photographs (the same path, the same one).
    struct Photographs: SiteImageProvider {
        let files: [URL]
        func image(forPath path: String) async -> SiteImage? {
            guard !files.isEmpty else { return nil }
            let index = Int(path.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }) % files.count
            return SiteImage(fileURL: files[index], contentType: "image/jpeg")
        }
    }

    func build(_ store: SQLiteStore, into output: URL, renditions: URL, templates: URL? = nil) async throws -> SiteBuildReport {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.photographs.path).sorted().prefix(4)
        let files = folders.map { Self.photographs.appendingPathComponent($0).appendingPathComponent("0.jpg") }
        var options = SiteBuildOptions(outputDirectory: output, templatesDirectory: templates, today: SiteFixtures.today)
        options.renditions = SiteRenditionOptions(settings: RenditionSettings(), directory: renditions)
        return try await SiteBuilder.showingToday(source: store, images: Photographs(files: files), options: options).build()
    }

    @Test(.enabled(if: BrowserTools.inCI || ready,
                   "libvips cannot be opened here (make setup installs libvips-dev), or ../shared/data/free-exercise-db/images is absent"))
    func everyPictureHasItsSizeAndRenditionsThatExist() async throws {
        try #require(Self.ready, "libvips or \(Self.photographs.path) is missing; CI must have them")
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        let output = directory.url.appendingPathComponent("public")
        let renditions = directory.url.appendingPathComponent("renditions")
        let report = try await build(store, into: output, renditions: renditions)
        #expect(report.images > 0)
        let site = SiteInspector(root: output)
        let pages = site.files().filter { $0.hasSuffix(".html") }
        var pictures = 0
        for page in pages {
            let html = site.text(page)
            let folder = (page as NSString).deletingLastPathComponent
            for tag in html.components(separatedBy: "<img").dropFirst().map({ String($0.prefix { $0 != ">" }) }) {
                pictures += 1
                let width = try #require(Self.attribute("width", in: tag).flatMap(Int.init), "\(page): \(tag)")
                #expect(Self.attribute("height", in: tag).flatMap(Int.init) != nil, "\(page): \(tag)")
                let srcset = try #require(Self.attribute("srcset", in: tag), "\(page): \(tag)")
                let candidates = srcset.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ") }
                // A picture for paper (issue 43's print) is the 2x rendition alone, declared as such.
                let forPaper = tag.contains("print-only")
                #expect(candidates.map { $0.last.map(String.init) } == (forPaper ? ["2x"] : ["1x", "2x"]), "\(page): \(srcset)")
                if forPaper { #expect(Self.attribute("src", in: tag).map { "\($0) 2x" } == srcset, "\(page): \(tag)") }
                for candidate in candidates {
                    let file = URL(fileURLWithPath: folder.isEmpty ? output.path : output.appendingPathComponent(folder).path)
                        .appendingPathComponent(String(candidate[0])).standardizedFileURL
                    #expect(FileManager.default.fileExists(atPath: file.path), "\(page): \(candidate[0])")
                    let size = try #require(SiteImages.size(ofRendition: file.lastPathComponent), "\(file.lastPathComponent)")
                    #expect(size.width <= 2 * width, "\(page): \(file.lastPathComponent) in a slot of \(width)")
                    #expect(file.pathExtension == "webp")
                }
            }
        }
        #expect(pictures > 0)
        // Today's first picture loads at once; the others wait.
        let today = site.text("index.html").components(separatedBy: "<img").dropFirst().map { String($0.prefix { $0 != ">" }) }
        #expect(today.first.map { !$0.contains("loading=\"lazy\"") } == true)
        #expect(today.dropFirst().allSatisfy { $0.contains("loading=\"lazy\"") })
        // The Markdown twin of an exercise page links the card rendition.
        let twins = site.files().filter { $0.hasPrefix("exercises/") && $0.hasSuffix(".md") }
        let linked = twins.flatMap { site.text($0).components(separatedBy: "](").dropFirst().map { String($0.prefix { $0 != ")" }) } }
            .filter { $0.contains("images/") }
        #expect(!linked.isEmpty && linked.allSatisfy { $0.hasSuffix(".160x160.webp") }, "\(linked)")
        // So does today's (issue 50: it showed no picture), one picture for each exercise the page shows one for.
        let todayLinked = site.text("index.md").components(separatedBy: "](").dropFirst().map { String($0.prefix { $0 != ")" }) }
            .filter { $0.contains("images/") }
        #expect(todayLinked.count == site.text("index.html").components(separatedBy: "<div class=\"exercise-figure\">\n<img").count - 1, "\(todayLinked)")
        #expect(!todayLinked.isEmpty && todayLinked.allSatisfy { $0.hasPrefix("images/") && $0.hasSuffix(".160x160.webp") }, "\(todayLinked)")

        // Another full build: every rendition is kept, none is made again.
        let made = try Self.stamps(renditions)
        #expect(!made.isEmpty)
        _ = try await build(store, into: directory.url.appendingPathComponent("again"), renditions: renditions)
        #expect(try Self.stamps(renditions) == made)
    }

    /// An image libvips refuses (here a JPEG whose header claims 48 megapixels) shows the illustration, with why under
    /// `--verbose`, and its original is not copied into the site: nothing refers to it, the service worker lists it
    /// not. The other image is copied with its renditions.
    @Test(.enabled(if: BrowserTools.inCI || ready,
                   "libvips cannot be opened here (make setup installs libvips-dev), or ../shared/data/free-exercise-db/images is absent"))
    func aRefusedImageIsNotCopied() async throws {
        try #require(Self.ready, "libvips or \(Self.photographs.path) is missing; CI must have them")
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.photographs.path).sorted()
        let good = Self.photographs.appendingPathComponent(folders[0]).appendingPathComponent("0.jpg")
        // The photograph with its frame header saying 8000×6000: refused from its header, before any decoding.
        var bytes = try Data(contentsOf: good)
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            if (0xC0...0xC2).contains(bytes[index + 1]) {
                bytes.replaceSubrange(index + 5..<index + 9, with: [0x17, 0x70, 0x1F, 0x40])
                break
            }
            index += 2 + (Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]))
        }
        let refused = directory.url.appendingPathComponent("huge.jpg")
        try bytes.write(to: refused)
        let benchPress = SiteFixtures.exercises[0], squat = SiteFixtures.exercises[2]
        struct Images: SiteImageProvider {
            let files: [String: URL]
            func image(forPath path: String) async -> SiteImage? {
                files[path].map { SiteImage(fileURL: $0, contentType: "image/jpeg") }
            }
        }
        let output = directory.url.appendingPathComponent("public")
        let said = Locked([String]())
        var options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today, diagnostics: { line in said.withLock { $0.append(line) } })
        options.renditions = SiteRenditionOptions(settings: RenditionSettings(), directory: directory.url.appendingPathComponent("renditions"))
        let provider = Images(files: [benchPress.images[0]: refused, squat.images[0]: good])
        let report = try await SiteBuilder.showingToday(source: store, images: provider, options: options).build()
        #expect(report.images == 1)
        #expect(said.withLock { $0 }.contains("Image \(benchPress.images[0]): tooManyPixels: 8000x6000; left out"), "\(said.withLock { $0 })")

        let site = SiteInspector(root: output)
        let refusedName = String(SHA256.hexDigest(Array(bytes)).prefix(16))
        let goodName = String(try SHA256.hexDigest(contentsOf: good).prefix(16))
        let images = site.files().filter { $0.hasPrefix("images/") }
        #expect(!images.contains { $0.contains(refusedName) }, "\(images)")
        #expect(images.contains("images/\(goodName).jpg"), "\(images)")
        #expect(images.filter { $0.hasSuffix(".webp") }.count == 6, "\(images)")
        // Nothing refers to it; the bench press shows its illustration, the squat its renditions.
        for file in site.files() where file.hasSuffix(".html") || file.hasSuffix(".js") || file.hasSuffix(".md") {
            #expect(!site.text(file).contains(refusedName), "\(file)")
        }
        let benchPage = site.text("exercises/\(benchPress.id)/index.html")
        #expect(!benchPage.contains("<img") && benchPage.contains("<svg"))
        #expect(site.text("exercises/\(squat.id)/index.html").contains("images/\(goodName).jpg"))
    }

    /// The `<img>` markup of each template as it was before the partial `picture.html` wrote it (issue 50): a copy a
    /// person made of a template then still holds it.
    static let markupBeforeThePartial: [String: String] = {
        let card = #"<img src="{{src}}"{{#srcset}} srcset="{{srcset}}"{{/srcset}} alt="{{alt}}" width="{{width}}" height="{{height}}"{{#lazy}} loading="lazy"{{/lazy}}>"#
        let thumb = #"<img class="thumb{{#print}} screen-only{{/print}}" src="{{src}}"{{#srcset}} srcset="{{srcset}}"{{/srcset}} alt="{{alt}}" width="{{width}}" height="{{height}}"{{#lazy}} loading="lazy"{{/lazy}}>{{#print}}<img class="thumb print-only" src="{{print}}" srcset="{{print}} 2x" alt="{{alt}}" width="{{width}}" height="{{height}}" loading="lazy">{{/print}}"#
        return [
            "exercise-card.html": card, "today-exercise.html": card, "today-program-exercise.html": card,
            "library.html": thumb, "library-group.html": thumb,
            "exercise.html": #"<img{{#print}} class="screen-only"{{/print}} src="{{src}}"{{#srcset}} srcset="{{srcset}}"{{/srcset}} alt="{{alt}}" width="{{width}}" height="{{height}}"{{#lazy}} loading="lazy"{{/lazy}}>{{#print}}<img class="print-only" src="{{print}}" srcset="{{print}} 2x" alt="{{alt}}" width="{{width}}" height="{{height}}" loading="lazy">{{/print}}"#,
            "credits.html": #"<img class="thumb{{#print}} screen-only{{/print}}" src="{{src}}"{{#srcset}} srcset="{{srcset}}"{{/srcset}} alt="" width="{{width}}" height="{{height}}" loading="lazy">{{#print}}<img class="thumb print-only" src="{{print}}" srcset="{{print}} 2x" alt="" width="{{width}}" height="{{height}}" loading="lazy">{{/print}}"#,
        ]
    }()

    @Test(.enabled(if: BrowserTools.inCI || ready,
                   "libvips cannot be opened here (make setup installs libvips-dev), or ../shared/data/free-exercise-db/images is absent"))
    func templatesCopiedBeforeThePictureWasAPartialGiveTheSamePages() async throws {
        try #require(Self.ready, "libvips or \(Self.photographs.path) is missing; CI must have them")
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        let renditions = directory.url.appendingPathComponent("renditions")
        let builtIn = directory.url.appendingPathComponent("built-in")
        _ = try await build(store, into: builtIn, renditions: renditions)

        let copies = directory.url.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        for (name, markup) in Self.markupBeforeThePartial {
            let text = try #require(BuiltInResourceFiles.files["templates/\(name).mustache"])
            #expect(text.contains("{{> picture.html}}"), "\(name) writes its pictures by the partial")
            try Data(text.replacingOccurrences(of: "{{> picture.html}}", with: markup).utf8)
                .write(to: copies.appendingPathComponent("\(name).mustache"))
        }
        let copied = directory.url.appendingPathComponent("copied")
        _ = try await build(store, into: copied, renditions: renditions, templates: copies)

        let before = SiteInspector(root: copied), after = SiteInspector(root: builtIn)
        let pages = after.files().filter { $0.hasSuffix(".html") }
        #expect(before.files().filter { $0.hasSuffix(".html") } == pages)
        var printed = 0
        for page in pages {
            #expect(before.text(page) == after.text(page), "\(page)")
            printed += after.text(page).components(separatedBy: "print-only").count - 1
        }
        #expect(printed > 0, "the pages that print their pictures apart were built with their print renditions")
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    static func stamps(_ folder: URL) throws -> [String: Date] {
        var stamps: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            stamps[name] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return stamps
    }
}
