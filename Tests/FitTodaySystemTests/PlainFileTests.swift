import FitTodaySystem
import Foundation
import Testing

@Suite("Plain file reads")
struct PlainFileTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func readsWhatFoundationReads() throws {
        for size in [0, 1, 4095, 4096, 70_000] {
            let path = folder + "/f\(size)"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(PlainFile.contents(of: path) == bytes)
            #expect(PlainFile.contents(of: path) == FileManager.default.contents(atPath: path).map(Array.init))
        }
    }

    @Test func readsTheStartOfAFile() throws {
        let path = folder + "/big"
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for limit in [0, 1, 16 * 1024, 70_000, 100_000] {
            #expect(PlainFile.contents(of: path, upTo: limit) == Array(bytes.prefix(limit)))
        }
        #expect(PlainFile.contents(of: folder + "/none", upTo: 10) == nil)
    }

    @Test func aMissingFileOrAFolderIsNil() throws {
        #expect(PlainFile.contents(of: folder + "/none") == nil)
        #expect(PlainFile.contents(of: folder) == nil)
    }

    @Test func listsNamesAsFileManagerDoes() throws {
        for name in ["a.md", ".hidden", "pasta", "ção.toml"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data())
        }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        #expect(PlainFile.names(in: folder).sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
        #expect(PlainFile.names(in: folder + "/none").isEmpty)
    }
}
