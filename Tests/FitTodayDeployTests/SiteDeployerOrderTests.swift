@testable import FitTodayDeploy
import FitTodayDomain
import FitTodayHashing
import Foundation
import Testing

/// A deploy against a store in memory (``ObjectStore``, issue 50): the order that never leaves a page naming a missing
/// file, deletes only after every upload and only of what FitToday put there, a failed upload that stops before any
/// delete and says how far it got, and too many deletes that change nothing. The whole path against a real S3 API
/// on 127.0.0.1 stays in the command-line tests.
@Suite struct SiteDeployerOrderTests {
    /// A bucket in memory that records every change, in order, and fails the puts it is told to.
    actor MemoryStore: ObjectStore {
        nonisolated let address = "memory://bucket"
        private(set) var objects: [String: Data] = [:]
        private(set) var changes: [String] = []
        var failingPuts: Set<String> = []

        init(objects: [String: Data] = [:]) { self.objects = objects }

        func failPuts(of keys: Set<String>) { failingPuts = keys }
        func forgetChanges() { changes = [] }

        func list(prefix: String) async throws(S3Failure) -> [String: String] {
            objects.filter { $0.key.hasPrefix(prefix) }.mapValues { MD5.hexDigest($0) }
        }

        func get(key: String, maxBodyBytes: Int) async throws(S3Failure) -> Data? { objects[key] }

        func put(key: String, body: Data, contentType: String, cacheControl: String?) async throws(S3Failure) {
            if failingPuts.contains(key) { throw .status(500, "InternalError") }
            objects[key] = body
            changes.append("put \(key)")
        }

        func delete(key: String) async throws(S3Failure) {
            objects[key] = nil
            changes.append("delete \(key)")
        }
    }

    /// A built site's folder with a file of every kind, and a dotfile no deploy sends.
    final class Site {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deploy-order-\(UUID().uuidString)")
        init(_ files: [String: String] = Site.files) throws {
            for (path, text) in files { try write(path, text) }
        }
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func remove(_ path: String) throws { try FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
        deinit { try? FileManager.default.removeItem(at: folder) }

        static let files = [
            "assets/style.1a2b3c4d5e6f.css": "body{}", "images/0a1b2c3d4e5f6a7b.160x160.webp": "webp", "favicon.svg": "<svg/>",
            "history/index.html": "<p>history</p>", "index.md": "# Today", "exercises/supino/index.html": "<p>supino</p>",
            "index.html": "<p>today</p>", "sw.js": "self", ".gitkeep": "",
        ]
    }

    let target = S3Target(parsing: "s3://bucket/site")!

    func deploy(_ site: Site, to store: MemoryStore, maxDeletes: Int = 256) async throws(FitTodayError) -> DeployReport {
        try await SiteDeployer(folder: site.folder, target: target, store: store, options: DeployOptions(maxDeletes: maxDeletes, jobs: 3)).deploy()
    }

    /// The kind of each put, the manifest apart.
    static func kinds(_ changes: [String]) -> [String] {
        changes.map { change in
            let key = String(change.split(separator: " ")[1])
            if key == "site/" + DeployManifest.name { return "manifest" }
            return "\(SiteFileKind.of(String(key.dropFirst("site/".count))))"
        }
    }

    @Test func aFirstDeployPutsWhatPagesNameBeforeThePagesAndTheEntryPointsLast() async throws {
        let site = try Site(), store = MemoryStore()
        let report = try await deploy(site, to: store)
        #expect(report.plan.uploads.count == 8, "the dotfile is not sent")
        let changes = await store.changes
        #expect(Self.kinds(changes) == ["manifest", "hashedAsset", "hashedAsset", "asset", "page", "page", "page", "entryPoint", "entryPoint", "manifest"])
        #expect(await store.objects["site/.gitkeep"] == nil)
        #expect(await store.objects["site/index.html"] == Data("<p>today</p>".utf8))
        // Deployed again unchanged: nothing is sent.
        await store.forgetChanges()
        _ = try await deploy(site, to: store)
        #expect(await store.changes.isEmpty)
    }

    @Test func aPageGoneIsDeletedAfterEveryUploadAndOnlyWhatFitTodayPutThere() async throws {
        let site = try Site(), store = MemoryStore(objects: ["site/notes/mine.txt": Data("someone else's".utf8)])
        _ = try await deploy(site, to: store)
        try site.remove("exercises/supino/index.html")
        try site.write("index.html", "<p>today, changed</p>")
        await store.forgetChanges()
        _ = try await deploy(site, to: store)
        #expect(await store.changes == ["put site/\(DeployManifest.name)", "put site/index.html", "delete site/exercises/supino/index.html",
                                        "put site/\(DeployManifest.name)"])
        #expect(await store.objects["site/notes/mine.txt"] != nil, "an object FitToday did not put there stays")
    }

    @Test func aFailedUploadStopsBeforeAnyDeleteAndSaysHowFarItGot() async throws {
        let site = try Site(), store = MemoryStore()
        _ = try await deploy(site, to: store)
        try site.remove("history/index.html")
        try site.write("index.md", "# Today, changed")
        try site.write("index.html", "<p>today, changed</p>")
        await store.failPuts(of: ["site/index.html"])
        await store.forgetChanges()
        await #expect(throws: FitTodayError.deploy(.serverFailed(status: 500, uploaded: 1, total: 2))) {
            _ = try await deploy(site, to: store)
        }
        let changes = await store.changes
        #expect(changes == ["put site/\(DeployManifest.name)", "put site/index.md"], "no delete, and the last manifest is the intent's")
        let manifest = try #require(await store.objects["site/\(DeployManifest.name)"].flatMap(DeployManifest.decode))
        #expect(manifest.pending == ["index.html", "index.md"], "the next deploy knows what this one began")
        // The store answers again: the next deploy finishes the work.
        await store.failPuts(of: [])
        _ = try await deploy(site, to: store)
        #expect(await store.objects["site/history/index.html"] == nil)
        #expect(await store.objects["site/index.html"] == Data("<p>today, changed</p>".utf8))
    }

    @Test func moreDeletesThanAllowedChangeNothing() async throws {
        let site = try Site(), store = MemoryStore()
        _ = try await deploy(site, to: store)
        for path in ["history/index.html", "exercises/supino/index.html", "favicon.svg"] { try site.remove(path) }
        let before = await store.objects
        await store.forgetChanges()
        await #expect(throws: FitTodayError.deploy(.tooManyDeletes(count: 3, limit: 2))) {
            _ = try await deploy(site, to: store, maxDeletes: 2)
        }
        #expect(await store.changes.isEmpty)
        #expect(await store.objects == before)
    }
}
