/// The four TOML string forms. Each starts with `pos` at the opening quote and leaves it after the closing one.
extension TOMLParser {
    /// One of the four forms, by its delimiter (`"` basic, with escapes; `'` literal) and whether it was opened with
    /// three of them: `"text"`, `'text'` on one line; `"""text"""` (with line-ending backslashes), `'''text'''` over
    /// several. The forms differ only in those two choices, so one loop reads them all.
    mutating func parseString(closedBy delimiter: UInt8, multiline: Bool) throws(TOMLParseError) -> String {
        let open = pos
        let escapes = delimiter == .quote
        pos += multiline ? 3 : 1
        if multiline { skipNewlineAfterOpeningDelimiter() }
        var buffer: [UInt8] = []
        var runStart = pos
        while pos < bytes.count {
            let byte = bytes[pos]
            switch byte {
            case delimiter:
                let end = multiline ? closingDelimiterEnd(delimiter) : pos + 1
                guard let end else {
                    pos += 1
                    continue
                }
                buffer.append(contentsOf: bytes[runStart..<(multiline ? end - 3 : pos)])
                pos = end
                return String(decoding: buffer, as: UTF8.self)
            case .backslash where escapes:
                buffer.append(contentsOf: bytes[runStart..<pos])
                if !(multiline && skipLineEndingBackslash()) {
                    try appendEscape(to: &buffer, stringStart: open)
                }
                runStart = pos
            case .lf where !multiline, .cr where !multiline:
                throw error(.unterminatedString, at: open)
            case .cr:
                guard pos + 1 < bytes.count, bytes[pos + 1] == .lf else { throw unexpectedCharacter(at: pos) }
                // Normalize so the same file reads the same on every platform.
                buffer.append(contentsOf: bytes[runStart..<pos])
                buffer.append(.lf)
                pos += 2
                runStart = pos
            case .lf:
                pos += 1
            default:
                if Self.isControl(byte) { throw unexpectedCharacter(at: pos) }
                pos += 1
            }
        }
        throw error(.unterminatedString, at: open)
    }

    // MARK: - Pieces

    /// A line break right after `"""` or `'''` is not part of the text.
    private mutating func skipNewlineAfterOpeningDelimiter() {
        if pos < bytes.count, bytes[pos] == .lf {
            pos += 1
        } else if pos + 1 < bytes.count, bytes[pos] == .cr, bytes[pos + 1] == .lf {
            pos += 2
        }
    }

    /// With `pos` on a quote, returns the offset after the closing delimiter if this run of quotes ends
    /// the string. Up to two quotes may sit right before the delimiter as content (`"""a""""` is `a"`).
    private func closingDelimiterEnd(_ quote: UInt8) -> Int? {
        var end = pos
        while end < bytes.count, end - pos < 5, bytes[end] == quote { end += 1 }
        return end - pos >= 3 ? end : nil
    }

    /// A backslash that ends a line joins the next non-blank text: whitespace and line breaks are dropped.
    private mutating func skipLineEndingBackslash() -> Bool {
        var next = pos + 1
        while next < bytes.count, Self.isWhitespace(bytes[next]) { next += 1 }
        guard next < bytes.count else { return false }
        let endsLine = bytes[next] == .lf
            || (bytes[next] == .cr && next + 1 < bytes.count && bytes[next + 1] == .lf)
        guard endsLine else { return false }
        pos = next
        while pos < bytes.count {
            switch bytes[pos] {
            case .space, .tab, .lf:
                pos += 1
            case .cr where pos + 1 < bytes.count && bytes[pos + 1] == .lf:
                pos += 2
            default:
                return true
            }
        }
        return true
    }

    /// Decodes the escape at `pos` (a backslash) into `buffer`.
    private mutating func appendEscape(to buffer: inout [UInt8], stringStart: Int) throws(TOMLParseError) {
        let escapeStart = pos
        guard pos + 1 < bytes.count else { throw error(.unterminatedString, at: stringStart) }
        let code = bytes[pos + 1]
        pos += 2
        switch code {
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case .quote: buffer.append(.quote)
        case .backslash: buffer.append(.backslash)
        case UInt8(ascii: "u"): try appendUnicodeEscape(digits: 4, to: &buffer, escapeStart: escapeStart)
        case UInt8(ascii: "U"): try appendUnicodeEscape(digits: 8, to: &buffer, escapeStart: escapeStart)
        default:
            // A line break or control character after the backslash would print as nothing.
            let shown = Self.isControl(code) ? "\\" : "\\\(character(at: escapeStart + 1))"
            throw error(.invalidEscape(shown), at: escapeStart)
        }
    }

    private mutating func appendUnicodeEscape(
        digits: Int, to buffer: inout [UInt8], escapeStart: Int
    ) throws(TOMLParseError) {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard pos < bytes.count, let digit = Self.hexValue(bytes[pos]) else {
                let shown = String(decoding: bytes[escapeStart..<pos], as: UTF8.self)
                throw error(.invalidEscape(shown), at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        // Surrogates and values past U+10FFFF are not characters.
        guard let scalar = Unicode.Scalar(value) else {
            let shown = String(decoding: bytes[escapeStart..<pos], as: UTF8.self)
            throw error(.invalidEscape(shown), at: escapeStart)
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
