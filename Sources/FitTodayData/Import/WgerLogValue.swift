import FitTodayDomain
import Foundation

/// Reads the values of wger's JSON as `JSONSerialization` gives them: ids as numbers (or, from some clients,
/// digit strings), decimals as strings (`"60.00"`, Django REST framework's default) or as numbers.
enum WgerLogValue {
    /// A whole number, from a JSON number or a string of digits; nil for anything else.
    static func integer(_ value: Any?) -> Int? {
        switch value {
        case let text as String:
            return Int(text.trimmingCharacters(in: .whitespaces))
        case let number as NSNumber:
            let double = number.doubleValue
            guard double == double.rounded(), abs(double) < 1e15 else { return nil }
            return Int(double)
        default:
            return nil
        }
    }

    /// The decimal under `key`, parsed from the text as written (Swift's `Double(String)` rounds once, correctly:
    /// `"82.50"` is 82.5 exactly, `"0.1"` the nearest Double); nil when the key is absent, null or empty.
    static func decimal(_ entry: [String: Any], _ key: String) throws(ImportIssue) -> Double? {
        switch entry[key] {
        case nil, is NSNull:
            return nil
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return nil }
            guard let value = WorkoutRowParser.decimal(trimmed) else { throw .number(column: key, value: text) }
            return value
        case let number as NSNumber:
            let value = number.doubleValue
            guard value.isFinite else { throw .number(column: key, value: "\(number)") }
            return value
        case let other?:
            throw .number(column: key, value: "\(other)")
        }
    }
}
