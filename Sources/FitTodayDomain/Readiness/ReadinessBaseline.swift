import Foundation

/// The person's usual wellness: the mean and standard deviation of their scores in the 28 days before a date.
public struct ReadinessBaseline: Equatable, Sendable {
    /// The days read before the check-in's date.
    public static let windowDays = 28
    /// Fewer scored check-ins than this in the window: fixed thresholds instead.
    public static let minimumCheckIns = 7
    /// The deviation is never taken below this, so that a steady person is not flagged for one point.
    public static let deviationFloor = 1.5

    public var mean: Double
    /// Never below ``deviationFloor``.
    public var deviation: Double
    /// How many check-ins it was made from.
    public var count: Int
    /// Each answer's own mean, to tell which answers are below the person's usual.
    public var answerMeans: [WellnessItem: Double]

    /// The baseline of `scores` (each an earlier check-in's), nil with fewer than ``minimumCheckIns``. The
    /// deviation is the sample one (n − 1), floored at ``deviationFloor``.
    public init?(checkIns: [CheckIn]) {
        let scored = checkIns.filter { WellnessScore.of($0) != nil }
        let scores = scored.compactMap(WellnessScore.of).map(Double.init)
        guard scores.count >= Self.minimumCheckIns else { return nil }
        let mean = scores.reduce(0, +) / Double(scores.count)
        let variance = scores.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(scores.count - 1)
        self.mean = mean
        deviation = max(variance.squareRoot(), Self.deviationFloor)
        count = scores.count
        var means: [WellnessItem: Double] = [:]
        for item in WellnessItem.allCases {
            let values = scored.flatMap(\.answers).filter { $0.item == item }.map { Double($0.value) }
            means[item] = values.reduce(0, +) / Double(values.count)
        }
        answerMeans = means
    }

    /// z = (score − mean) / deviation.
    public func z(of score: Int) -> Double { (Double(score) - mean) / deviation }
}
