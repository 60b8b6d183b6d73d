@testable import FitTodayImageRenditions
import FitTodayHashing
import Foundation
import Testing

/// Renditions made by the real libvips from free-exercise-db's real photographs (`../shared`, read in place), and
/// hostile files made here. libvips comes from `make setup`: where it cannot be opened, or `../shared` is absent, the
/// suite is a visible skip with the reason, and under `CI=true` it runs and fails instead.
@Suite("Image renditions with libvips", .timeLimit(.minutes(2)),
       .enabled(if: RenditionFixtures.inCI || RenditionFixtures.ready,
                "libvips cannot be opened here (make setup installs libvips-dev), or ../shared/data/free-exercise-db/images is absent"))
struct RenditionMakerTests {
    @Test("every place at 1x and 2x: squares for thumb and card, the page's width, never wider than twice its slot")
    func placesAndDensities() throws {
        _ = try RenditionFixtures.libvips()
        let original = try RenditionFixtures.photograph()
        let header = RenditionMaker.header(original)
        #expect(header.width > 0 && header.height > 0)
        let maker = RenditionMaker(settings: RenditionSettings())
        for place in ImagePlace.allCases {
            for density in RenditionSettings.densities {
                let rendition = try maker.render(original, for: place, density: density).get()
                let slot = place.defaultWidth * density
                #expect(rendition.width <= slot, "\(place) \(density)x")
                #expect(rendition.width <= 2 * place.defaultWidth)
                if place.isSquare {
                    #expect(rendition.width == min(slot, header.height) && rendition.height == rendition.width, "\(place) \(density)x")
                } else {
                    // Never enlarged: the page's 2x (1280) of an 850-pixel original is the original's width.
                    #expect(rendition.width == min(slot, header.width))
                    let expectedHeight = Double(header.height) * Double(rendition.width) / Double(header.width)
                    #expect(abs(Double(rendition.height) - expectedHeight) <= 1, "\(rendition.height) against \(expectedHeight)")
                }
                // WebP: RIFF....WEBP.
                #expect(Array(rendition.bytes.prefix(4)) == Array("RIFF".utf8) && Array(rendition.bytes[8..<12]) == Array("WEBP".utf8))
                #expect(rendition.bytes.count < original.count)
                // What the file says of its own size is what the maker reports.
                let own = RenditionMaker.header(rendition.bytes)
                #expect(own.width == rendition.width && own.height == rendition.height)
            }
        }
    }

    @Test("every place and density from one decode: the sizes of renditions made one at a time, about their bytes")
    func oneDecodeForAll() throws {
        _ = try RenditionFixtures.libvips()
        let original = try RenditionFixtures.photograph()
        let maker = RenditionMaker(settings: RenditionSettings())
        let wanted = ImagePlace.allCases.flatMap { place in RenditionSettings.densities.map { (place: place, density: $0) } }
        let (all, decodes) = maker.render(original, for: wanted)
        #expect(decodes == 1)
        let renditions = try all.get()
        try #require(renditions.count == wanted.count)
        for ((place, density), rendition) in zip(wanted, renditions) {
            let alone = try maker.render(original, for: place, density: density).get()
            #expect(rendition.width == alone.width && rendition.height == alone.height, "\(place) \(density)x")
            // Cut from a decode at the size the largest box needs rather than one for each: within a fifth in bytes.
            #expect(abs(rendition.bytes.count - alone.bytes.count) * 5 <= alone.bytes.count, "\(place) \(density)x")
            #expect(RenditionMaker.header(rendition.bytes) == (rendition.width, rendition.height))
        }
        // Refused before decoding: no decode counted.
        let huge = try RenditionFixtures.jpegClaiming(width: 8_000, height: 6_000)
        #expect(maker.render(huge, for: wanted).decodes == 0)
        #expect(maker.render([UInt8](repeating: 1, count: 11 * 1_048_576), for: wanted).decodes == 0)
        #expect(maker.render(Array("<html></html>".utf8), for: wanted).decodes == 0)
    }

