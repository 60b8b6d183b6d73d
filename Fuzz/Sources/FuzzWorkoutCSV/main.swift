import FitTodayData
import FitTodayDomain
import Foundation
import FuzzSupport

/// A Strong or Hevy export, in any encoding the importer accepts, read as both apps, with and without
/// `--skip-invalid`. An error is a FitToday error with a message; a file read twice gives the same sessions.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Fuzz.data(start, count)
    for app in [WorkoutApp.strong, .hevy] {
        for skipInvalid in [false, true] {
            let options = WorkoutCSVImporter.Options(fileName: "fuzz.csv", skipInvalid: skipInvalid, weightUnit: .kg)
            let first: WorkoutCSVContents
            do {
                first = try WorkoutCSVImporter.read(data, from: app, options: options)
            } catch {
                Fuzz.checkMessage(error)
                continue
            }
            for row in first.skippedRows {
                Fuzz.check(row.line >= 1, "a skipped row at line \(row.line)")
                Fuzz.checkText(row.issue.message(.en), what: "the reason row \(row.line) was skipped")
            }
            let ids = Dictionary(first.exerciseNames.map { (ExerciseNameKey.key(for: $0), "id-" + $0) }, uniquingKeysWith: { a, _ in a })
            let sessions = first.sessions(exerciseIDs: ids)
            guard let second = try? WorkoutCSVImporter.read(data, from: app, options: options) else {
                Fuzz.stop("the same bytes read once and failed the second time")
            }
            Fuzz.check(second.variant == first.variant && second.encoding == first.encoding, "the layout or encoding changed between two reads")
            Fuzz.check(second.skippedRows == first.skippedRows, "the skipped rows changed between two reads")
            Fuzz.check(second.sessions(exerciseIDs: ids) == sessions, "the sessions changed between two reads")
            for session in sessions {
                Fuzz.check(session.session.sets.count == session.setKeys.count, "a session whose sets and set keys differ in number")
            }
        }
    }
    return 0
}
