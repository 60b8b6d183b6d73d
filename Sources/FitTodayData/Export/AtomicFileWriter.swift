import FitTodayDomain
import Foundation
import Logging

/// Writes files so that readers see either the old file or the whole new one, never a part: the bytes go
/// to a temporary file beside the target, which is then moved into place in one step.
public enum AtomicFileWriter {
    /// Writes `data` to `path`. An existing file is replaced only when `replacing`; otherwise it is
    /// ``FitTodayError/fileExists`` and the file is left as it is.
    public static func write(
        _ data: Data, to path: String, replacing: Bool,
        logger: Logger = Logger(label: "fittoday.files", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws(FitTodayError) {
        let target = URL(fileURLWithPath: path).standardizedFileURL
        if !replacing, FileManager.default.fileExists(atPath: target.path) { throw .fileExists }
        let temporary = temporaryPath(beside: target)
        defer { unlink(temporary) }
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            logger.error("Cannot write \(temporary): \(error)")
            throw (error as NSError).code == NSFileWriteOutOfSpaceError ? .diskFull : .cannotWrite
        }
        try moveIntoPlace(temporary, target.path, replacing: replacing, logger: logger)
    }

    /// A fresh, hidden name in the target's folder (a rename only stays atomic within one file system).
    static func temporaryPath(beside target: URL) -> String {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial").path
    }

    /// Renames `source` to `target` atomically. Without `replacing`, a hard link makes the step fail rather
    /// than overwrite a file that appeared in the meantime.
    static func moveIntoPlace(_ source: String, _ target: String, replacing: Bool, logger: Logger) throws(FitTodayError) {
        // Exports and backups hold health notes and the whole history: readable by their owner only.
        chmod(source, 0o600)
        if replacing {
            guard rename(source, target) == 0 else { throw fileError(errno, "renaming to \(target)", logger: logger) }
        } else if link(source, target) != 0 {
            let code = errno
            if code == EEXIST { throw .fileExists }
            // File systems without hard links: check, then rename, accepting the tiny window in between.
            guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV].contains(code) else { throw fileError(code, "linking \(target)", logger: logger) }
            if FileManager.default.fileExists(atPath: target) { throw .fileExists }
            guard rename(source, target) == 0 else { throw fileError(errno, "renaming to \(target)", logger: logger) }
        }
        // Make the new directory entry durable too.
        if let directory = try? FileHandle(forReadingFrom: URL(fileURLWithPath: target).deletingLastPathComponent()) {
            try? directory.synchronize()
            try? directory.close()
        }
    }

    private static func fileError(_ code: Int32, _ context: String, logger: Logger) -> FitTodayError {
        logger.error("File error \(code) (\(String(cString: strerror(code)))) while \(context)")
        return code == ENOSPC ? .diskFull : .cannotWrite
    }
}
