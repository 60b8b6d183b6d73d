import Foundation

/// Where commands write: results to standard output, messages to standard error. Nothing reaches the
/// terminal with a control character but the line breaks and tabs of the layout (see ``TerminalText``).
struct Console: Sendable {
    var quiet = false

    /// A result the person asked for (a table, JSON). Printed even with `--quiet`.
    func result(_ text: String) {
        let clean = TerminalText.clean(text, keepingLayout: true)
        FileHandle.standardOutput.write(Data((clean.hasSuffix("\n") ? clean : clean + "\n").utf8))
    }

    /// A confirmation or hint; `--quiet` hides it.
    func say(_ text: String) {
        guard !quiet else { return }
        FileHandle.standardOutput.write(Data((TerminalText.clean(text, keepingLayout: true) + "\n").utf8))
    }

    /// A warning on standard error, always shown: something worked, but not as configured.
    static func warning(_ text: String) {
        error(text)
    }

    /// An error, always shown.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.clean(text, keepingLayout: true) + "\n").utf8))
    }

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }
}
