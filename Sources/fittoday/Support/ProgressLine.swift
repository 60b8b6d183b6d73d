import FitTodayDomain
import Foundation
import Synchronization

/// A progress bar on a terminal (stderr, redrawn in place); plain lines every tenth otherwise.
final class ProgressLine: Sendable {
    private let total: Int
    private let interactive: Bool
    private let quiet: Bool
    private let locale: AppLocale
    private let lastTenth = Mutex(-1)

    init(total: Int, console: Console, locale: AppLocale) {
        self.total = total
        interactive = isatty(STDERR_FILENO) == 1
        quiet = console.quiet
        self.locale = locale
    }

    func show(_ completed: Int) {
        guard !quiet, total > 0 else { return }
        if interactive {
            let width = 30
            let filled = width * completed / total
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            FileHandle.standardError.write(Data("\r[\(bar)] \(completed)/\(total)".utf8))
            return
        }
        let tenth = 10 * completed / total
        let shouldPrint = lastTenth.withLock { last in
            guard tenth > last else { return false }
            last = tenth
            return true
        }
        if shouldPrint {
            FileHandle.standardError.write(Data(locale.pick("imagens: \(completed) de \(total)\n", "images: \(completed) of \(total)\n").utf8))
        }
    }

    func finish() {
        guard !quiet, interactive, total > 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
