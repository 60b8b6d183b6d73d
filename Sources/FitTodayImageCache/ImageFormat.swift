import FitTodaySystem
import Foundation

/// The image formats the cache accepts, recognised by their first bytes ("magic bytes").
public enum ImageFormat: String, Sendable, CaseIterable, Codable {
    case jpeg, png, gif, webp, svg

    /// The canonical media type, e.g. `image/jpeg`.
    public var mimeType: String { MediaType.forExtension(rawValue) }

    /// True for the bitmap formats; false for SVG, a document that may hold scripts and links.
    public var isRaster: Bool { self != .svg }

    /// The usual file extension, without the dot.
    public var fileExtension: String { MediaType.fileExtension(for: mimeType) ?? rawValue }

    /// The format `data` starts with, or `nil` when it is none of the accepted ones.
    ///
    /// SVG is text: after an optional UTF-8 byte order mark, whitespace, an XML declaration,
    /// comments and processing instructions, and a `<!DOCTYPE svg …>`, the root element must be `<svg`.
    /// An HTML page is therefore rejected.
    public static func detect(_ data: Data) -> ImageFormat? {
        data.withUnsafeBytes { detect(bytes: $0) }
    }

    /// The same check for a byte array.
    public static func detect(_ bytes: [UInt8]) -> ImageFormat? {
        bytes.withUnsafeBytes { detect(bytes: $0) }
    }

    static func detect(bytes: UnsafeRawBufferPointer) -> ImageFormat? {
        // Raster formats by MediaType's magic bytes, the one place they are written down.
        if let type = MediaType.rasterImage(startingWith: bytes) { return allCases.first { $0.mimeType == type } }
        return SVGSniffer(bytes: bytes).isSVG ? .svg : nil
    }
}

/// Decides whether text is an SVG document by walking its prolog.
private struct SVGSniffer {
    let bytes: UnsafeRawBufferPointer
    /// How far into the text the root element is looked for.
    static let scanLimit = 64 * 1024

    var isSVG: Bool {
        let end = min(bytes.count, Self.scanLimit)
        var index = 0
        if hasPrefix([0xEF, 0xBB, 0xBF], at: 0) { index = 3 }
        while index < end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if hasPrefix(Array("<?".utf8), at: index) {
                // XML declaration or processing instruction.
                guard let close = find(Array("?>".utf8), from: index + 2, end: end) else { return false }
                index = close + 2
            } else if hasPrefix(Array("<!--".utf8), at: index) {
                guard let close = find(Array("-->".utf8), from: index + 4, end: end) else { return false }
                index = close + 3
            } else if hasPrefixIgnoringCase("<!doctype", at: index) {
                var cursor = index + 9
                while cursor < end, isSpace(bytes[cursor]) { cursor += 1 }
                guard hasPrefixIgnoringCase("svg", at: cursor), cursor + 3 < end,
                      isSpace(bytes[cursor + 3]) || bytes[cursor + 3] == UInt8(ascii: ">")
                else { return false }
                guard let close = doctypeEnd(from: cursor + 3, end: end) else { return false }
                index = close + 1
            } else if hasPrefix(Array("<svg".utf8), at: index) {
                guard index + 4 < bytes.count else { return false }
                let next = bytes[index + 4]
                return isSpace(next) || next == UInt8(ascii: ">") || next == UInt8(ascii: "/")
            } else {
                return false
            }
        }
        return false
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        guard offset + prefix.count <= bytes.count else { return false }
        for (index, byte) in prefix.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    private func hasPrefixIgnoringCase(_ prefix: String, at offset: Int) -> Bool {
        let lower = Array(prefix.utf8)
        guard offset + lower.count <= bytes.count else { return false }
        for (index, byte) in lower.enumerated() {
            let actual = bytes[offset + index]
            let folded = (actual >= 0x41 && actual <= 0x5A) ? actual + 0x20 : actual
            if folded != byte { return false }
        }
        return true
    }

    private func find(_ needle: [UInt8], from start: Int, end: Int) -> Int? {
        var index = start
        while index + needle.count <= end {
            if hasPrefix(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Index of the `>` closing a doctype, skipping an internal subset in `[...]` and quoted strings.
    private func doctypeEnd(from start: Int, end: Int) -> Int? {
        var index = start
        var inSubset = false
        var quote: UInt8?
        while index < end {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return index
            }
            index += 1
        }
        return nil
    }
}
