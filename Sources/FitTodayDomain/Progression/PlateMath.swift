/// Barbell loads the plates can make: the nearest one to a target, and the plates on each side.
///
/// Plates come in pairs (one per side) and any number of each is assumed. Loads are worked in hundredths of a
/// kilogram so that 1.25 kg plates add up exactly.
public struct PlateMath: Sendable {
    public let barKg: Double
    /// Heaviest first, no duplicates.
    public let platesKg: [Double]
    private let plates: [Int]
    private let bar: Int
    /// Side loads (hundredths) up to `limit` that the plates make, by dynamic programming: fewest plates for each.
    private let fewest: [Int]
    private static let limit = 30_000

    public init(barKg: Double, platesKg: [Double]) {
        self.barKg = barKg
        let unique = Array(Set(platesKg.filter { $0 > 0 }.map { Int(($0 * 100).rounded()) })).sorted(by: >)
        plates = unique
        self.platesKg = unique.map { Double($0) / 100 }
        bar = Int((barKg * 100).rounded())
        fewest = Self.table(for: unique)
    }

    /// The table of one set of plates is worked out once per process: every command and every athlete of a team
    /// build makes several load policies, and the table costs 30 000 × plates steps each time.
    private static let tables = ProcessMemo<[Int], [Int]>(limit: 16)

    private static func table(for plates: [Int]) -> [Int] {
        tables.value(for: plates) {
            var fewest = [Int](repeating: Int.max, count: limit + 1)
            fewest[0] = 0
            if let smallest = plates.last {
                var side = smallest
                while side <= limit {
                    for plate in plates where plate <= side && fewest[side - plate] != Int.max {
                        fewest[side] = min(fewest[side], fewest[side - plate] + 1)
                    }
                    side += 1
                }
            }
            return fewest
        }
    }

    /// The makeable load nearest to `target`; a tie goes up. Never below the empty bar.
    public func nearestLoad(to target: Double) -> Double {
        let wanted = Int((target * 100).rounded())
        guard wanted > bar else { return barKg }
        let side = Double(wanted - bar) / 2
        var below = Int(side.rounded(.down)), above = Int(side.rounded(.up))
        while below > 0, fewest[min(below, Self.limit)] == Int.max { below -= 1 }
        while above < Self.limit, fewest[above] == Int.max { above += 1 }
        let belowDistance = side - Double(below), aboveDistance = Double(above) - side
        let chosen = (fewest[min(above, Self.limit)] != Int.max && aboveDistance <= belowDistance) ? above : below
        return Double(bar + 2 * chosen) / 100
    }

    /// The plates on each side for `load`, heaviest first; empty when the load is the bar or cannot be made.
    public func platesPerSide(for load: Double) -> [Double] {
        let side = (Int((load * 100).rounded()) - bar)
        guard side > 0, side % 2 == 0 else { return [] }
        var rest = side / 2
        guard rest <= Self.limit, fewest[rest] != Int.max else { return [] }
        var result: [Double] = []
        while rest > 0 {
            // The heaviest plate that still leaves a makeable rest with the fewest plates.
            guard let plate = plates.first(where: { $0 <= rest && fewest[rest - $0] == fewest[rest] - 1 }) else { return [] }
            result.append(Double(plate) / 100)
            rest -= plate
        }
        return result
    }
}
