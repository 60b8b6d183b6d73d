import FitTodayHashing
import Foundation

/// Exercise names compared the way people write them: case, accents and extra spaces ignored.
public enum ExerciseNameKey {
    /// The comparison key for `name`: lowercase, no diacritics, single spaces.
    public static func key(for name: String) -> String {
        asciiKey(for: name) ?? foldedKey(for: name)
    }

    /// ``key(for:)`` by Foundation's folding, which any name may take.
    static func foldedKey(for name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }

    /// ``key(for:)`` of a name written in ASCII alone, byte by byte, or nil for any other name. Why: every command
    /// that reads a name or a program keys the whole library and its aliases (mostly English, ASCII), and
    /// Foundation's folding looks up each character's Unicode properties: it was a fifth of a `plan generate`.
    /// In ASCII, folding only lowercases, and the whitespace is the tab to the carriage return and the space.
    static func asciiKey(for name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var pendingSpace = false
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = true
                continue
            }
            if pendingSpace, !bytes.isEmpty { bytes.append(0x20) }
            pendingSpace = false
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
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
        // A kept character after a run of others starts a new word.
        func startWord() {
            if pendingSpace, !result.isEmpty { result.unicodeScalars.append(" ") }
            pendingSpace = false
        }
        for scalar in key(for: name).unicodeScalars {
            // An ASCII scalar's properties without the Unicode tables: a key has no capitals left, so a letter is
            // a to z and a number 0 to 9.
            if scalar.isASCII {
                if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                    startWord()
                    result.unicodeScalars.append(scalar)
                } else {
                    pendingSpace = true
                }
            } else if let ascii = asciiSpellings[scalar] {
                startWord()
                result += ascii
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                startWord()
                result.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return result
    }

    private static let asciiSpellings: [Unicode.Scalar: String] = ["ı": "i", "ł": "l", "ß": "ss", "ø": "o", "đ": "d", "æ": "ae", "œ": "oe"]
}
