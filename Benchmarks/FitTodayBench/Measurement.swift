import Foundation

/// Timings of one benchmark: several runs, reported as median, min and max.
struct Measurement {
    let name: String
    let seconds: [Double]

    static func run(_ name: String, runs: Int, warmUp: Int = 3, _ body: () throws -> Void) rethrows -> Measurement {
        for _ in 0..<warmUp { try body() }
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return Measurement(name: name, seconds: samples)
    }

    var json: String { json(adding: nil) }

    /// The JSON line with `fields` (`"key": value, ...`) added at its end.
    func json(adding fields: String?) -> String {
        let sorted = seconds.sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        return String(format: "{\"name\": \"%@\", \"runs\": %d, \"median_ms\": %.4f, \"min_ms\": %.4f, \"max_ms\": %.4f%@}",
                      name, seconds.count, median * 1000, (sorted.first ?? 0) * 1000, (sorted.last ?? 0) * 1000, fields.map { ", " + $0 } ?? "")
    }
}
