import FitTodayDomain
import Foundation
import GRDB
import Logging

/// Turns SQLite and file-system errors into the categories a person can act on.
enum StoreErrorMapper {
    static func map(_ error: any Error, logger: Logger, context: String) -> FitTodayError {
        if let error = error as? FitTodayError { return error }
        if error is RowDecoder.UnreadableValue {
            logger.error("Damaged row while \(context): \(error)")
            return .databaseDamaged
        }
        logger.error("SQLite failure while \(context): \(String(reflecting: error))")
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_BUSY, .SQLITE_LOCKED: return .databaseBusy
            case .SQLITE_FULL: return .diskFull
            case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT: return .databaseDamaged
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_IOERR: return .cannotWrite
            default: return .unexpected
            }
        }
        if let posix = (error as NSError?).flatMap({ $0.domain == NSPOSIXErrorDomain ? $0.code : nil }), posix == Int(ENOSPC) {
            return .diskFull
        }
        return .unexpected
    }
}
