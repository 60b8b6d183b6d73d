import Foundation

/// Where commands write: results to standard output, messages to standard error.
struct Console: Sendable {
    var quiet = false

    /// A result the person asked for (a table, JSON). Printed even with `--quiet`.
    func result(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// A confirmation or hint; `--quiet` hides it.
    func say(_ text: String) {
        guard !quiet else { return }
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// An error, always shown.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }
}
