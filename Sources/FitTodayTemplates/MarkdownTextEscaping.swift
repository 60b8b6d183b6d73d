/// How `{{name}}` escapes a value in a Markdown template: as text, so that data can never become a link, an
/// image, a heading, a list, a table or HTML in a Markdown twin.
///
/// - The ASCII characters that make links, images, emphasis, code, tables and HTML anywhere in a line get a
///   backslash: `` \ ` * _ [ ] < > & | ~ # ! { } ``.
/// - So do those that start a block only at the start of a line, when the value starts with them and they
///   would (`- `, `+ `, `==`, `--`; a `.` or `)` after the digits a value starts with, before a space or the
///   end: `1. ` starts a numbered list, `4.308` does not), the `:` of `://` and a `.` after `www` (GitHub turns
///   both into links without brackets).
///
/// Links the site makes itself are written with `{{{…}}}` in the built-in templates, never escaped.
/// - An invisible word joiner (U+2060) goes before every `@`: GitHub turns `name@host.tld` into a mail link
///   whatever backslashes it carries.
/// - Line breaks and tabs become spaces (a CR LF pair one space): a value never starts a line of its own.
///
/// A character followed by a combining mark is another character and is left alone, as swift-mustache's
/// `Character`-based escaping does.
enum MarkdownTextEscaping {
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout RenderBuffer) {
        // Most values (names, numbers with units, dates) have no byte the rules below look at: those are copied
        // at once, and the others are walked from their first such byte.
        var index = 0
        while index < bytes.count, !mayNeedEscaping(bytes[index]) { index += 1 }
        guard index < bytes.count else { return out.append(bytes) }
        var copied = 0
        var leadingDigits = bytes[..<index].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        while index < bytes.count {
            let byte = bytes[index]
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            defer {
                if !isDigit { leadingDigits = false }
                index += 1
            }
            let action: Action
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "#"),
                 UInt8(ascii: "!"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                action = .escape
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="):
                action = index == 0 && (endsMarker(bytes, after: index) || (bytes.count > 1 && bytes[1] == byte && GraphemeBoundary.isWholeCharacter(bytes, at: 1))) ? .escape : .keep
            case UInt8(ascii: ":"):
                let slashes = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
                    && GraphemeBoundary.isWholeCharacter(bytes, at: index + 1) && GraphemeBoundary.isWholeCharacter(bytes, at: index + 2)
                action = slashes ? .escape : .keep
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                let startsList = leadingDigits && index > 0 && endsMarker(bytes, after: index)
                action = startsList || (byte == UInt8(ascii: ".") && followsWWW(bytes, index)) ? .escape : .keep
            case UInt8(ascii: "@"):
                action = .joiner
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"):
                action = .space
            case UInt8(ascii: "\r"):
                action = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? .drop : .space
            default:
                action = .keep
            }
            // A CR LF pair is one `Character`, which becomes one space: its CR was dropped, so its LF is the space
            // even though the LF alone is no whole character.
            let endsPair = byte == UInt8(ascii: "\n") && index > 0 && bytes[index - 1] == UInt8(ascii: "\r")
            guard action != .keep, GraphemeBoundary.isWholeCharacter(bytes, at: index) || action == .drop || endsPair else { continue }
            out.append(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
            switch action {
            case .escape:
                out.append(UInt8(ascii: "\\"))
                copied = index
            case .joiner:
                out.append("\u{2060}")
                copied = index
            case .space:
                out.append(UInt8(ascii: " "))
                copied = index + 1
            case .drop, .keep:
                copied = index + 1
            }
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    private enum Action { case keep, escape, joiner, space, drop }

    /// Whether `byte` is one the rules below act on (every one of them is ASCII): the bytes of the switch in
    /// ``append(_:to:)``, as two 64-bit masks.
    @inline(__always)
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        let low: UInt64 = 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x21 | 1 << 0x23 | 1 << 0x26 | 1 << 0x29 | 1 << 0x2A | 1 << 0x2B
            | 1 << 0x2D | 1 << 0x2E | 1 << 0x3A | 1 << 0x3C | 1 << 0x3D | 1 << 0x3E
        let high: UInt64 = 1 << (0x40 - 64) | 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5D - 64) | 1 << (0x5F - 64)
            | 1 << (0x60 - 64) | 1 << (0x7B - 64) | 1 << (0x7C - 64) | 1 << (0x7D - 64) | 1 << (0x7E - 64)
        if byte < 64 { return low >> byte & 1 != 0 }
        if byte < 128 { return high >> (byte - 64) & 1 != 0 }
        return false
    }

    /// True when the byte after `index` ends a block marker: nothing, a space, a tab or a line break.
    private static func endsMarker(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
        guard index + 1 < bytes.count else { return true }
        let next = bytes[index + 1]
        let blank = next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
        return blank && GraphemeBoundary.isWholeCharacter(bytes, at: index + 1)
    }

    private static func followsWWW(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        guard index >= 3 else { return false }
        return (1...3).allSatisfy { bytes[index - $0] | 0x20 == UInt8(ascii: "w") }
    }
}
