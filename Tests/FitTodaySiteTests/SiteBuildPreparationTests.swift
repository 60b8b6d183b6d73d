import FitTodayData
import FitTodayDomain
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// The set-up a build begins while the command reads the data (``SiteBuildPreparation``): it holds the output's lock
/// from then on, and a build given it, with the library and figures read early, makes the site a build without it makes.
@Suite struct SiteBuildPreparationTests {
    func options(_ output: URL) -> SiteBuildOptions {
        SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today, lockWait: 0, concurrency: 2, codeStamp: "preparation")
    }

    @Test func itHoldsTheLockAndBuildsTheSameSite() async throws {
        let directory = try TemporaryDirectory()
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(30, in: store)
        let output = directory.url.appendingPathComponent("public")
        // Over no site yet, the command's preparation makes nothing: the first build makes its parts itself.
        let none = SiteBuildPreparation(options(output), overAnExistingSite: true)
        #expect(try await none.ready() == nil)
        let beside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(!beside.contains("public.lock") && !beside.contains(".public.state"), "\(beside)")
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options(output), preparation: none).build()

        // Ready, it holds the lock: another build of the same output finds the build in progress.
        var preparation: SiteBuildPreparation? = SiteBuildPreparation(options(output), overAnExistingSite: true)
        do {
            let ready = try #require(try await preparation?.ready())
            #expect(ready.previous.inputKey != nil && ready.walk != nil, "the last build's state, and the output walked")
        }
        await #expect(throws: FitTodayError.buildInProgress(output: output.path)) {
            try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options(output)).build()
        }
        // Given to the build, with the library and the figures read early: the site is the one a whole build makes.
        try SiteFixtures.history(1, in: store)
        let snapshot = try store.readingSnapshot(connections: 2)
        preparation?.beginReading(from: snapshot.siteData, today: SiteFixtures.today)
        let update = try await SiteBuilder.showingToday(source: snapshot, images: NoImageProvider(), options: options(output), preparation: preparation).build()
        #expect(update.updatedInPlace)
        preparation = nil
        let fresh = directory.url.appendingPathComponent("fresh")
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options(fresh)).build()
        #expect(SiteInspector(root: output).differences(from: SiteInspector(root: fresh)) == [])
        // Dropped, it lets the lock go.
        #expect(try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options(output)).build().written == 0)
    }
}
