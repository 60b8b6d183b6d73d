import FitTodayData
import FitTodayDomain
import Foundation
import FuzzSupport

/// The workout log that today's page downloads and `import log` reads. An error is a FitToday error with a
/// message; a log read twice is the same log, and becomes the same session.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Fuzz.data(start, count)
    guard let today = LocalDate("2026-11-22") else { Fuzz.stop("the fixed day does not parse") }
    let first: WorkoutLogFile
    do {
        first = try WorkoutLogFile.decode(data, today: today)
    } catch {
        Fuzz.checkMessage(error)
        return 0
    }
    guard let second = try? WorkoutLogFile.decode(data, today: today) else { Fuzz.stop("the same log read once and failed the second time") }
    Fuzz.check(second == first, "the same bytes gave two logs")
    for planExists in [false, true] {
        Fuzz.check(first.importedSession(planExists: planExists) == second.importedSession(planExists: planExists),
                   "the same log gave two sessions")
    }
    return 0
}
