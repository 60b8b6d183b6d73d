import FitTodayDomain
import FitTodaySystem
import Foundation
import GRDB
import Logging

extension SQLiteStore {
    /// Writes a consistent copy of the database to `path` with SQLite's online backup, while other
    /// connections or processes may go on writing; the copy holds everything committed when it started.
    ///
    /// The copy is written to a temporary file beside `path` and then moved into place in one step, so
    /// `path` never holds half a copy. An existing `path` is replaced only when `replacing`; otherwise it is
    /// ``FitTodayError/fileExists`` and it is left as it is. Returns the copy's size in bytes.
    @discardableResult
    public func backup(to path: String, replacing: Bool = false) throws(FitTodayError) -> Int64 {
        let target = URL(fileURLWithPath: path).standardizedFileURL
        if Self.isSameFile(target.path, pool.path) {
            logger.error("Backup target \(target.path) is the database itself")
            throw .backupOntoDatabase
        }
        try AtomicFileWriter.checkTarget(target.path, replacing: replacing, logger: logger)

        let temporary = AtomicFile.temporaryPath(beside: target.path)
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        do {
            let copy = try DatabaseQueue(path: temporary)
            try pool.backup(to: copy)
            try copy.close()
        } catch {
            throw StoreErrorMapper.map(error, logger: logger, context: "backing up to \(temporary)")
        }
        try AtomicFileWriter.moveIntoPlace(temporary, target.path, replacing: replacing, logger: logger)
        let size = (try? FileManager.default.attributesOfItem(atPath: target.path)[.size] as? NSNumber)?.int64Value ?? 0
        logger.debug("Backup of \(pool.path) written to \(target.path): \(size) bytes")
        return size
    }

    /// True when both paths name the same file (same device and inode), or spell the same path.
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        if URL(fileURLWithPath: first).resolvingSymlinksInPath().path == URL(fileURLWithPath: second).resolvingSymlinksInPath().path {
            return true
        }
        var a = stat()
        var b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
