/// The rule a value of an imported JSON file broke, with the key it sits under (as the file spells it) and the
/// value found there (as the file writes it: strings in quotes).
public enum FileRule: Equatable, Sendable {
    /// The key is absent (or `null` where a value is needed).
    case missing(key: String)
    /// A value of another kind than the key holds; `expected` is the kind it must be.
    case wrongType(key: String, found: String, expected: FileValueKind)
    /// A value of the right kind that is not one the key accepts (an unknown status, a malformed date).
    case invalidValue(key: String, found: String)
    case belowMinimum(key: String, found: String, minimum: String)
    case aboveMaximum(key: String, found: String, maximum: String)
    /// A text longer than the key allows, in characters.
    case tooLong(key: String, length: Int, maximum: Int)
    /// A text shorter than the key allows, in characters.
    case tooShort(key: String, length: Int, minimum: Int)
    case empty(key: String)
    /// A text with spaces around it, which FitToday never writes.
    case notTrimmed(key: String)
    /// An id or a set number given twice.
    case duplicate(key: String, found: String)
    /// An id that names nothing in the file.
    case unknownReference(key: String, found: String)
    /// More than one entry of `key` (`plans`, `program_runs`) is active.
    case severalActive(key: String, count: Int)
    /// The value of `key` does not go with the value of `other`.
    case disagrees(key: String, found: String, other: String)
    /// A date that has not come yet.
    case future(key: String, found: String)
    /// A date outside the years FitToday accepts.
    case outsideYears(key: String, found: String)
}
