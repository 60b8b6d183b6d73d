import FitTodayData
import Foundation

/// FitToday's own files, told by the `format` field of a JSON object: `import FILE` hands them to `import log` and
/// `import json`.
enum FitTodayFileKind {
    case workoutLog
    case export

    /// The kind of `data`, nil for anything else (another app's export, a damaged file: the history readers say why).
    static func of(_ data: Data) -> FitTodayFileKind? {
        guard data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "{"),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let format = object["format"] as? String
        else { return nil }
        switch format {
        case "fittoday-workout-log": return .workoutLog
        case DataExportFormat.name: return .export
        default: return nil
        }
    }
}
