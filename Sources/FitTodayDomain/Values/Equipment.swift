/// Where the person trains, from least to most equipped.
///
/// For an exercise it is the minimum setting needed: a bodyweight exercise fits everywhere.
public enum Equipment: String, SlugValue, Comparable {
    case bodyweight
    case home
    case fullGym = "full-gym"

    public static let optionName = "--equipment"

    private var rank: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: Equipment, rhs: Equipment) -> Bool { lhs.rank < rhs.rank }

    /// Whether something that needs `self` can be done in `setting`.
    public func fits(in setting: Equipment) -> Bool { self <= setting }
}
