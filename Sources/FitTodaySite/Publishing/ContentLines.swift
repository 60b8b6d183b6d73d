/// The text of an iCalendar file (RFC 5545 section 3.1): lines end in CRLF and are folded at 75 octets, a
/// continuation starting with one space, never inside a UTF-8 sequence; TEXT values are escaped.
struct ContentLines {
    static let maximumOctets = 75

    private(set) var bytes: [UInt8] = []

    /// Adds `name:value` (`value` already in its final form: escape TEXT with ``text(_:)``).
    mutating func add(_ name: String, _ value: String) {
        var octets = 0
        for scalar in (name + ":" + value).unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            if octets + encoded.count > Self.maximumOctets {
                bytes += [0x0D, 0x0A, 0x20]
                octets = 1
            }
            bytes += encoded
            octets += encoded.count
        }
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
