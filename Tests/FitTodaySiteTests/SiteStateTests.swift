import FitTodayDomain
@testable import FitTodayBuild
@testable import FitTodaySite
import FitTodayTestSupport
import Foundation
import GRDB
import Testing

/// The build's state (`.public.state`) reads back what it saved: the head, the images and the page fingerprints,
/// whether every page was set anew (a full build) or a few were added, changed and removed on top of the stored ones
/// (an update in place); a state that is damaged, of another version or not FitToday's is made again, empty.
@Suite struct SiteStateTests {
    /// Every page row, sorted by path.
    func pageRows(_ output: URL) throws -> [String] {
        let queue = try DatabaseQueue(path: SiteState.location(for: output).path)
        return try queue.read { db in try Row.fetchAll(db, sql: "SELECT path, fingerprint FROM page ORDER BY path") }
            .map { "\($0[0] as String)\t\($0[1] as String)" }
    }

    func head(_ state: SiteState, pages: Int = 0) -> RenderManifest {
        var manifest = RenderManifest(inputKey: "key", filesDigest: "3-abc", fileCount: 3, pages: pages, images: 1, missingImages: 4)
        manifest.baseKey = "base"
        manifest.dataMark = DataChangeMark(serial: 7, token: "t")
        manifest.libraryIndex = "assets/library-index.0.js"
        manifest.imagePaths = ["a/0.jpg": "images/0123.jpg", "b/1.jpg": "images/4567.jpg"]
        return manifest
    }

