import FitTodayDomain
import Foundation
import Synchronization

/// Progress of a long job: the terminal bar when there is a terminal, else a plain line every tenth, so logs
/// of cron jobs still show that something is happening.
final class ProgressLine: Sendable {
    private let total: Int
    private let label: String
    private let bar: ProgressBar?
    private let plain: Bool
    private let locale: AppLocale
    private let lastTenth = Mutex(-1)

    init(total: Int, label: String, console: Console, locale: AppLocale) {
        self.total = total
        self.label = label
        self.locale = locale
        bar = ProgressBar(locale: locale, quiet: console.quiet)
        plain = bar == nil && !console.quiet
    }

    func show(_ completed: Int) {
        guard total > 0 else { return }
        bar?.draw(label: label, fraction: Double(completed) / Double(total))
        guard plain else { return }
        let tenth = 10 * completed / total
        let shouldPrint = lastTenth.withLock { last in
            guard tenth > last else { return false }
            last = tenth
            return true
        }
        if shouldPrint {
            FileHandle.standardError.write(Data("\(label): \(completed) \(locale.pick("de", "of")) \(total)\n".utf8))
        }
    }

    func finish() { bar?.finish() }
}
