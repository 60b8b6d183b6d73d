import FitTodayHashing

/// A digest of a page's template context: the same context, templates and site settings render the same bytes.
enum ModelFingerprint {
    static func digest(prefix: String, _ model: [String: Any]) -> String {
        var hasher = SHA256()
        hasher.update(Array(prefix.utf8))
        append(model, to: &hasher)
        return SHA256.hex(hasher.finalize())
    }

    /// Feeds a value in a canonical form: dictionary keys sorted, every value tagged with its kind.
    static func append(_ value: Any, to hasher: inout SHA256) {
        switch value {
        case let text as String:
            hasher.update(Array("s\(text.utf8.count):".utf8))
            hasher.update(Array(text.utf8))
        case let flag as Bool:
            hasher.update(Array((flag ? "T" : "F").utf8))
        case let number as Int:
            hasher.update(Array("i\(number);".utf8))
        case let number as Double:
            hasher.update(Array("d\(number);".utf8))
        case let dictionary as [String: Any]:
            hasher.update(Array("{\(dictionary.count)".utf8))
            for key in dictionary.keys.sorted() {
                append(key, to: &hasher)
                append(dictionary[key]!, to: &hasher)
            }
            hasher.update([UInt8(ascii: "}")])
        case let array as [Any]:
            hasher.update(Array("[\(array.count)".utf8))
            for element in array { append(element, to: &hasher) }
            hasher.update([UInt8(ascii: "]")])
        default:
            let text = String(describing: value)
            hasher.update(Array("?\(text.utf8.count):".utf8))
            hasher.update(Array(text.utf8))
        }
    }
}
