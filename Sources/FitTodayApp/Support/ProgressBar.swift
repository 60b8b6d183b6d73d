import FitTodayData
import FitTodayDomain
import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal, so that
/// scripts, cron jobs and pipes see nothing of it.
final class ProgressBar: @unchecked Sendable {
    private let locale: AppLocale
    private let lock = NSLock()
    private var lastDrawn: (label: String, percent: Int)?
    private static let width = 30

    /// Nil when there is no terminal to draw on, or the person asked for `--quiet`.
    init?(locale: AppLocale, quiet: Bool) {
        guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
        self.locale = locale
    }

    func update(_ progress: ImportProgress) {
        let label = switch progress.phase {
        case .reading: locale.words.cli.progressBar.reading
        case .saving: locale.words.cli.progressBar.saving
        }
        draw(label: label, fraction: progress.fraction)
    }

    /// Redraws the bar when the whole percentage changed.
    func draw(label: String, fraction: Double) {
        let percent = Int(max(0, min(1, fraction)) * 100)
        lock.lock()
        defer { lock.unlock() }
        if let lastDrawn, lastDrawn.label == label, lastDrawn.percent == percent { return }
        lastDrawn = (label, percent)
        let filled = percent * Self.width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled)
        FileHandle.standardError.write(Data("\r\(label) \(bar) \(String(format: "%3d", percent))%".utf8))
    }

    /// Clears the bar's line, so that what follows starts on a clean line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard lastDrawn != nil else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        lastDrawn = nil
    }
}
