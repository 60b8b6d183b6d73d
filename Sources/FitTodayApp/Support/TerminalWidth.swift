import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The width the argument parser wraps help at, found the way it finds it: `COLUMNS`, else the terminal's, else 80
/// columns. The help's examples are broken for the same width (``HelpText/reflowed(_:width:)``), so the two agree.
enum TerminalWidth {
    static func current(_ environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