    @Test("the same original and settings give the same bytes; another quality or format gives others")
    func reproducible() throws {
        _ = try RenditionFixtures.libvips()
        let original = try RenditionFixtures.photograph()
        let maker = RenditionMaker(settings: RenditionSettings())
        let first = try maker.render(original, for: .card, density: 2).get()
        let again = try maker.render(original, for: .card, density: 2).get()
        #expect(first == again)
        let lower = try RenditionMaker(settings: RenditionSettings(quality: 30)).render(original, for: .card, density: 2).get()
        #expect(lower.bytes != first.bytes && lower.bytes.count < first.bytes.count)
        let jpeg = try RenditionMaker(settings: RenditionSettings(format: .jpeg)).render(original, for: .card, density: 2).get()
        #expect(Array(jpeg.bytes.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(jpeg.width == first.width && jpeg.height == first.height)
    }

    @Test("renditions made side by side on many tasks are the ones made one by one")
    func sideBySide() async throws {
        _ = try RenditionFixtures.libvips()
        let original = try RenditionFixtures.photograph()
        let maker = RenditionMaker(settings: RenditionSettings())
        let expected = try ImagePlace.allCases.map { try maker.render(original, for: $0, density: 2).get() }
        let made = await withTaskGroup(of: (Int, Rendition?).self) { group in
            for round in 0..<24 {
                group.addTask { (round, try? maker.render(original, for: ImagePlace.allCases[round % 3], density: 2).get()) }
            }
            var made: [Int: Rendition?] = [:]
            for await (round, rendition) in group { made[round] = rendition }
            return made
        }
        #expect(made.count == 24)
        #expect(made.allSatisfy { $0.value == expected[$0.key % 3] })
    }

    @Test("unreadable files are refused with a reason, never a crash")
    func unreadable() throws {
        _ = try RenditionFixtures.libvips()
        let original = try RenditionFixtures.photograph()
        let maker = RenditionMaker(settings: RenditionSettings())
        let html = Array("<!doctype html><html><body>Not found</body></html>".utf8)
        var damaged = original
        for index in stride(from: 600, to: damaged.count, by: 7) { damaged[index] ^= 0x5A }
        let cases: [(String, [UInt8])] = [
            ("empty", []),
            ("HTML", html),
            ("JPEG magic then noise", [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 4_000)),
            ("a JPEG cut after its header", Array(original.prefix(700))),
            ("PNG magic only", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            ("an SVG", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)),
        ]
        for (name, bytes) in cases {
            let result = maker.render(bytes, for: .card, density: 1)
            guard case .failure(let why) = result else {
                Issue.record("\(name): a rendition was made: \(result)")
                continue
            }
            guard case .unreadable(let reason) = why else {
                Issue.record("\(name): \(why)")
                continue
            }
            #expect(!reason.isEmpty, "\(name)")
        }
        // Damaged in the middle of its data: libvips either refuses it or makes a rendition of the right size.
        switch maker.render(damaged, for: .card, density: 1) {
        case .success(let rendition): #expect(rendition.width == 160 && rendition.height == 160)
        case .failure(let why): #expect(why.note.hasPrefix("unreadable"))
        }
    }

    @Test("a 30 MB blob is refused unread; an image over 40 megapixels is refused from its header, before decoding")
    func refusedBeforeDecoding() throws {
        _ = try RenditionFixtures.libvips()
        let maker = RenditionMaker(settings: RenditionSettings())
        let blob = [UInt8](repeating: 0xAB, count: 30 * 1_048_576)
        #expect(maker.render(blob, for: .thumb, density: 1) == .failure(.tooLarge(bytes: blob.count)))
        // The photograph with its JPEG header saying 8000×6000 pixels (48 megapixels): decoding it would fail (its
        // data is for 850×567), so the refusal can only come from the header.
        let huge = try RenditionFixtures.jpegClaiming(width: 8_000, height: 6_000)
        #expect(RenditionMaker.header(huge) == (8_000, 6_000))
        #expect(maker.render(huge, for: .page, density: 2) == .failure(.tooManyPixels(width: 8_000, height: 6_000)))
        // Just under the limit (6000×6000, 36 megapixels) it goes past the header to libvips's decoding.
        let under = try RenditionFixtures.jpegClaiming(width: 6_000, height: 6_000)
        #expect(RenditionMaker.header(under) == (6_000, 6_000))
        if case .failure(.tooManyPixels) = maker.render(under, for: .page, density: 1) {
            Issue.record("36 megapixels were refused as too many")
        }
    }
}
