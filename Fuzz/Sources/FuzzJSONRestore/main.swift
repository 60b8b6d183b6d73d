import FitTodayData
import FitTodayDomain
import Foundation
import FuzzSupport

/// `import json`, the restore of `export json`. An error is a FitToday error with a message; a file that is
/// accepted writes back (`export json`) to a file that reads as the same data, and writes again to the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Fuzz.data(start, count)
    let snapshot: DataSnapshot
    do {
        snapshot = try DataExportFormat.decode(data)
    } catch {
        Fuzz.checkMessage(error)
        return 0
    }
    let written = DataExportFormat.encode(snapshot)
    let again: DataSnapshot
    do {
        again = try DataExportFormat.decode(written)
    } catch {
        Fuzz.stop("what export json writes of an accepted file is refused: \(error.message(.en))")
    }
    Fuzz.check(again == snapshot, "an accepted file does not survive export json and import json")
    Fuzz.check(DataExportFormat.encode(again) == written, "export json writes the same data as other bytes")
    return 0
}
