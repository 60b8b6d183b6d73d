/// Why an imported JSON file was refused: the rule broken and where, with the value found.
public struct FileProblem: Equatable, Sendable, CustomStringConvertible {
    public var place: FilePlace
    public var rule: FileRule

    public init(_ place: FilePlace, _ rule: FileRule) {
        self.place = place
        self.rule = rule
    }

    /// `value` against `range` under `key`: nil inside it, else the bound it crossed.
    public static func range<T: Comparable>(_ place: FilePlace, key: String, _ value: T, _ range: ClosedRange<T>) -> FileProblem? {
        if value < range.lowerBound {
            return FileProblem(place, .belowMinimum(key: key, found: FileValueText.of(value), minimum: FileValueText.of(range.lowerBound)))
        }
        if value > range.upperBound {
            return FileProblem(place, .aboveMaximum(key: key, found: FileValueText.of(value), maximum: FileValueText.of(range.upperBound)))
        }
        return nil
    }

    /// A text of `key` longer than `maximum` characters, if it is.
    public static func length(_ place: FilePlace, key: String, _ text: String, maximum: Int) -> FileProblem? {
        text.count > maximum ? FileProblem(place, .tooLong(key: key, length: text.count, maximum: maximum)) : nil
    }

    /// For the log under `--verbose`.
    public var description: String { "\(place): \(rule)" }
}
