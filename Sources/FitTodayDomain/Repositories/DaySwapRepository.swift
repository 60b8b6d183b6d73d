/// The exercises swapped for a day with `fittoday plan swap` (``DaySwap``).
public protocol DaySwapRepository: Sendable {
    /// The day's swaps, by position.
    func swaps(on date: LocalDate) throws(FitTodayError) -> [DaySwap]
    /// Stores `swap`, replacing one in the same place of the same day.
    func saveSwap(_ swap: DaySwap) throws(FitTodayError)
    /// Takes back the swap in `position` of `date`; nil when there was none.
    func removeSwap(on date: LocalDate, position: Int) throws(FitTodayError) -> DaySwap?
}
