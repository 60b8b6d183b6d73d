import FitTodayDomain
import FitTodayTOML
import Foundation

/// `athletes/<id>/athlete.toml`: what the team knows of an athlete beyond their own data, kept in their folder so
/// the folder can be handed over whole: the name the coach reads, and the day they joined (compliance is counted
/// from it when no program was started).
public struct AthleteCard: Equatable, Sendable {
    public static let fileName = "athlete.toml"

    public var name: String
    public var added: LocalDate

    public init(name: String, added: LocalDate) {
        self.name = name
        self.added = added
    }

    /// The card in `folder`; an athlete folder without one is named by its id, added on `fallback`.
    public static func read(in folder: URL, id: String, fallback: LocalDate) -> AthleteCard {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path),
              let text = String(data: data, encoding: .utf8), let table = try? TOML.parse(text) else {
            return AthleteCard(name: id, added: fallback)
        }
        var card = AthleteCard(name: id, added: fallback)
        if case let .string(name)? = table["name"], !name.isEmpty { card.name = name }
        if case let .string(day)? = table["added"], let date = LocalDate(day) { card.added = date }
        return card
    }

    public var text: String {
        TOMLText.document(["name": .string(name), "added": .string(added.description)])
    }
}
