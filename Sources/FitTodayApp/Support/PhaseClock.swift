import Foundation
import Logging

/// Logs, with `--verbose`, how long each part of a command's set-up took: wall time since the clock started
/// and the process's CPU time so far (which includes starting the program). On a busy machine the CPU time is
/// the figure to compare.
struct PhaseClock {
    private let logger: Logger
    private let started = ContinuousClock.now

    init(logger: Logger) {
        self.logger = logger
    }

    func mark(_ phase: String) {
        guard logger.logLevel <= .debug else { return }
        let wall = (ContinuousClock.now - started) / .milliseconds(1)
        var cpu = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        let cpuMilliseconds = Double(cpu.tv_sec) * 1000 + Double(cpu.tv_nsec) / 1_000_000
        logger.debug("\(phase): \(String(format: "%.1f", wall)) ms in, process CPU \(String(format: "%.1f", cpuMilliseconds)) ms")
    }
}
