import FitTodayHashing
import Foundation

/// Exercise names compared the way people write them: case, accents and extra spaces ignored.
public enum ExerciseNameKey {
    /// The comparison key for `name`: lowercase, no diacritics, single spaces.
    public static func key(for name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }

    /// A URL- and file-safe slug for `name`: `Supino reto (barra)` becomes `supino-reto-barra`.
    public static func slug(for name: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in key(for: name).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        guard !slug.isEmpty else { return "exercicio" }
        // A long name still makes a valid file and folder name: its start, and a short hash of all of it.
        guard slug.utf8.count > maximumSlugLength else { return slug }
        let hash = String(SHA256.hexDigest(of: slug).prefix(8))
        var start = String(slug.prefix(maximumSlugLength - hash.count - 1))
        while start.hasSuffix("-") { start.removeLast() }
        return start + "-" + hash
    }

    /// The longest slug ``slug(for:)`` makes.
    public static let maximumSlugLength = 80
}
