@testable import FitTodayImageRenditions
import FitTodayHashing
import Foundation
import Testing

/// Many images' renditions side by side, kept once: a second run over the same originals makes none and, with their
/// hashes known (as the image cache knows them), opens none; a damaged image is left out with its reason.
@Suite("Renditions of many images, made once", .timeLimit(.minutes(2)),
       .enabled(if: RenditionFixtures.inCI || RenditionFixtures.ready,
                "libvips cannot be opened here (make setup installs libvips-dev), or ../shared/data/free-exercise-db/images is absent"))
struct RenditionBatchTests {
    /// free-exercise-db's photographs (read in place), each with its hash.
    static func originals(_ count: Int) throws -> [String: RenditionOriginal] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: RenditionFixtures.shared.path).sorted().prefix(count)
        var originals: [String: RenditionOriginal] = [:]
        for folder in folders {
            let url = RenditionFixtures.shared.appendingPathComponent(folder).appendingPathComponent("0.jpg")
            originals["\(folder)/0.jpg"] = RenditionOriginal(fileURL: url, contentSHA256: try SHA256.hexDigest(contentsOf: url))
        }
        return originals
    }

    @Test("the first run makes six renditions per image; the next makes none and opens no image")
    func madeOnce() async throws {
        _ = try RenditionFixtures.libvips()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let originals = try Self.originals(6)
        try #require(originals.count == 6)
        let maker = RenditionMaker(settings: RenditionSettings())
        let first = await RenditionBatch(maker: maker, store: RenditionStore(directory: folder), parallelism: 3).run(originals)
        #expect(first.failures.isEmpty)
        #expect(first.counts.made == 6 * originals.count && first.counts.reused == 0 && first.counts.opened == originals.count)
        // One decode per image, for its six renditions.
        #expect(first.counts.decoded == originals.count)
        for (name, set) in first.sets {
            for place in ImagePlace.allCases {
                let one = try #require(set.entry(place, density: 1), "\(name) \(place)")
                let two = try #require(set.entry(place, density: 2), "\(name) \(place)")
                #expect(one.width <= place.defaultWidth && two.width <= 2 * place.defaultWidth && two.width >= one.width)
                #expect(FileManager.default.fileExists(atPath: two.fileURL.path))
            }
        }

        // Another build: a new store over the same folder finds them all.
        let again = await RenditionBatch(maker: maker, store: RenditionStore(directory: folder), parallelism: 3).run(originals)
        #expect(again.counts == { var c = RenditionBatch.Counts(); c.reused = 6 * originals.count; return c }())
        #expect(again.sets == first.sets)

        // Other settings are other renditions.
        let jpeg = RenditionMaker(settings: RenditionSettings(format: .jpeg))
        let other = await RenditionBatch(maker: jpeg, store: RenditionStore(directory: folder)).run(originals)
        #expect(other.counts.made == 6 * originals.count)
    }

    @Test("an image missing some renditions is decoded once for them all; one missing none is not decoded")
    func decodedOncePerImage() async throws {
        _ = try RenditionFixtures.libvips()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let originals = try Self.originals(3)
        let maker = RenditionMaker(settings: RenditionSettings())
        let first = await RenditionBatch(maker: maker, store: RenditionStore(directory: folder), parallelism: 2).run(originals)
        #expect(first.counts.decoded == 3 && first.counts.made == 18)
        // Three renditions of one image gone (its thumb at 1x and 2x, its page at 2x): made again from one decode.
        let name = try #require(originals.keys.sorted().first)
        let set = try #require(first.sets[name])
        for (place, density) in [(ImagePlace.thumb, 1), (.thumb, 2), (.page, 2)] {
            try FileManager.default.removeItem(at: try #require(set.entry(place, density: density)).fileURL)
        }
        let batch = RenditionBatch(maker: maker, store: RenditionStore(directory: folder), parallelism: 2)
        #expect(!batch.keepsAll(originalSHA256: try #require(originals[name]?.contentSHA256)))
        let again = await batch.run(originals)
        #expect(again.counts.made == 3 && again.counts.reused == 15 && again.counts.decoded == 1 && again.counts.opened == 1)
        #expect(again.sets == first.sets)
        #expect(originals.values.allSatisfy { batch.keepsAll(originalSHA256: $0.contentSHA256!) })
    }

    @Test("an image that cannot be read is left out with its reason; the others are made")
    func damagedLeftOut() async throws {
        _ = try RenditionFixtures.libvips()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var originals = try Self.originals(2)
        let html = folder.appendingPathComponent("page.jpg")
        try Data("<html><body>404</body></html>".utf8).write(to: html)
        originals["html"] = RenditionOriginal(fileURL: html)
        let changed = folder.appendingPathComponent("changed.jpg")
        try Data(try RenditionFixtures.photograph()).write(to: changed)
        originals["changed"] = RenditionOriginal(fileURL: changed, contentSHA256: String(repeating: "0", count: 64))
        originals["gone"] = RenditionOriginal(fileURL: folder.appendingPathComponent("gone.jpg"))
        let result = await RenditionBatch(maker: RenditionMaker(settings: RenditionSettings()),
                                          store: RenditionStore(directory: folder.appendingPathComponent("renditions"))).run(originals)
        #expect(Set(result.sets.keys) == Set(originals.keys).subtracting(["html", "changed", "gone"]))
        #expect(result.failures["changed"] == .unreadable("changedSinceStored"))
        #expect(result.failures["gone"] == .unreadable("unreadableFile"))
        guard case .unreadable = result.failures["html"] else {
            Issue.record("an HTML page was not refused: \(String(describing: result.failures["html"]))")
            return
        }
    }
}
