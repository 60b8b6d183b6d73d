import FitTodayDomain
import Foundation

extension CommandContext {
    /// The bytes of a file named for an import command; a file that cannot be read is the friendly
    /// "unreadable" import error (the path goes to the log).
    func readImportFile(_ path: String) throws(FitTodayError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            logger.debug("Cannot read \(path)")
            throw .importFile(reason: .unreadable)
        }
        return data
    }
}
