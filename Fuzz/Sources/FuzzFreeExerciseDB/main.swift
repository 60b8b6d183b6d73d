import FitTodayData
import FitTodayDomain
import Foundation
import FuzzSupport

/// `import exercises`, a free-exercise-db JSON file. An error is a FitToday error with a message; a file read twice
/// gives the same exercises, each with an id and a name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Fuzz.data(start, count)
    let importer = FreeExerciseDBImporter()
    let first: FreeExerciseDBImporter.Result
    do {
        first = try importer.read(data)
    } catch {
        Fuzz.checkMessage(error)
        return 0
    }
    guard let second = try? importer.read(data) else { Fuzz.stop("the same file read once and failed the second time") }
    Fuzz.check(second.exercises == first.exercises && second.skipped == first.skipped, "the same bytes gave two libraries")
    Fuzz.check(Set(first.exercises.map(\.id)).count == first.exercises.count, "two exercises with one id")
    for exercise in first.exercises {
        Fuzz.check(!exercise.id.isEmpty && !exercise.name.isEmpty, "an exercise without an id or a name")
    }
    return 0
}
