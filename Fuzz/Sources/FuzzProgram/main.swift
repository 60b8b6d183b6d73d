import FitTodayDomain
import Foundation
import FuzzSupport

/// A program file (docs/program-format.md), as `program check` and the program library read it. An error is a
/// FitToday error whose every problem has a line and a message; a file read twice is the same program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = Fuzz.text(start, count)
    let first: Program
    do {
        first = try ProgramParser.parse(text, id: "fuzz", file: "fuzz.txt", matcher: nil)
    } catch {
        Fuzz.checkMessage(error)
        if case let .program(_, problems) = error {
            Fuzz.check(!problems.isEmpty, "a refused program with no problem named")
            for problem in problems { Fuzz.check(problem.line >= 1 && problem.column >= 1, "a problem at \(problem.line):\(problem.column)") }
        }
        return 0
    }
    guard let second = try? ProgramParser.parse(text, id: "fuzz", file: "fuzz.txt", matcher: nil) else {
        Fuzz.stop("the same program read once and failed the second time")
    }
    Fuzz.check(second == first, "the same text gave two programs")
    return 0
}
