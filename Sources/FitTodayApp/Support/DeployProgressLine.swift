import FitTodayDeploy
import FitTodayDomain
import Foundation

/// The deploy's progress on a terminal: files and bytes uploaded so far, on one line redrawn in place; nothing
/// without a terminal or with `--quiet`.
final class DeployProgressLine: @unchecked Sendable {
    private let locale: AppLocale
    private let lock = NSLock()
    private let enabled: Bool
    private var drawn = false

    init(console: Console, locale: AppLocale) {
        self.locale = locale
        enabled = !console.quiet && isatty(STDERR_FILENO) == 1
    }

    func show(_ state: DeployProgress) {
        guard enabled else { return }
        let text = locale.words.cli.deploy.progress(files: NumberText.thousands(state.uploadedFiles, locale),
                                                    total: NumberText.thousands(state.totalFiles, locale),
                                                    size: Self.size(state.uploadedBytes, locale))
        lock.withLock {
            drawn = true
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        }
    }

    func finish() {
        lock.withLock {
            if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            drawn = false
        }
    }

    /// A byte count as people read it: bytes below a kilobyte, kB below a megabyte, else MB with one decimal.
    static func size(_ bytes: Int, _ locale: AppLocale) -> String {
        let words = locale.words.cli.deploy
        if bytes < 1000 { return words.sizeBytes(size: NumberText.thousands(bytes, locale)) }
        if bytes < 1_000_000 {
            return words.sizeKB(size: NumberText.decimal(Double(bytes) / 1000, fractionDigits: 1, locale))
        }
        return words.sizeMB(size: NumberText.decimal(Double(bytes) / 1_000_000, fractionDigits: 1, locale))
    }
}
