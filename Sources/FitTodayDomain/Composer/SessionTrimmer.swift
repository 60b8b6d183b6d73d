/// Keeps a composed day within its caps (``SessionCaps``): the exercises beyond the cap's count go first (optional
/// slots, from the end); then, until both the sets and the estimated minutes fit, the later exercises come down to
/// three sets, optional slots go, everything comes down to two sets (the main lift last), then to one.
public enum SessionTrimmer {
    /// `optional[i]` says whether exercise `i` may be left out.
    public static func trimmed(_ exercises: [PlanExercise], optional: [Bool], caps: SessionCaps) -> [PlanExercise] {
        var result = exercises
        var removable = optional
        let maxSets = min(caps.sets, SessionCaps.absoluteMaxSets)
        func totalSets() -> Int { result.reduce(0) { $0 + $1.sets } }
        func fits() -> Bool { totalSets() <= maxSets && SessionEstimate.minutes(result) <= caps.minutes }
        while result.count > caps.exercises, let index = removable.lastIndex(of: true) {
            result.remove(at: index)
            removable.remove(at: index)
        }
        while !fits() {
            let rest = result.indices.dropFirst()
            if let index = rest.last(where: { result[$0].sets > 3 }) {
                result[index].sets -= 1
            } else if let index = removable.lastIndex(of: true) {
                result.remove(at: index)
                removable.remove(at: index)
            } else if let index = rest.last(where: { result[$0].sets > 2 }) ?? result.indices.first(where: { result[$0].sets > 2 }) {
                result[index].sets -= 1
            } else if let index = result.indices.last(where: { result[$0].sets > 1 }) {
                result[index].sets -= 1
            } else {
                break
            }
        }
        return result
    }

    /// Total sets brought down to `cap` from the end, dropping exercises only when every one is down to one set.
    public static func trimmed(_ exercises: [PlanExercise], toTotalSets cap: Int) -> [PlanExercise] {
        var result = exercises
        while result.reduce(0, { $0 + $1.sets }) > cap {
            if let index = result.lastIndex(where: { $0.sets > 1 }) {
                result[index].sets -= 1
            } else if result.count > 1 {
                result.removeLast()
            } else {
                break
            }
        }
        return result
    }
}
