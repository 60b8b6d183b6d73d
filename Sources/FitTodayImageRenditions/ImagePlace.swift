/// Where an exercise image is shown, and so the size of its renditions (issue 43). Thumb and card are cut to a
/// centred square, as the pages show them; page keeps the image's proportions.
public enum ImagePlace: String, CaseIterable, Sendable, Codable, Comparable {
    /// The library page's thumbnail.
    case thumb
    /// Today's exercise card.
    case card
    /// A column of an exercise page.
    case page

    /// The width it is shown at, in CSS pixels, unless `[images] sizes` says otherwise.
    public var defaultWidth: Int {
        switch self {
        case .thumb: 48
        case .card: 160
        case .page: 640
        }
    }

    /// Whether its renditions are centred squares.
    public var isSquare: Bool { self != .page }

    public static func < (lhs: ImagePlace, rhs: ImagePlace) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
