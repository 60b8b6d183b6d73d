import Foundation

/// A closed set of values written as slugs on the command line, in JSON and in SQLite.
///
/// Conformers are `String`-backed enums whose raw value is the slug.
public protocol SlugValue: RawRepresentable, CaseIterable, Sendable, Hashable, Codable where RawValue == String {
    /// The name used in error messages, for example `--goal`.
    static var optionName: String { get }
}

extension SlugValue {
    /// Every accepted slug, in declaration order.
    public static var allSlugs: [String] { allCases.map(\.rawValue) }

    /// Parses a slug, accepting any letter case and `_` for `-`.
    public static func parse(_ text: String, option: String? = nil) throws(FitTodayError) -> Self {
        let normalized = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "_", with: "-")
        guard let value = Self(rawValue: normalized) else {
            throw .invalidValue(option: option ?? optionName, value: text, allowed: allSlugs)
        }
        return value
    }
}
