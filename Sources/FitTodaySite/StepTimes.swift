import FitTodayDomain
import Foundation

/// The steps a build ran, in order, with their time.
struct StepTimes {
    private(set) var times: [(name: String, seconds: Double)] = []

    /// Runs one step and records how long it took.
    mutating func time<T>(_ name: String, _ step: () async throws(FitTodayError) -> T) async throws(FitTodayError) -> T {
        let start = Date()
        let value = try await step()
        times.append((name, Date().timeIntervalSince(start)))
        return value
    }
}