    @Test func pagesChangedOnTopOfTheStoredOnesAreSavedAsChanges() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        var expected: [String: String] = [:]
        do {
            let state = SiteState(for: output)
            var manifest = head(state, pages: 68)
            for number in stride(from: 200, through: 1, by: -3) { manifest["history/sessions/\(number)/index.html"] = "fp\(number)" }
            manifest["index.html"] = "today"
            state.save(manifest, stamps: nil, history: nil)
            for number in stride(from: 200, through: 1, by: -3) { expected["history/sessions/\(number)/index.html"] = "fp\(number)" }
            expected["index.html"] = "today"
            #expect(try pageRows(output) == expected.map { "\($0.key)\t\($0.value)" }.sorted())
        }
        let state = SiteState(for: output)
        var read = state.manifest(pages: .onDemand)
        #expect(read.pageCount == 68)
        #expect(read["history/sessions/2/index.html"] == "fp2")
        read["history/sessions/2/index.html"] = "changed"
        read["history/sessions/201/index.html"] = "new"
        read["a.html"] = "first"
        read["history/sessions/5/index.html"] = nil
        read["history/sessions/8/index.html"] = nil
        read["history/sessions/8/index.html"] = "back"
        #expect(read.pageCount == 69)
        state.save(read, stamps: nil, history: nil)
        expected["history/sessions/2/index.html"] = "changed"
        expected["history/sessions/201/index.html"] = "new"
        expected["a.html"] = "first"
        expected["history/sessions/5/index.html"] = nil
        expected["history/sessions/8/index.html"] = "back"
        #expect(try pageRows(output) == expected.map { "\($0.key)\t\($0.value)" }.sorted())
        #expect(state.manifest(pages: .all)["history/sessions/8/index.html"] == "back")
    }

    /// What an update asks of the pages read: a few fingerprints, the pages under a folder, how many there are.
    @Test func pagesReadAreLookedUpCountedAndListedByFolder() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let state = SiteState(for: output)
        var manifest = head(state, pages: 7)
        for path in ["plans/index.html", "plans/3/index.html", "plans/12/index.html", "plansx.html", "index.html", "exercícios/é.html", "exercícios/z.html"] {
            manifest[path] = "fp " + path
        }
        state.save(manifest, stamps: nil, history: nil)
        for reading in [SiteState.PageReading.onDemand, .all] {
            var read = state.manifest(pages: reading)
            #expect(read.pageCount == 7)
            #expect(read["exercícios/é.html"] == "fp exercícios/é.html" && read["plans/4/index.html"] == nil)
            #expect(read.pagePaths(withPrefix: "plans/") == ["plans/12/index.html", "plans/3/index.html", "plans/index.html"])
            read["plans/3/index.html"] = nil
            read["plans/7/index.html"] = "new"
            read["index.html"] = "changed"
            #expect(read.pageCount == 7)
            #expect(read.pagePaths(withPrefix: "plans/") == ["plans/12/index.html", "plans/7/index.html", "plans/index.html"])
        }
    }

    /// A build with nothing to do reads only the head: the same fields as reading the whole manifest.
    /// A state beside `output` saved with ``head(_:pages:)`` and one page, `index.html`, changed first by `change`.
    func savedWithOnePage(at output: URL, _ change: (inout RenderManifest) -> Void = { _ in }) -> SiteState {
        let state = SiteState(for: output)
        var manifest = head(state, pages: 1)
        manifest["index.html"] = "today"
        change(&manifest)
        state.save(manifest, stamps: nil, history: nil)
        return state
    }

    @Test func theHeadAloneHoldsEveryFieldButThePagesAndImages() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let state = SiteState(for: output)
        var manifest = head(state, pages: 2)
        for number in 0..<2_000 { manifest["history/sessions/\(number).html"] = String(repeating: "f", count: 64) }
        state.save(manifest, stamps: nil, history: nil)
        let head = state.head(), whole = state.manifest(pages: .all)
        #expect(head.inputKey == "key" && head.baseKey == "base" && head.dataMark == DataChangeMark(serial: 7, token: "t"))
        #expect(head.filesDigest == whole.filesDigest && head.fileCount == 3 && head.pages == 2 && head.missingImages == 4)
        #expect(head.libraryIndex == whole.libraryIndex && head.pageCount == 0 && whole.pageCount == 2_000)
        #expect(head.imagePaths.isEmpty && whole.imagePaths == manifest.imagePaths)
    }

    /// The start key and its time limit read back as saved, and a build that found nothing to do by its inputs sets
    /// them on the head it leaves as it was; a state that describes no site takes none.
    @Test func theStartKeyIsKeptWithTheHeadAndSetOnItAlone() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let state = savedWithOnePage(at: output) {
            ($0.startKey, $0.startValidUntil, $0.startInputs, $0.imagesKey) = ("start", 1_800_000_000, "inputs", "images")
        }
        #expect(state.head().startKey == "start" && state.head().startValidUntil == 1_800_000_000)
        #expect(state.head().startInputs == "inputs" && state.head().imagesKey == "images")
        state.recordStart(key: "other", validUntil: nil, inputs: "other inputs")
        let recorded = SiteState(for: output).head()
        #expect(recorded.startKey == "other" && recorded.startValidUntil == nil && recorded.startInputs == "other inputs")
        #expect(recorded.imagesKey == "images", "the images the site was made from stay")
        #expect(recorded.inputKey == "key" && recorded.filesDigest == "3-abc" && recorded.dataMark == DataChangeMark(serial: 7, token: "t"))
        #expect(state.manifest(pages: .all)["index.html"] == "today")
        state.forget()
        state.recordStart(key: "after", validUntil: nil, inputs: nil)
        #expect(state.head().startKey == nil && state.head().inputKey == nil)
    }

    /// Between the swap and the save, the state describes no site: its head, and with it every page, is gone.
    @Test func aForgottenStateDescribesNoSiteAndLeavesNoJournal() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let state = savedWithOnePage(at: output)
        state.forget()
        #expect(state.head().inputKey == nil && state.manifest(pages: .all).pageCount == 0)
        #expect(state.manifest(pages: .onDemand)["index.html"] == nil)
        let beside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(beside == [".public.state"])
    }

    /// Not SQLite, another application's SQLite file, another version, a damaged head, a damaged page row: the
    /// state is made again (or the value left out), never half-trusted.
    @Test func aDamagedForeignOrOtherVersionStateIsNeverTrusted() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        let location = SiteState.location(for: output)
        func saved() -> SiteState {
            let state = SiteState(for: output)
            var manifest = head(state, pages: 2)
            manifest["index.html"] = "today"
            manifest["b.html"] = "b"
            state.save(manifest, stamps: nil, history: nil)
            return state
        }
        _ = saved()
        try Data("not a database at all, just some text long enough".utf8).write(to: location)
        #expect(SiteState(for: output).head().inputKey == nil)
        #expect(saved().head().inputKey == "key")

        try FileManager.default.removeItem(at: location)
        try DatabaseQueue(path: location.path).write { db in try db.execute(sql: "CREATE TABLE other(x); PRAGMA user_version = 1") }
        #expect(SiteState(for: output).head().inputKey == nil)
        #expect(saved().head().inputKey == "key")

        try DatabaseQueue(path: location.path).write { db in try db.execute(sql: "PRAGMA user_version = \(SiteState.version + 1)") }
        #expect(SiteState(for: output).head().inputKey == nil)

        _ = saved()
        try DatabaseQueue(path: location.path).write { db in
            try db.execute(sql: "UPDATE head SET body = substr(body, 1, 30) || x'00' || substr(body, 32)")
            try db.execute(sql: "UPDATE page SET fingerprint = 'forged' WHERE path = 'b.html'")
        }
        #expect(SiteState(for: output).head().inputKey == nil)
        _ = saved()
        try DatabaseQueue(path: location.path).write { db in try db.execute(sql: "UPDATE page SET fingerprint = 'forged' WHERE path = 'b.html'") }
        let state = SiteState(for: output)
        #expect(state.manifest(pages: .onDemand)["b.html"] == nil && state.manifest(pages: .onDemand)["index.html"] == "today")
        #expect(state.manifest(pages: .all)["b.html"] == nil && state.manifest(pages: .all)["index.html"] == "today")
    }

    /// The folder stamps are read back only for the files' digest they were taken with.
    @Test func folderStampsReadBackOnlyForTheirDigest() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: output.appendingPathComponent("history"), withIntermediateDirectories: true)
        for file in ["index.html", "history/index.html"] { try Data(file.utf8).write(to: output.appendingPathComponent(file)) }
        let stamps = try #require(SiteFolderStamps.taking(at: output.path, files: ["index.html", "history/index.html"]))
        let state = SiteState(for: output)
        state.save(head(state), stamps: stamps, history: nil)
        #expect(state.folderStamps(filesDigest: stamps.digest) == stamps)
        #expect(state.folderStamps(filesDigest: SiteFileDigest.of(["other.html"])) == nil)
        state.forget()
        #expect(state.folderStamps(filesDigest: stamps.digest) == nil)
    }

    /// The files builds kept before the state go once a build saved it; a folder beside one of them is still a site.
    @Test func theFormerFilesCountAsASiteAndAreRemoved() throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("public")
        #expect(!SiteState.exists(for: output))
        for suffix in SiteState.formerSuffixes { try Data("x".utf8).write(to: directory.url.appendingPathComponent(".public.\(suffix)")) }
        #expect(SiteState.exists(for: output))
        SiteState.removeFormerFiles(for: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
        _ = SiteState(for: output)
        #expect(SiteState.exists(for: output))
    }
}
