/// The text of an iCalendar file (RFC 5545 section 3.1): lines end in CRLF and are folded at 75 octets, a
/// continuation starting with one space, never inside a UTF-8 sequence; TEXT values are escaped.
struct ContentLines {
    static let maximumOctets = 75

    private(set) var bytes: [UInt8] = []

    /// Adds `name:value` (`value` already in its final form: escape TEXT with ``text(_:)``).
    mutating func add(_ name: String, _ value: String) {
        var octets = 0
        // On UTF-8 bytes: a scalar's length is in its first byte, so a fold never splits one.
        func append(_ part: String) {
            var part = part
            part.withUTF8 { utf8 in
                var index = 0
                while index < utf8.count {
                    let lead = utf8[index]
                    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    if octets + length > Self.maximumOctets {
                        bytes += [0x0D, 0x0A, 0x20]
                        octets = 1
                    }
                    let end = min(index + length, utf8.count)
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                    octets += end - index
                    index = end
                }
            }
        }
        append(name)
        append(":")
        append(value)
        bytes += [0x0D, 0x0A]
    }

    /// A TEXT value: backslash, semicolon, comma and line ends escaped; other control characters, which TEXT
    /// may not hold, left out.
    static func text(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        var previousCR = false
        for scalar in value.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousCR { result += "\\n" }
            case "\t": result += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
