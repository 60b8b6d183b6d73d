import FitTodayData
import FitTodayDomain
import FitTodayImageRenditions
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// What a phone downloads (issue 43): the 873 free-exercise-db exercises imported with their 44 photographs from
/// `../shared`, today's plan of 8 of them with pictures, renditions by the real libvips; Chromium at 390 px scrolls
/// each page to its end (`Support/image_bytes_check.py`): today's page loads at most 250 KB of images, the library's
/// pages at most 1.5 MB in all, every `<img>` has its size and a srcset whose files exist, none is wider than twice
/// its slot.
@Suite struct RenditionBrowserTests {
    static let support = BrowserTools.repository.appendingPathComponent("Tests/FitTodaySiteTests/Support")
    static let shared = SiteBuilderTests.imagesFolder.deletingLastPathComponent()

    @Test(.needs(BrowserTools.browser),
          .enabled(if: BrowserTools.inCI || RenditionSiteTests.ready,
                   "libvips cannot be opened here (make setup installs libvips-dev), or ../shared/data/free-exercise-db is absent"))
    func aPhoneLoadsKilobytesOfImages() async throws {
        try BrowserTools.require(BrowserTools.browser)
        try #require(RenditionSiteTests.ready, "libvips or ../shared is missing; CI must have them")
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        let data = try Data(contentsOf: Self.shared.appendingPathComponent("exercises.json"))
        let library = try FreeExerciseDBImporter().read(data).exercises
        try store.exercises.saveExercises(library)
        let available = Set(try FileManager.default.contentsOfDirectory(atPath: SiteBuilderTests.imagesFolder.path))
        let pictured = library.filter { $0.images.first.map { available.contains(String($0.split(separator: "/")[0])) } ?? false }
        try #require(pictured.count >= 8)
        try store.plans.createPlan(Plan(
            name: "Treino de fotos", createdAt: LocalDateTime("2026-11-21 08:00:00")!, isActive: true, source: .manual,
            exercises: pictured.prefix(8).map { PlanExercise(exerciseID: $0.id, sets: 3, reps: 10, restSeconds: 90) }
        ), newExercises: [])
        let output = directory.url.appendingPathComponent("public")
        var options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)
        options.renditions = SiteRenditionOptions(settings: RenditionSettings(), directory: directory.url.appendingPathComponent("renditions"))
        _ = try await SiteBuilder.showingToday(source: store, images: FolderImageProvider(directory: SiteBuilderTests.imagesFolder), options: options).build()
        let site = SiteInspector(root: output)
        #expect(site.text("index.html").components(separatedBy: "<img").count - 1 == 8)
        let libraryPages = site.files().filter { $0.hasPrefix("library/") && $0.hasSuffix("index.html") }
        let (status, log) = try BrowserTools.run("python3", [Self.support.appendingPathComponent("image_bytes_check.py").path, output.path,
                                                             "--today", "index.html"] + libraryPages)
        #expect(status == 0, "\(log)")
        print(log)
    }

    /// What the print check drives: Chromium, and poppler's pdfimages, which lists each picture a PDF embeds with its
    /// pixels and its resolution on paper.
    static let printing = BrowserTools.printing + ["pdfimages"]

    /// A printed page that shows pictures (the library's pages and its search's results, an exercise page, the credits)
    /// prints each as its 2x rendition, at least 150 dpi at its printed size (issue 43), and that rendition costs nothing on screen: it is
    /// loaded only for paper. Chromium prints A4 from file://; `pdfimages -list` reads what the PDF embeds.
    @Test(.needs(printing),
          .enabled(if: BrowserTools.inCI || RenditionSiteTests.ready,
                   "libvips cannot be opened here (make setup installs libvips-dev), or ../shared/data/free-exercise-db is absent"))
    func aPrintedPageShowsEachPictureAsIts2xRendition() async throws {
        try BrowserTools.require(Self.printing)
        try #require(RenditionSiteTests.ready, "libvips or ../shared is missing; CI must have them")
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        let data = try Data(contentsOf: Self.shared.appendingPathComponent("exercises.json"))
        let available = Set(try FileManager.default.contentsOfDirectory(atPath: SiteBuilderTests.imagesFolder.path))
        // The exercises whose photographs ../shared has: a library of a couple of dozen, each with two pictures.
        let pictured = try FreeExerciseDBImporter().read(data).exercises.filter { exercise in
            exercise.images.count == 2 && exercise.images.allSatisfy { available.contains(String($0.split(separator: "/")[0])) }
        }
        try #require(pictured.count >= 4)
        try store.exercises.saveExercises(pictured)
        let output = directory.url.appendingPathComponent("public")
        var options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today)
        options.renditions = SiteRenditionOptions(settings: RenditionSettings(), directory: directory.url.appendingPathComponent("renditions"))
        _ = try await SiteBuilder.showingToday(source: store, images: FolderImageProvider(directory: SiteBuilderTests.imagesFolder), options: options)
            .build()
        let site = SiteInspector(root: output)
        let exercisePage = "exercises/\(pictured[0].id)/index.html"
        let group = try #require(site.files().first { $0.hasPrefix("library/") && $0.hasSuffix("/index.html") && $0 != "library/index.html" })
        // The library's search results too (drawn by its script): a word in the first exercise's name.
        let word: String = try #require(pictured[0].name.split(separator: " ").map(String.init).max { $0.count < $1.count })
        let pages = ["library/index.html", group, exercisePage, "credits/index.html", "library/index.html#\(word)"]

        let pdfs = directory.url.appendingPathComponent("pdf")
        let (status, log) = try BrowserTools.run("python3", [Self.support.appendingPathComponent("print_pictures.py").path, output.path, pdfs.path]
                                                 + pages)
        #expect(status == 0, "\(log)")
        let printed = log.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        try #require(printed.count == pages.count, "\(log)")
        for (page, report) in zip(pages, printed) {
            // What the page's HTML holds; the search's results exist only in the browser.
            if !page.contains("#") {
                let tags = site.text(page).components(separatedBy: "<img").dropFirst().map { String($0.prefix { $0 != ">" }) }
                let forPaper = tags.filter { $0.contains("print-only") }
                let forScreen = tags.filter { $0.contains("screen-only") }
                #expect(forPaper.compactMap { RenditionSiteTests.attribute("src", in: $0) } == report["paper"] as? [String], "\(page)")
                // The paper's picture is the screen's 2x candidate, and its own srcset says so.
                for (paper, screen) in zip(forPaper, forScreen) {
                    let src = try #require(RenditionSiteTests.attribute("src", in: paper))
                    #expect(RenditionSiteTests.attribute("srcset", in: paper) == "\(src) 2x", "\(page): \(paper)")
                    #expect(RenditionSiteTests.attribute("srcset", in: screen)?.hasSuffix(", \(src) 2x") == true, "\(page): \(screen)")
                    #expect(paper.contains("loading=\"lazy\"") && RenditionSiteTests.attribute("width", in: paper) != nil)
                }
            }
            let forPaper = report["paper"] as? [String] ?? [], forScreen = report["screen"] as? [String] ?? []
            #expect(!forPaper.isEmpty && forPaper.count == forScreen.count, "\(page): \(forPaper.count) pictures for paper, \(forScreen.count) for the screen")
            let sizes = { (sources: [String]) in Set(sources.compactMap { SiteImages.size(ofRendition: ($0 as NSString).lastPathComponent) }
                .map { "\($0.width)x\($0.height)" }) }
            let double = sizes(forPaper), single = sizes(forScreen)
            #expect(!double.isEmpty && double.isDisjoint(with: single), "\(page): 2x \(double), 1x \(single)")
            // On screen (1x), none of the paper's pictures was loaded.
            let loaded = (report["loaded"] as? [String] ?? []).map { ($0 as NSString).lastPathComponent }
            let paperFiles = Set(forPaper.map { ($0 as NSString).lastPathComponent })
            #expect(paperFiles.isDisjoint(with: loaded), "\(page): loaded on screen \(paperFiles.intersection(loaded))")

            let pdf = try #require(report["pdf"] as? String)
            let (listed, list) = try BrowserTools.run("pdfimages", ["-list", pdf])
            #expect(listed == 0, "\(list)")
            // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
            let rows: [[String]] = list.split(separator: "\n").dropFirst(2).map { line in
                line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            }
            let images = rows.filter { $0.count >= 14 && $0[2] == "image" }
            #expect(images.count == forPaper.count, "\(page): \(images.count) pictures printed of \(forPaper.count)\n\(list)")
            for image in images {
                let size = "\(image[3])x\(image[4])"
                #expect(double.contains(size), "\(page): printed \(size), 2x renditions \(double)")
                let (across, down) = (Int(image[12]) ?? 0, Int(image[13]) ?? 0)
                #expect(across >= 150 && down >= 150, "\(page): \(size) printed at \(across)×\(down) ppi")
            }
            let printedSizes = images.map { row in "\(row[3])x\(row[4]) at \(row[12]) ppi" }
            print("\(page): \(images.count) pictures printed, \(printedSizes.joined(separator: ", "))")
        }
    }
}
