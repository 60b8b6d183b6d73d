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

extension ExerciseNameKey {
    /// A looser key for matching names between apps: ``key(for:)`` with punctuation read as spaces, so that
    /// `Bench Press - Close Grip (Barbell)` and `bench press close-grip barbell` compare equal, and with the
    /// letters that folding keeps (`ı`, `ł`, `ß`, `ø`) spelled the ASCII way.
    public static func looseKey(for name: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in key(for: name).unicodeScalars {
            if let ascii = asciiSpellings[scalar] {
                if pendingSpace, !result.isEmpty { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result += ascii
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if pendingSpace, !result.isEmpty { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return result
    }

    private static let asciiSpellings: [Unicode.Scalar: String] = ["ı": "i", "ł": "l", "ß": "ss", "ø": "o", "đ": "d", "æ": "ae", "œ": "oe"]
}
