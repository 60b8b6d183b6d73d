import FitTodayData
import FitTodayDomain
@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import Testing

/// A build with nothing to do stops on its start key (``SiteStartKey``) and the data's revision, before it reads the
/// data, the library or the images; any input changed, a stamp too recent to trust, an image the build would fetch
/// or the site not all there sends it the long way.
@Suite struct StartKeyTests {
    /// A moment far enough on that every file made by the test counts as settled.
    static var later: Date { Date().addingTimeInterval(60) }

    func options(_ output: URL, start: SiteStartKey?) -> SiteBuildOptions {
        var options = SiteBuildOptions(outputDirectory: output, today: SiteFixtures.today, concurrency: 2, codeStamp: "start")
        options.start = start
        return options
    }

    func start(_ folder: URL, now: Date = later) -> SiteStartKey {
        var key = SiteStartKey(now: now)
        key.add("day", SiteFixtures.today.description)
        key.addTree("library", path: folder.path)
        return key
    }

    @Test func theKeyFollowsEveryValueAndEveryFileOfATree() throws {
        let directory = try TemporaryDirectory()
        let library = directory.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("exercises"), withIntermediateDirectories: true)
        let file = library.appendingPathComponent("exercises/supino.md")
        try Data("name = \"Supino\"\n".utf8).write(to: file)
        let first = start(library)
        #expect(first.settled && first.key(revision: "r") == start(library).key(revision: "r"))
        #expect(first.key(revision: "r") != first.key(revision: "s"))
        var other = SiteStartKey(now: Self.later)
        other.add("day", "2026-11-23")
        other.addTree("library", path: library.path)
        #expect(other.key(revision: "r") != first.key(revision: "r"))
        // Names and values are length-prefixed: moving text from one to the other is another key.
        var a = SiteStartKey(now: Self.later), b = SiteStartKey(now: Self.later)
        a.add("ab", "c")
        b.add("a", "bc")
        #expect(a.key(revision: "r") != b.key(revision: "r"))

