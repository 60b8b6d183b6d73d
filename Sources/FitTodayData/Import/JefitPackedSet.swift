import FitTodayDomain

/// One set as JEFIT packs it in an exercise log's `logs` field: `135.0x5,135.0x5,140x3` is three sets of weight ×
/// reps, in the export's mass unit.
///
/// Cardio and timed exercises pack five numbers instead, read as the distance (the first, in the export's distance
/// unit) and the time in seconds (the last); the three between (speed, calories and a count, in the app) are not
/// kept. JEFIT writes them as five `x`-separated numbers in one entry (`3.1x0x0x0x1800`) or as five entries of weight
/// 0 (`0x0,0x0,0x0,0x0,0x1200`). The second shape also reads as five bodyweight sets, so it is taken for cardio only
/// when it cannot be five sets of reps: the three middle counts are 0 (only a distance and a time), or a count is
/// not a whole number or is more than a set's reps can be.
enum JefitPackedSet: Equatable, Sendable {
    /// Weight (0 for bodyweight) and reps, as written.
    case lift(weight: Double, reps: Double)
    /// A cardio or timed entry: distance in the export's unit and seconds, each nil when 0.
    case cardio(distance: Double?, seconds: Double?)

    /// The sets of `logs`; an entry that is neither two nor five numbers is the issue, naming the entry.
    static func sets(in logs: String) throws(ImportIssue) -> [JefitPackedSet] {
        var numbers: [[Double]] = []
        for entry in logs.split(separator: ",") {
            let text = WorkoutRowParser.trimmed(String(entry))
            if text.isEmpty { continue }
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                .map { WorkoutRowParser.decimal(WorkoutRowParser.trimmed(String($0))) }
            guard parts.count == 2 || parts.count == 5, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else {
                throw .number(column: "logs", value: text)
            }
            numbers.append(parts.map { $0! })
        }
        if numbers.count == 5, numbers.allSatisfy({ $0.count == 2 && $0[0] == 0 }) {
            let counts = numbers.map { $0[1] }
            let notReps = counts.contains { $0 != $0.rounded() || $0 > Double(PlanRules.loggedReps.upperBound) }
            if counts[1...3].allSatisfy({ $0 == 0 }) || notReps { return [cardio(counts)] }
        }
        return numbers.map { $0.count == 5 ? cardio($0) : .lift(weight: $0[0], reps: $0[1]) }
    }

    private static func cardio(_ values: [Double]) -> JefitPackedSet {
        .cardio(distance: values[0] == 0 ? nil : values[0], seconds: values[4] == 0 ? nil : values[4])
    }
}
