import FitTodayData
import FitTodayDomain
import FitTodayImageRenditions
@testable import FitTodaySite
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
        try store.saveExercises(library)
        let available = Set(try FileManager.default.contentsOfDirectory(atPath: SiteBuilderTests.imagesFolder.path))
        let pictured = library.filter { $0.images.first.map { available.contains(String($0.split(separator: "/")[0])) } ?? false }
        try #require(pictured.count >= 8)
        try store.createPlan(Plan(
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
}
