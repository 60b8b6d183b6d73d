/// How much today's soreness changes a plan.
public enum SorenessTier: Int, Comparable, Sendable {
    /// 0 to 2: as prescribed.
    case none
    /// 3 to 4: a little less volume.
    case light
    /// 5 to 7: fewer sets, lighter.
    case moderate
    /// 8 to 10: a recovery and mobility session instead.
    case severe

    public init(soreness: Int) {
        switch soreness {
        case ...2: self = .none
        case 3...4: self = .light
        case 5...7: self = .moderate
        default: self = .severe
        }
    }

    /// The share of prescribed sets kept; falls with every point of soreness so volume drops in proportion.
    public static func volumeFactor(soreness: Int) -> Double {
        switch soreness {
        case ...2: 1.0
        case 3...7: 1.0 - 0.08 * Double(soreness - 2)
        default: 0.5
        }
    }

    public static func < (lhs: SorenessTier, rhs: SorenessTier) -> Bool { lhs.rawValue < rhs.rawValue }
}
