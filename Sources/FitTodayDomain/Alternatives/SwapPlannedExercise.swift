/// `fittoday plan swap POSITION EXERCISE` and `--undo` (issue 52): one exercise of a day's plan done as another,
/// chosen before the session. The day changes, not the plan (``DaySwap``); ``ShowTheDay`` then shows the chosen
/// exercise in that place with its load found as for an alternative, and a session logged that day records the
/// planned one in each of its sets (``LoggedSet/swappedFrom``).
public struct SwapPlannedExercise: Sendable {
    private let swaps: any DaySwapRepository

    public init(swaps: any DaySwapRepository) {
        self.swaps = swaps
    }

    /// Swaps exercise `position` (1-based, as `plan generate` numbers the day shown) of `shown` for `chosen`.
    /// Choosing the planned exercise again takes the swap back.
    /// - Parameters:
    ///   - decided: the day's plan as decided, before swaps and readiness.
    ///   - shown: the day's plan as shown (swaps applied, readiness's removals made).
    /// - Returns: the swap stored, or nil when choosing the planned exercise took one back.
    @discardableResult
    public func swap(position: Int, with chosen: Exercise, decided: Plan, shown: Plan, on date: LocalDate) throws(FitTodayError) -> DaySwap? {
        let place = try self.place(position, decided: decided, shown: shown, on: date)
        let planned = decided.exercises[place - 1]
        if chosen.id == planned.exerciseID {
            guard shown.exercises[position - 1].swappedFrom != nil else {
                throw .invalid(.swapSameExercise(name: chosen.name, position: position))
            }
            _ = try swaps.removeSwap(on: date, position: place)
            return nil
        }
        if shown.exercises[position - 1].exerciseID == chosen.id { throw .invalid(.swapSameExercise(name: chosen.name, position: position)) }
        if let other = shown.exercises.firstIndex(where: { $0.exerciseID == chosen.id }) {
            throw .invalid(.swapInDay(name: chosen.name, position: other + 1))
        }
        let swap = DaySwap(date: date, position: place, plannedExerciseID: planned.exerciseID, exerciseID: chosen.id)
        try swaps.saveSwap(swap)
        return swap
    }

    /// Takes back the swap of exercise `position` of the day shown.
    @discardableResult
    public func undo(position: Int, decided: Plan, shown: Plan, on date: LocalDate) throws(FitTodayError) -> DaySwap {
        let place = try self.place(position, decided: decided, shown: shown, on: date)
        guard shown.exercises[position - 1].swappedFrom != nil, let removed = try swaps.removeSwap(on: date, position: place) else {
            throw .invalid(.swapNothingToUndo(position: position, date: date))
        }
        return removed
    }

    /// The place in `decided` (1-based) of exercise `position` of `shown`: readiness may have left out an
    /// accessory, so the two are matched in order by the exercise each place planned.
    public static func place(of position: Int, decided: Plan, shown: Plan) -> Int? {
        var next = 0
        for (index, item) in shown.exercises.enumerated() {
            let planned = item.swappedFrom ?? item.exerciseID
            guard let found = decided.exercises[next...].firstIndex(where: { $0.exerciseID == planned }) else { return nil }
            if index == position - 1 { return found + 1 }
            next = found + 1
        }
        return nil
    }

    private func place(_ position: Int, decided: Plan, shown: Plan, on date: LocalDate) throws(FitTodayError) -> Int {
        guard shown.exercises.indices.contains(position - 1), let place = Self.place(of: position, decided: decided, shown: shown) else {
            throw .invalid(.swapPosition(position: position, count: shown.exercises.count, date: date))
        }
        return place
    }
}
