/// The line each record of a JSON export starts on, so that a bad record is reported by its line as a CSV row is:
/// the elements of the list at the root, or of the list under a key of the root object (a REST API's page,
/// `{"count": 2, "results": [...]}`). A file written on one line puts every record on line 1.
///
/// Meant for text `JSONSerialization` has already accepted: on anything else it gives up and returns no lines.
enum JSONElementLines {
    /// The 1-based lines of the elements of the root list, or of the list under `key` of the root object.
    static func lines(in bytes: [UInt8], key: String) -> [Int] {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        let starts: [Int]?
        switch scanner.current {
        case UInt8(ascii: "["): starts = scanner.elementStarts()
        case UInt8(ascii: "{"): starts = scanner.elementStarts(under: Array(key.utf8))
        default: starts = nil
        }
        return lines(of: starts ?? [], in: bytes)
    }

    /// Each offset's line, counting line feeds once over the bytes (offsets are in increasing order).
    private static func lines(of offsets: [Int], in bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        lines.reserveCapacity(offsets.count)
        var line = 1
        var position = 0
        for offset in offsets {
            while position < offset {
                if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
            lines.append(line)
        }
        return lines
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        /// The offsets of the elements of the list the scanner is at (its `[`).
        mutating func elementStarts() -> [Int]? {
            guard current == UInt8(ascii: "[") else { return nil }
            index += 1
            skipSpace()
            var starts: [Int] = []
            if current == UInt8(ascii: "]") { return starts }
            while true {
                starts.append(index)
                guard skipValue() else { return nil }
                skipSpace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    skipSpace()
                } else {
                    return current == UInt8(ascii: "]") ? starts : nil
                }
            }
        }

        /// The offsets of the elements of the list under `key` of the object the scanner is at (its `{`).
        mutating func elementStarts(under key: [UInt8]) -> [Int]? {
            index += 1
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { return nil }
                let start = index + 1
                guard skipString() else { return nil }
                let name = bytes[start..<(index - 1)]
                skipSpace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                skipSpace()
                if name.elementsEqual(key) { return elementStarts() }
                guard skipValue() else { return nil }
                skipSpace()
                guard current == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }

        /// Steps over one value of any kind; false when the text ends first.
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                guard let byte = current else { return false }
                switch byte {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    index += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    guard depth > 0 else { return true }
                    depth -= 1
                    index += 1
                case UInt8(ascii: ","):
                    if depth == 0 { return true }
                    index += 1
                default:
                    index += 1
                }
            } while depth > 0 || !(current.map(Self.endsScalar) ?? true)
            return true
        }

        /// Steps over a string starting at its opening quote, escapes included.
        mutating func skipString() -> Bool {
            index += 1
            while let byte = current {
                index += 1
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    return true
                }
            }
            return false
        }

        private static func endsScalar(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || byte == 0x20 || byte == 0x09
                || byte == 0x0A || byte == 0x0D
        }
    }
}
