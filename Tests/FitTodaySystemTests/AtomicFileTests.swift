import FitTodaySystem
import Foundation
import Testing

@Suite("Atomic file writes")
struct AtomicFileTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".partial") }
    }

    @Test func writesNewFileWithMode() throws {
        let path = folder + "/a.json"
        try AtomicFile.write(Array("hello".utf8), to: path, mode: 0o600, replacing: false)
        #expect(contents(path) == Array("hello".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try leftovers().isEmpty)
    }

    @Test func existingFileNeedsReplacing() throws {
        let path = folder + "/a.json"
        try AtomicFile.write(Array("one".utf8), to: path, replacing: false)
        #expect(throws: AtomicFile.Failure.exists) { try AtomicFile.write(Array("two".utf8), to: path, replacing: false) }
        #expect(contents(path) == Array("one".utf8))
        try AtomicFile.write(Array("two".utf8), to: path, replacing: true)
        #expect(contents(path) == Array("two".utf8))
    }

    @Test func neverReplacesSymlinkFifoOrFolder() throws {
        let target = folder + "/target.txt"
        try AtomicFile.write(Array("keep".utf8), to: target, replacing: false)
        let link = folder + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(throws: AtomicFile.Failure.notRegularFile) { try AtomicFile.write(Array("x".utf8), to: link, replacing: true) }
        #expect(FileKind.of(link) == .symbolicLink)
        #expect(contents(target) == Array("keep".utf8))

        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: AtomicFile.Failure.notRegularFile) { try AtomicFile.write(Array("x".utf8), to: fifo, replacing: true) }
        #expect(FileKind.of(fifo) == .special)

        #expect(throws: AtomicFile.Failure.notRegularFile) { try AtomicFile.write(Array("x".utf8), to: folder, replacing: true) }
        #expect(throws: AtomicFile.Failure.exists) { try AtomicFile.write(Array("x".utf8), to: link, replacing: false) }
        #expect(try leftovers().isEmpty)
    }

    /// A folder that cannot take a new file fails as the system said, for root too (root ignores permission
    /// bits, so the folder here is a regular file) and leaves nothing behind.
    @Test func aFolderThatCannotTakeAFileIsASystemFailure() throws {
        let notAFolder = folder + "/plain"
        try AtomicFile.write(Array("x".utf8), to: notAFolder, replacing: false)
        #expect {
            try AtomicFile.write(Array("y".utf8), to: notAFolder + "/f", replacing: false)
        } throws: { error in
            guard case .system(let code, _, _) = error as? AtomicFile.Failure else { return false }
            return code == ENOTDIR
        }
        #expect(contents(notAFolder) == Array("x".utf8))
        #expect(try leftovers().isEmpty)
    }

    /// A folder without write permission. Root ignores permission bits, so as root this thread's file-system user
    /// becomes `nobody` for the write (Linux's setfsuid is per thread, and this test never suspends).
    @Test func unwritableFolderIsASystemFailure() throws {
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        #if os(Linux)
        // glibc's setfsuid is not in the Glibc module; it is looked up by name.
        typealias SetFSUID = @convention(c) (UInt32) -> Int32
        let setfsuid = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setfsuid").map { unsafeBitCast($0, to: SetFSUID.self) }
        let root = getuid() == 0
        if root {
            let change = try #require(setfsuid)
            _ = change(65_534)
        }
        defer { if root { _ = setfsuid?(0) } }
        #endif
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Array("x".utf8), to: locked + "/f", replacing: false) }
        #expect(FileKind.of(locked + "/f") == .absent)
    }
}

@Suite("File lock and media types")
struct FileLockAndMediaTypeTests {
    @Test func secondLockWaitsThenGivesUp() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
        defer { unlink(path) }
        do {
            let first = try FileLock(path: path)
            await #expect(throws: FileLock.Failure.busy) { _ = try await FileLock(path: path, wait: 0.2) }
            // Held to here, released at the end of the block.
            withExtendedLifetime(first) {}
        }
        let again = try await FileLock(path: path, wait: 0.2)
        withExtendedLifetime(again) {}
    }

    @Test func lockRefusesASymlinkAtItsName() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)").path
        defer { unlink(path) }
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/tmp")
        #expect(throws: FileLock.Failure.self) { _ = try FileLock(path: path) }
    }

    @Test func oneTableBothWays() {
        #expect(MediaType.forExtension("JPG") == "image/jpeg")
        #expect(MediaType.forExtension("svg") == "image/svg+xml")
        #expect(MediaType.forExtension("exe") == MediaType.unknown)
        #expect(MediaType.fileExtension(for: "image/jpeg") == "jpg")
        #expect(MediaType.fileExtension(for: "text/html") == "html")
        #expect(MediaType.fileExtension(for: "image/x-unknown") == nil)
        // What the preview server sends, from the same table.
        #expect(MediaType.forExtension("webmanifest") == "application/manifest+json")
        #expect(MediaType.forExtension("ics") == "text/calendar; charset=utf-8")
        #expect(MediaType.forExtension("htm") == "text/html; charset=utf-8")
        #expect(MediaType.fileExtension(for: "text/html; charset=utf-8") == "html")
        #expect(MediaType.forExtension("ico") == "image/x-icon")
    }
}
