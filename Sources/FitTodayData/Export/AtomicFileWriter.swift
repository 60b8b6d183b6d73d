import FitTodayDomain
import FitTodaySystem
import Foundation
import Logging

/// Exports and backups written through ``AtomicFile``: readers see the old file or the whole new one, the
/// file is readable by its owner only, and only a regular file is ever replaced.
public enum AtomicFileWriter {
    /// Exports and backups hold health notes and the whole history: readable by their owner only.
    static let privateMode: mode_t = 0o600

    /// Writes `data` to `path`. An existing regular file is replaced only when `replacing`; otherwise it is
    /// ``FitTodayError/fileExists`` and the file is left as it is. A symbolic link, FIFO, device or folder
    /// is never replaced (``FitTodayError/notRegularFile(path:)``).
    public static func write(
        _ data: Data, to path: String, replacing: Bool,
        logger: Logger = Logger(label: "fittoday.files", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws(FitTodayError) {
        do {
            try AtomicFile.write(data, to: path, mode: privateMode, replacing: replacing)
        } catch {
            throw map(error, path: path, logger: logger)
        }
    }

    /// Refuses a target before any work is done for it.
    static func checkTarget(_ path: String, replacing: Bool, logger: Logger) throws(FitTodayError) {
        do { try AtomicFile.checkTarget(path, replacing: replacing) } catch { throw map(error, path: path, logger: logger) }
    }

    /// Moves a finished temporary file into place (see ``AtomicFile/moveIntoPlace(_:_:replacing:durable:)``).
    static func moveIntoPlace(_ source: String, _ target: String, replacing: Bool, logger: Logger) throws(FitTodayError) {
        chmod(source, privateMode)
        do { try AtomicFile.moveIntoPlace(source, target, replacing: replacing) } catch { throw map(error, path: target, logger: logger) }
    }

    static func map(_ failure: AtomicFile.Failure, path: String, logger: Logger) -> FitTodayError {
        switch failure {
        case .exists: return .fileExists
        case .notRegularFile:
            logger.error("Not a regular file, left alone: \(path)")
            return .notRegularFile(path: path)
        case let .system(code, operation, file):
            logger.error("File error \(code) (\(String(cString: strerror(code)))) while \(operation) \(file)")
            return failure.isDiskFull ? .diskFull : .cannotWrite
        }
    }
}
