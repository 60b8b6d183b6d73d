import FitTodayTemplates
import Testing

/// The strict mode and the model encoder: a name a template uses that the model neither has nor declares is
/// reported; a declared optional left empty is not; the bytes are the lenient render's.
@Suite struct StrictModeTests {
    struct Card: Encodable {
        var name: String
        var sets: Int
        var done: Bool
        var notes: String?
        var tags: [String]
    }

    struct Page: Encodable {
        var title: String
        var cards: [Card]
        var extra: Card?
    }

    static let page = Page(title: "Treino <A>", cards: [
        Card(name: "Supino", sets: 3, done: true, notes: "devagar", tags: ["peito", "força"]),
        Card(name: "Prancha", sets: 2, done: false, notes: nil, tags: []),
    ], extra: nil)

    @Test func encoderTurnsPropertiesIntoFieldsAndKeepsEmptyOptionalsAbsent() {
        let object = TemplateEncoder.object(Self.page)
        #expect(object["title"] == .string("Treino <A>"))
        #expect(object["extra"] == nil)
        #expect(object.absent == ["extra"])
        guard case .list(let cards)? = object["cards"], case .object(let second) = cards[1] else {
            Issue.record("cards are not a list of objects"); return
        }
        #expect(second["sets"] == .int(2))
        #expect(second["done"] == .bool(false))
        #expect(second["tags"] == .list([]))
        #expect(second.absent == ["notes"])
    }

    @Test func strictRenderReportsOnlyUnknownNames() throws {
        let set = try TemplateSet(templates: [(
            "page",
            "{{title}}{{#cards}}[{{name}} {{sets}}{{#notes}} {{.}}{{/notes}}{{nickname}}{{#tags}}{{.}}{{/tags}}]{{/cards}}"
                + "{{#extra}}{{name}}{{/extra}}{{^extra}}-{{/extra}}{{extra.name}}{{subtitle}}{{t.word}}"
        )])
        let object = TemplateEncoder.object(Self.page)
        let (bytes, unknown) = set.renderStrict("page", layers: [object])
        #expect(unknown == ["nickname", "subtitle", "t.word"])
        #expect(bytes == set.render("page", layers: [object]))
        #expect(String(decoding: bytes, as: UTF8.self) == "Treino &lt;A&gt;[Supino 3 devagarpeitoforça][Prancha 2]-")
    }

    @Test func everyIntegerWidthThatFitsIsAnInt() {
        struct Row: Encodable { var id: Int64; var count: Int32; var small: UInt8; var ids: [Int64]; var parent: Int64? }
        let object = TemplateEncoder.object(Row(id: 9_000_000_000, count: -3, small: 7, ids: [1, 2], parent: 42))
        #expect(object["id"] == .int(9_000_000_000))
        #expect(object["count"] == .int(-3))
        #expect(object["small"] == .int(7))
        #expect(object["ids"] == .list([.int(1), .int(2)]))
        #expect(object["parent"] == .int(42))
    }

    @Test func aNameDeclaredByAnOuterLayerIsKnown() throws {
        let set = try TemplateSet(templates: [("page", "{{#cards}}{{extra}}{{/cards}}")])
        let (_, unknown) = set.renderStrict("page", layers: [TemplateEncoder.object(Self.page)])
        #expect(unknown == [])
        #expect(set.renderStrict("nope", layers: []).unknownNames == ["nope"])
    }
}
