/// Makes text from data safe to print on a terminal: an imported name could carry escape sequences that
/// clear the screen, move the cursor or retitle the window.
enum TerminalText {
    /// `text` without control characters (C0, DEL, C1); with `keepingLayout`, line breaks and tabs stay
    /// (for whole outputs whose lines the program made), otherwise they become spaces (for one value).
    static func clean(_ text: String, keepingLayout: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                scalars.append(keepingLayout ? scalar : " ")
            } else if scalar == "\r" {
                if !keepingLayout { scalars.append(" ") }
            } else if !isControl(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
