import FitTodayDomain
import Foundation

/// The steps a build ran, in order, with their time and the process's peak memory when each ended (what
/// `--verbose` prints: the profile that says which step holds memory).
public struct StepTimes {
    public private(set) var times: [(name: String, seconds: Double, peakMegabytes: Double)] = []

    public init() {}

    /// Runs one step and records how long it took.
    public mutating func time<T>(_ name: String, _ step: () async throws(FitTodayError) -> T) async throws(FitTodayError) -> T {
        let start = Date()
        let value = try await step()
        times.append((name, Date().timeIntervalSince(start), Self.peakMegabytes()))
        return value
    }

    /// Records a step timed elsewhere (one of the page steps that run side by side).
    public mutating func record(_ name: String, seconds: Double) {
        times.append((name, seconds, Self.peakMegabytes()))
    }

    /// The process's peak resident memory so far (getrusage's maximum resident set size).
    public static func peakMegabytes() -> Double {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1024 // kilobytes
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1_048_576 // bytes
        #endif
    }
}
