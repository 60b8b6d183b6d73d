/// Training experience, from least to most.
public enum FitnessLevel: String, SlugValue, Comparable {
    case beginner
    case intermediate
    case advanced

    public static let optionName = "--level"

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: FitnessLevel, rhs: FitnessLevel) -> Bool { lhs.rank < rhs.rank }
}
