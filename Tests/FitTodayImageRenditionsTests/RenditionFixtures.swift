@testable import FitTodayImageRenditions
import Foundation
import Testing

/// What the rendition tests read: libvips, free-exercise-db's real photographs (`../shared`, read in place) and
/// image headers made here.
enum RenditionFixtures {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/data/free-exercise-db/images")
    static let photographURL = shared.appendingPathComponent("Atlas_Stones/0.jpg")
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    /// Whether libvips opens and the photographs are there.
    static var ready: Bool {
        guard case .success = RenditionMaker.libraryVersion else { return false }
        return FileManager.default.fileExists(atPath: photographURL.path)
    }

    /// libvips's version; a failure naming why it cannot be opened (only reached under `CI=true`).
    static func libvips() throws -> String {
        try RenditionMaker.libraryVersion.get()
    }

    /// A real photograph of free-exercise-db (850×567 JPEG).
    static func photograph() throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: photographURL.path), "\(photographURL.path) is absent"))
    }

    /// The photograph with the size in its JPEG frame header (SOF0...SOF2) replaced by `width` × `height`.
    static func jpegClaiming(width: UInt16, height: UInt16) throws -> [UInt8] {
        var bytes = try photograph()
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { break }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xC2).contains(marker) {
                bytes[index + 5] = UInt8(height >> 8)
                bytes[index + 6] = UInt8(height & 0xFF)
                bytes[index + 7] = UInt8(width >> 8)
                bytes[index + 8] = UInt8(width & 0xFF)
                return bytes
            }
            index += 2 + length
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// A PNG signature and IHDR chunk (with its CRC) for an 8-bit RGB image of the given size, and nothing else.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + chunk + bigEndian(crc32(chunk))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
