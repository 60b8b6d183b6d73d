/// An athlete's id in a team: the name of their folder (`athletes/<id>/`), so lowercase letters, digits and hyphens
/// only, starting with a letter or a digit, at most 63 characters; anything else is refused with a sentence.
public struct AthleteID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let maximumLength = 63

    public let value: String

    /// Nil when `text` is not a valid id.
    public init?(_ text: String) {
        guard !text.isEmpty, text.utf8.count <= Self.maximumLength,
              text.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }),
              text.utf8.first != 0x2D else { return nil }
        value = text
    }

    /// The id, or a refusal naming it.
    public static func parse(_ text: String) throws(FitTodayError) -> AthleteID {
        guard let id = AthleteID(text) else { throw .team(.invalidID(text)) }
        return id
    }

    public var description: String { value }

    public static func < (lhs: AthleteID, rhs: AthleteID) -> Bool { lhs.value < rhs.value }
}