        // A file edited in place, one added deep down, one removed: each is another key.
        try Data("name = \"Supino reto\"\n".utf8).write(to: file)
        let edited = start(library)
        #expect(edited.key(revision: "r") != first.key(revision: "r"))
        let deep = library.appendingPathComponent("exercises/more/deeper")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: deep.appendingPathComponent("a.md"))
        let added = start(library)
        #expect(added.key(revision: "r") != edited.key(revision: "r"))
        try FileManager.default.removeItem(at: deep.appendingPathComponent("a.md"))
        #expect(start(library).key(revision: "r") != added.key(revision: "r"))
        // No folder at all is a value too, and a file that is not there is "none".
        var missing = SiteStartKey(now: Self.later)
        missing.addTree("templates", path: directory.url.appendingPathComponent("templates").path)
        missing.addFile("settings", path: directory.url.appendingPathComponent("fittoday.toml").path)
        #expect(missing.settled)

        // Files changed a moment ago may change again within their time stamp's grain: such a key is not settled.
        try Data("name = \"Supino\"\n".utf8).write(to: file)
        #expect(!start(library, now: Date()).settled)
        // A link that loops is followed only so deep, and the key is then not trusted.
        try FileManager.default.createSymbolicLink(at: library.appendingPathComponent("loop"), withDestinationURL: library)
        #expect(!start(library).settled)
    }

    func stops(startKey: String, previous: RenderManifest, now: Date, found: () -> SiteFileDigest.Scan) -> Bool {
        if case .success = BuildPlanner.nothingToDo(startKey: startKey, previous: previous, now: now, found: found) { return true }
        return false
    }

    @Test func theStartRecordHoldsUntilTheFirstImageGoesStaleAndNeedsEveryImage() {
        var key = SiteStartKey(now: Self.later)
        key.add("a", "b")
        let soon = Date(timeIntervalSince1970: 1_800_000_000), later = Date(timeIntervalSince1970: 1_900_000_000)
        var inputs = SiteInputs(exercises: [], imagePaths: ["a/0.jpg", "b/0.jpg"], images: [
            "a/0.jpg": SiteImage(fileURL: URL(fileURLWithPath: "/c/a"), contentType: "image/jpeg", freshUntil: later),
            "b/0.jpg": SiteImage(fileURL: URL(fileURLWithPath: "/c/b"), contentType: "image/jpeg", freshUntil: soon),
        ], key: "k", baseKey: "base", imagesKey: "images")
        #expect(BuildPlanner.startRecord(key, inputs: inputs) == nil, "no revision, no record")
        inputs.revision = "r"
        #expect(BuildPlanner.startRecord(key, inputs: inputs)?.key == key.key(revision: "r"))
        #expect(BuildPlanner.startRecord(key, inputs: inputs)?.inputs == key.inputsKey)
        #expect(BuildPlanner.startRecord(key, inputs: inputs)?.validUntil == nil, "an offline cache: the key holds while it is the same")
        key.imagesExpire = true
        #expect(BuildPlanner.startRecord(key, inputs: inputs)?.validUntil == 1_800_000_000)
        inputs.images["a/0.jpg"] = nil
        #expect(BuildPlanner.startRecord(key, inputs: inputs) == nil, "a missing image is fetched by the next build")
        #expect(BuildPlanner.startRecord(nil, inputs: inputs) == nil)
        inputs.images["a/0.jpg"] = SiteImage(fileURL: URL(fileURLWithPath: "/c/a"), contentType: "image/jpeg")
        #expect(BuildPlanner.startRecord(key, inputs: inputs)?.validUntil == 1_800_000_000, "an image without a limit sets none")
        // Seen from 1970, every file changed a moment ago.
        var stamped = SiteStartKey(now: Date(timeIntervalSince1970: 0))
        stamped.addFile("this test", path: #filePath)
        #expect(BuildPlanner.startRecord(stamped, inputs: inputs) == nil, "a stamp too recent to trust")

        var previous = RenderManifest(filesDigest: "1-a", fileCount: 1)
        (previous.startKey, previous.startValidUntil) = ("k", 1_800_000_000)
        let scan = SiteFileDigest.Scan(digest: "1-a", files: 1, foreignEntries: 0)
        #expect(stops(startKey: "k", previous: previous, now: soon.addingTimeInterval(-1), found: { scan }))
        #expect(!stops(startKey: "k", previous: previous, now: soon, found: { scan }))
        #expect(!stops(startKey: "j", previous: previous, now: Date(timeIntervalSince1970: 0), found: { scan }))
        previous.startValidUntil = nil
        #expect(stops(startKey: "k", previous: previous, now: later, found: { scan }))
        let other = SiteFileDigest.Scan(digest: "1-b", files: 1, foreignEntries: 0)
        #expect(!stops(startKey: "k", previous: previous, now: later, found: { other }))
    }

    /// A store with a plan and 30 sessions, where its site goes, and an empty library folder for the start key.
    func site(in directory: TemporaryDirectory) throws -> (store: SQLiteStore, output: URL, library: URL) {
        let store = try SiteFixtures.store(in: directory)
        try SiteFixtures.plan(in: store)
        try SiteFixtures.history(30, in: store)
        let library = directory.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        return (store, directory.url.appendingPathComponent("public"), library)
    }

    @Test func aBuildKeepsItsStartKeyAndTheNextStopsOnItWhileTheSiteIsAllThere() async throws {
        let directory = try TemporaryDirectory()
        let (store, output, library) = try site(in: directory)
        let revision = try #require(try store.siteData.revision())

        // No site yet: nothing is decided early, and nothing is made beside the output for it.
        #expect(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: revision) == nil)
        #expect(!FileManager.default.fileExists(atPath: SiteState.location(for: output).path))
        let built = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options(output, start: start(library))).build()
        let early = try #require(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: revision))
        #expect(early.written == 0 && early.unchanged == built.written + built.unchanged && early.pages == built.pages)
        #expect(early.missingImages == built.missingImages && early.steps.isEmpty)
        // Another revision, another key, no key at all: the long way.
        #expect(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: "other") == nil)
        #expect(try await SiteBuilder.upToDate(options(output, start: nil), revision: revision) == nil)
        try Data("x".utf8).write(to: library.appendingPathComponent("new.md"))
        #expect(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: revision) == nil)
        // The long way finds the same inputs: it sets the new start key, and the next build stops on it.
        let again = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options(output, start: start(library))).build()
        #expect(again.written == 0)
        #expect(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: revision) != nil)
        // A page of the site deleted by hand: the long way, which puts it back.
        try FileManager.default.removeItem(at: output.appendingPathComponent("history/index.html"))
        #expect(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: revision) == nil)
        let mended = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(), options: options(output, start: start(library))).build()
        #expect(mended.written > 0 && FileManager.default.fileExists(atPath: output.appendingPathComponent("history/index.html").path))
        #expect(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: revision) != nil)
        // A key not settled is not kept: the build after it goes the long way.
        try SiteFixtures.history(1, in: store)
        let newer = try #require(try store.siteData.revision())
        // (Seen from 1970, every file changed a moment ago.)
        _ = try await SiteBuilder.showingToday(source: store, images: NoImageProvider(),
                                  options: options(output, start: start(library, now: Date(timeIntervalSince1970: 0)))).build()
        #expect(try await SiteBuilder.upToDate(options(output, start: start(library)), revision: newer) == nil)
    }

    /// Gives `file` for the paths that start with `prefix`, fresh until `freshUntil`, and counts the paths it is asked for.
    struct CountingImages: SiteImageProvider {
        let file: URL
        var prefix = "Barbell_Bench_Press"
        var freshUntil: Date?
        let asked = Locked(0)

        func image(forPath path: String) async -> SiteImage? {
            asked.withLock { $0 += 1 }
            return path.hasPrefix(prefix) ? SiteImage(fileURL: file, contentType: "image/jpeg", freshUntil: freshUntil) : nil
        }
    }

    /// A morning's update whose start inputs are the last build's takes that build's images without asking for any,
    /// and leaves the site a whole build would; other start inputs, data that is more than sessions, or images due
    /// for revalidation make it look them up again.
    @Test func anUpdateTakesTheLastBuildsImagesWhileItsStartInputsAreTheSame() async throws {
        let directory = try TemporaryDirectory()
        let (store, output, library) = try site(in: directory)
        let file = directory.url.appendingPathComponent("bench.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: UInt8(7), count: 64)).write(to: file)
        func build(_ images: CountingImages, into output: URL, expiring: Bool = false) async throws -> SiteBuildReport {
            var key = start(library)
            // As `build` makes it: an online cache is another start input than an offline one.
            if expiring { key.add("images", "online") }
            key.imagesExpire = expiring
            return try await SiteBuilder.showingToday(source: store, images: images, options: options(output, start: key)).build()
        }
        let images = CountingImages(file: file)
        let first = try await build(images, into: output)
        let asked = images.asked.withLock { $0 }
        #expect(!first.updatedInPlace && first.images == 1 && asked == 2)
        let state = SiteState(for: output)
        let imagesKey = try #require(state.head().imagesKey)
        #expect(state.head().startInputs == start(library).inputsKey)

        // A session logged: an update in place that asks for no image, and the site a whole build makes.
        try SiteFixtures.history(1, in: store)
        let update = try await build(images, into: output)
        #expect(update.updatedInPlace && images.asked.withLock { $0 } == asked)
        #expect(state.head().imagesKey == imagesKey && state.head().startKey != nil)
        let fresh = directory.url.appendingPathComponent("fresh")
        _ = try await build(CountingImages(file: file), into: fresh)
        #expect(SiteInspector(root: output).differences(from: SiteInspector(root: fresh)) == [])

        // Another start input (a file in the library's folder): the images are asked for again.
        try Data("x".utf8).write(to: library.appendingPathComponent("new.md"))
        try SiteFixtures.history(1, in: store)
        #expect(try await build(images, into: output).updatedInPlace && images.asked.withLock { $0 } == asked * 2)
        // More than sessions changed (the profile): every page, and every image looked up.
        try SiteFixtures.history(1, in: store)
        try store.profiles.saveProfile(Profile(goal: .strength, equipment: .fullGym))
        let whole = try await build(images, into: output)
        #expect(!whole.updatedInPlace && whole.images == 1 && images.asked.withLock { $0 } == asked * 3)

        // Images due for revalidation (an online cache, every image there) are looked up by the next build, update or not.
        let expiring = CountingImages(file: file, prefix: "", freshUntil: Date(timeIntervalSince1970: 1_000))
        try SiteFixtures.history(1, in: store)
        _ = try await build(expiring, into: output, expiring: true)
        #expect(state.head().startValidUntil == 1_000 && expiring.asked.withLock { $0 } == asked)
        try SiteFixtures.history(1, in: store)
        #expect(try await build(expiring, into: output, expiring: true).updatedInPlace && expiring.asked.withLock { $0 } == asked * 2)
    }
}
