/// How `{{name}}` escapes text: chosen by `{{% CONTENT_TYPE: ...}}`, HTML when a template says nothing.
enum ContentType: Sendable, Equatable {
    case html
    /// No escaping.
    case text
    /// Values as Markdown text: see ``MarkdownTextEscaping``.
    case markdown

    init?(pragmaValue: String) {
        switch pragmaValue {
        case "HTML": self = .html
        case "TEXT": self = .text
        case "MARKDOWN": self = .markdown
        default: return nil
        }
    }

    /// Appends `string` escaped; bytes go through untouched when nothing in them needs escaping.
    func append(_ string: String, to out: inout RenderBuffer) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in append(bytes, to: &out) }
        if done == nil {
            var string = string
            string.withUTF8 { append($0, to: &out) }
        }
    }

    /// Appends UTF-8 `bytes` escaped.
    func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout RenderBuffer) {
        switch self {
        case .text: out.append(bytes)
        case .html: Self.appendHTML(bytes, to: &out)
        case .markdown: Self.appendMarkdown(bytes, to: &out)
        }
    }

    private static func appendHTML(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout RenderBuffer) {
        var copied = 0
        // Eight bytes at a time up to the first word that holds a byte to escape: most values have none.
        var start = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while start + 8 <= bytes.count, !mayNeedHTMLEscaping(raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)) { start += 8 }
        }
        for index in start..<bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard GraphemeBoundary.isWholeCharacter(bytes, at: index) else { continue }
                out.append(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                copied = index + 1
                switch byte {
                case UInt8(ascii: "<"): appendASCII("&lt;", to: &out)
                case UInt8(ascii: ">"): appendASCII("&gt;", to: &out)
                case UInt8(ascii: "&"): appendASCII("&amp;", to: &out)
                case UInt8(ascii: "\""): appendASCII("&quot;", to: &out)
                default: appendASCII("&#39;", to: &out)
                }
            default:
                continue
            }
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// Whether one of the eight bytes of `word` is `<`, `>`, `&`, `"` or `'` (the classic test for a zero byte,
    /// on the word XORed with each of them).
    @inline(__always)
    private static func mayNeedHTMLEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasByte(_ byte: UInt8) -> UInt64 {
            let x = word ^ (ones &* UInt64(byte))
            return (x &- ones) & ~x & highs
        }
        return hasByte(UInt8(ascii: "<")) | hasByte(UInt8(ascii: ">")) | hasByte(UInt8(ascii: "&")) | hasByte(UInt8(ascii: "\""))
            | hasByte(UInt8(ascii: "'")) != 0
    }

    private static func appendMarkdown(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout RenderBuffer) {
        MarkdownTextEscaping.append(bytes, to: &out)
    }

    @inline(__always)
    static func appendASCII(_ text: StaticString, to out: inout RenderBuffer) {
        out.append(text)
    }

    /// Appends `value` in decimal, as `String(describing:)` writes it, without making a String.
    static func appendDecimal(_ value: Int, to out: inout RenderBuffer) {
        if value >= 0, value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        // Int.min has 19 digits and a sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            out.append(UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }
}
