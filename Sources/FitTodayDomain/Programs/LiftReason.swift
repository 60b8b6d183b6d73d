/// Why a lift stands where it does, kept as numbers while the history is folded and put into words once, at the
/// end: a fold over thousands of sessions formats no text it will throw away.
enum LiftReason: Equatable, Sendable {
    case text(String)
    case success(step: Double, reps: [Int], amrapLast: Bool, date: LocalDate)
    case failure(reps: [Int], amrapLast: Bool, date: LocalDate, target: [Int])
    case deload(percent: Double, count: Int, weight: Double)
    case nextVariation(top: Int, date: LocalDate)
    case lastVariation(top: Int, date: LocalDate)
    case doubleUp(step: Double, top: Int, date: LocalDate)
    case doubleStay(top: Int, date: LocalDate, reps: [Int], amrapLast: Bool)
    case stageDown(stage: String, previous: String, date: LocalDate, got: Int, wanted: Int)
    case stageReset(stage: String, percent: Double, weight: Double, previous: String, date: LocalDate)
    case amrapStay(reps: Int, date: LocalDate)
    case amrapStep(step: Double, reps: Int, date: LocalDate)
    case amrapDeload(percent: Double, reps: Int, date: LocalDate)
    case weekStep(percent: Double, date: LocalDate)
    case weekRepeat(date: LocalDate)
    case trainingMaxStep(step: Double, cycle: Int)
    case trainingMaxSet(date: LocalDate)
    /// The lift was done as another exercise that day: it holds its numbers (exercise ids, named when worded).
    case swapped(lift: String, substitute: String, date: LocalDate)
}
