import FitTodayDomain
import Foundation

/// What the fuzz targets assert besides "no crash": a failure of an assertion stops the run like a crash does,
/// so libFuzzer keeps the input (`crash-<sha1>`) and CI fails on it.
public enum Fuzz {
    /// Stops the run with `message` when `condition` does not hold.
    public static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        guard condition() else { stop(message()) }
    }

    /// Stops the run with `message`: printed first, so the log says which rule broke.
    public static func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data("FUZZ ASSERTION FAILED: \(message)\n".utf8))
        abort()
    }

    /// Text a person should never see in a message: what Swift or Foundation print for their own values.
    public static let technicalFragments = [
        "Error Domain=", "NSCocoaErrorDomain", "Swift.", "Optional(", "DecodingError", "CodingKeys", "keyNotFound",
        "typeMismatch", "dataCorrupted", "Foundation.", "FitTodayDomain.", "FitTodayData.",
    ]

    /// A FitToday error must say something, in both languages, and nothing technical.
    public static func checkMessage(_ error: FitTodayError, input: String = "") {
        for locale in [AppLocale.ptBR, .en] {
            checkText(error.message(locale), what: "the \(locale) message of \(error)")
        }
    }

    /// `text` is a message: not empty, no technical fragment.
    public static func checkText(_ text: String, what: String) {
        check(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(what) is empty")
        for fragment in technicalFragments where text.contains(fragment) {
            stop("\(what) holds technical text \"\(fragment)\": \(text)")
        }
    }

    /// The input as text, the way a reader of a file given as text sees it (invalid UTF-8 replaced).
    public static func text(_ start: UnsafeRawPointer, _ count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// The input as bytes.
    public static func data(_ start: UnsafeRawPointer, _ count: Int) -> Data {
        Data(bytes: start, count: count)
    }
}
