import FitTodayDomain
import Foundation

/// Progress of a long job: the terminal bar when there is a terminal, else a plain line every tenth, so logs
/// of cron jobs still show that something is happening.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let bar: ProgressBar?
    private let plain: Bool
    private let locale: AppLocale
    private let lock = NSLock()
    private var lastTenth = -1

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
        lock.lock()
        let shouldPrint = tenth > lastTenth
        if shouldPrint { lastTenth = tenth }
        lock.unlock()
        if shouldPrint {
            FileHandle.standardError.write(Data("\(label): \(completed) \(locale.words.cli.progressLine.of) \(total)\n".utf8))
        }
    }

    func finish() { bar?.finish() }
}
