import Testing
@testable import FitTodayTOML

@Suite struct TOMLValueTests {
    @Test func readsEveryValueKind() throws {
        let table = try TOML.parse("""
            text = "Olá"
            count = 42
            ratio = 0.5
            enabled = true
            day = 2026-11-22
            tags = ["a", 1]
            point = { x = 1 }
            """)
        #expect(table["text"] == .string("Olá"))
        #expect(table["count"] == .integer(42))
        #expect(table["ratio"] == .float(0.5))
        #expect(table["enabled"] == .boolean(true))
        #expect(table["day"] == .dateTime("2026-11-22"))
        #expect(table["tags"] == .array([.string("a"), .integer(1)]))
        #expect(table["point"] == .table(["x": .integer(1)]))
        #expect(table.keys == ["text", "count", "ratio", "enabled", "day", "tags", "point"])
    }

    @Test func typedAccessorsMatchOnlyTheirKind() {
        #expect(TOMLValue.string("a").string == "a")
        #expect(TOMLValue.integer(1).string == nil)
        #expect(TOMLValue.integer(7).int == 7)
        #expect(TOMLValue.float(7).int == nil)
        #expect(TOMLValue.boolean(false).bool == false)
        #expect(TOMLValue.string("true").bool == nil)
        #expect(TOMLValue.dateTime("07:30:00").dateTime == "07:30:00")
        #expect(TOMLValue.string("07:30:00").dateTime == nil)
        #expect(TOMLValue.array([.integer(1)]).array == [.integer(1)])
        #expect(TOMLValue.table(["a": .integer(1)]).table == ["a": .integer(1)])
        #expect(TOMLValue.array([]).table == nil)
    }

    @Test func doubleAcceptsIntegers() {
        #expect(TOMLValue.float(1.5).double == 1.5)
        #expect(TOMLValue.integer(5).double == 5.0)
        #expect(TOMLValue.string("5").double == nil)
    }

    @Test func subscriptChainsThroughTables() throws {
        let table = try TOML.parse("[site]\ntitle = \"Meu treino\"\n")
        #expect(table["site"]?["title"]?.string == "Meu treino")
        #expect(table["site"]?["missing"] == nil)
        #expect(TOMLValue.integer(1)["title"] == nil)
    }

    @Test func tableKeepsOrderAndIterates() {
        var table: TOMLTable = ["b": .integer(2), "a": .integer(1)]
        table["c"] = .integer(3)
        #expect(table.keys == ["b", "a", "c"])
        #expect(table.count == 3)
        #expect(!table.isEmpty)
        #expect(table.entries.map(\.key) == ["b", "a", "c"])
        #expect(table.entries.map(\.value) == [.integer(2), .integer(1), .integer(3)])
        #expect(table.map { "\($0.key)=\($0.value.int ?? 0)" } == ["b=2", "a=1", "c=3"])

        table["a"] = nil
        #expect(table.keys == ["b", "c"])
        #expect(TOMLTable().isEmpty)
    }

    @Test func emptyDocumentIsEmptyTable() throws {
        #expect(try TOML.parse("").isEmpty)
        #expect(try TOML.parse("# só comentário\n\n   \n").isEmpty)
    }
}
