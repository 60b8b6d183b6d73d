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
    func append(_ string: String, to out: inout [UInt8]) {
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in append(bytes, to: &out) }
        if done == nil {
            var string = string
            string.withUTF8 { append($0, to: &out) }
        }
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        switch self {
        case .text: out.append(contentsOf: bytes)
        case .html: Self.appendHTML(bytes, to: &out)
        case .markdown: Self.appendMarkdown(bytes, to: &out)
        }
    }

    private static func appendHTML(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var copied = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard GraphemeBoundary.isWholeCharacter(bytes, at: index) else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
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
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    private static func appendMarkdown(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        MarkdownTextEscaping.append(bytes, to: &out)
    }

    @inline(__always)
    static func appendASCII(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `value` in decimal, as `String(describing:)` writes it, without making a String.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var index = start + digits - 1
        while magnitude > 0 {
            out[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
            index -= 1
        }
    }
}
