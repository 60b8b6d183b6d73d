/// The weekly working sets each muscle group aims at: the history page's band (10–20 by default, `[training]
/// weekly_sets_min`/`weekly_sets_max`), scaled down at 1–2 days a week, where one or two sessions cannot reach it
/// without running long: a third of the band at 1 day, two thirds at 2.
public enum WeeklySetTarget {
    public static let defaultBand = 10...20

    public static func band(_ band: ClosedRange<Int>, frequency: Int) -> ClosedRange<Int> {
        guard frequency < 3 else { return band }
        let scale = Double(max(frequency, 1)) / 3
        let low = max(1, Int((Double(band.lowerBound) * scale).rounded()))
        return low...max(low, Int((Double(band.upperBound) * scale).rounded()))
    }
}
