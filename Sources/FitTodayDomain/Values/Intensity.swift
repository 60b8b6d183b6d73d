/// How hard a plan or session is.
public enum Intensity: String, SlugValue, Comparable {
    case low
    case moderate
    case high

    public static let optionName = "--intensity"

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Intensity, rhs: Intensity) -> Bool { lhs.rank < rhs.rank }
}
