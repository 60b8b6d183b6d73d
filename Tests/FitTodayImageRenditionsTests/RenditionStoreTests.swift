@testable import FitTodayImageRenditions
import Foundation
import Testing

/// The renditions kept beside the image cache: keyed by the original's hash, the place, the density and every
/// setting; found again by a store opened later (another build) without reading a file.
@Suite struct RenditionStoreTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fittoday-renditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a key changes with the original, the place, the density and each setting, and only with them")
    func keys() {
        let hash = String(repeating: "a", count: 64), other = String(repeating: "b", count: 64)
        let settings = RenditionSettings()
        let base = RenditionStore.key(originalSHA256: hash, place: .card, density: 1, settings: settings)
        #expect(base == RenditionStore.key(originalSHA256: hash, place: .card, density: 1, settings: RenditionSettings()))
        let variants = [
            RenditionStore.key(originalSHA256: other, place: .card, density: 1, settings: settings),
            RenditionStore.key(originalSHA256: hash, place: .thumb, density: 1, settings: settings),
            RenditionStore.key(originalSHA256: hash, place: .card, density: 2, settings: settings),
            RenditionStore.key(originalSHA256: hash, place: .card, density: 1, settings: RenditionSettings(format: .jpeg)),
            RenditionStore.key(originalSHA256: hash, place: .card, density: 1, settings: RenditionSettings(quality: 80)),
            RenditionStore.key(originalSHA256: hash, place: .card, density: 1, settings: RenditionSettings(widths: [.card: 200])),
            RenditionStore.key(originalSHA256: hash, place: .card, density: 1, settings: RenditionSettings(maxPixels: 1_000)),
        ]
        #expect(Set(variants + [base]).count == variants.count + 1)
        #expect(base.count == 64 && base.allSatisfy(\.isHexDigit))
    }

    @Test("a rendition stored is found by a store opened later, with its size, without reading it")
    func storedAndFoundAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = RenditionStore(directory: folder)
        let key = RenditionStore.key(originalSHA256: String(repeating: "c", count: 64), place: .page, density: 2, settings: RenditionSettings())
        #expect(store.entry(key) == nil)
        let bytes: [UInt8] = Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)
        let entry = try store.store(Rendition(bytes: bytes, width: 850, height: 567), key: key, format: .webp)
        #expect(store.entry(key) == entry)
        #expect(entry.fileURL.lastPathComponent == "\(key).850x567.webp")
        #expect(FileManager.default.contents(atPath: entry.fileURL.path).map(Array.init) == bytes)

        // Files that are not renditions are left alone and not listed.
        for name in ["notes.txt", "\(key).0x5.webp", "abc.10x10.webp", "\(key).10x10"] {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data())
        }
        let later = RenditionStore(directory: folder)
        #expect(later.entry(key) == entry)
        #expect(RenditionStore.parse("\(key).0x5.webp") == nil)
        #expect(RenditionStore.parse("abc.10x10.webp") == nil)
        #expect(RenditionStore.parse("\(key).10x10") == nil)
    }

    @Test("settings out of range are brought within it; a theme's odd width is ignored")
    func settingsBounded() {
        let settings = RenditionSettings(quality: 400, widths: [.thumb: 3, .card: 200, .page: 99_999])
        #expect(settings.quality == 100)
        #expect(RenditionSettings(quality: -5).quality == 1)
        #expect(settings.width(of: .thumb) == 48 && settings.width(of: .card) == 200 && settings.width(of: .page) == 640)
        #expect(settings.fingerprint.contains("card=200"))
    }
}
