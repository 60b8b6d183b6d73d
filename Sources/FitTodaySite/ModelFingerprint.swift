import FitTodayHashing

/// A digest of a page's template context: the same context, templates and site settings render the same bytes.
enum ModelFingerprint {
    static func digest(prefix: String, _ model: [String: Any]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        bytes.append(contentsOf: prefix.utf8)
        append(model, to: &bytes)
        return SHA256.hexDigest(bytes)
    }

    /// Writes a value in a canonical form: dictionary keys sorted, every value tagged with its kind and
    /// strings with their length, so that no two different contexts give the same bytes.
    static func append(_ value: Any, to bytes: inout [UInt8]) {
        switch value {
        case let text as String:
            bytes.append(UInt8(ascii: "s"))
            bytes.append(contentsOf: String(text.utf8.count).utf8)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: text.utf8)
        case let flag as Bool:
            bytes.append(flag ? UInt8(ascii: "T") : UInt8(ascii: "F"))
        case let number as Int:
            bytes.append(UInt8(ascii: "i"))
            bytes.append(contentsOf: String(number).utf8)
            bytes.append(UInt8(ascii: ";"))
        case let number as Double:
            bytes.append(UInt8(ascii: "d"))
            bytes.append(contentsOf: "\(number)".utf8)
            bytes.append(UInt8(ascii: ";"))
        case let dictionary as [String: Any]:
            bytes.append(UInt8(ascii: "{"))
            bytes.append(contentsOf: String(dictionary.count).utf8)
            for key in dictionary.keys.sorted() {
                append(key, to: &bytes)
                append(dictionary[key]!, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        case let array as [Any]:
            bytes.append(UInt8(ascii: "["))
            bytes.append(contentsOf: String(array.count).utf8)
            for element in array { append(element, to: &bytes) }
            bytes.append(UInt8(ascii: "]"))
        default:
            append("?" + String(describing: value), to: &bytes)
        }
    }
}
