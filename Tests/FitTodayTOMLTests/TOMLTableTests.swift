import Testing
@testable import FitTodayTOML

@Suite struct TOMLTableTests {
    @Test func nestedTables() throws {
        let table = try TOML.parse("""
            [a]
            x = 1
            [a.b]
            y = 2
            [a.b.c]
            z = 3
            """)
        let c: TOMLTable = ["z": .integer(3)]
        let b: TOMLTable = ["y": .integer(2), "c": .table(c)]
        #expect(table == ["a": .table(["x": .integer(1), "b": .table(b)])])
    }

    @Test func superTableMayBeDefinedAfterSubTable() throws {
        let table = try TOML.parse("[x.y.z]\nw = 1\n[x]\nv = 2\n")
        #expect(table["x"]?["y"]?["z"]?["w"] == .integer(1))
        #expect(table["x"]?["v"] == .integer(2))
    }

    @Test func dottedKeysCreateTables() throws {
        let table = try TOML.parse("""
            name = "Supino"
            physical.color = "laranja"
            physical.shape = "redondo"
            site."google.com" = true
            fruit . flavor = 'doce'
            """)
        #expect(table["physical"] == .table(["color": .string("laranja"), "shape": .string("redondo")]))
        #expect(table["site"]?["google.com"] == .boolean(true))
        #expect(table["fruit"]?["flavor"] == .string("doce"))
    }

    @Test func dottedKeysInsideTableAndSubTableAfterThem() throws {
        let table = try TOML.parse("""
            [fruit]
            apple.color = "red"
            apple.taste.sweet = true
            [fruit.apple.texture]
            smooth = true
            """)
        #expect(table["fruit"]?["apple"]?["color"] == .string("red"))
        #expect(table["fruit"]?["apple"]?["taste"]?["sweet"] == .boolean(true))
        #expect(table["fruit"]?["apple"]?["texture"]?["smooth"] == .boolean(true))
    }

    @Test func dottedKeysMayInterleave() throws {
        let table = try TOML.parse("""
            apple.type = "fruit"
            orange.type = "fruit"
            apple.skin = "thin"
            orange.skin = "thick"
            """)
        #expect(table["apple"] == .table(["type": .string("fruit"), "skin": .string("thin")]))
        #expect(table["orange"] == .table(["type": .string("fruit"), "skin": .string("thick")]))
    }

    @Test func subTablesOfArrayElementsAreFreshPerElement() throws {
        let table = try TOML.parse("""
            [[a]]
            [a.b]
            x = 1
            [[a]]
            [a.b]
            x = 2
            """)
        #expect(table["a"]?.array?.map { $0["b"]?["x"]?.int } == [1, 2])
    }

    @Test func quotedKeys() throws {
        let table = try TOML.parse("""
            "chave com espaço" = 1
            'ação' = 2
            "" = 3
            ["tabela x"]
            "a.b" = 4
            """)
        #expect(table["chave com espaço"] == .integer(1))
        #expect(table["ação"] == .integer(2))
        #expect(table[""] == .integer(3))
        #expect(table["tabela x"]?["a.b"] == .integer(4))
    }

    @Test func bareKeysMayLookLikeNumbers() throws {
        let table = try TOML.parse("1234 = 1\n-_x = 2\n3.14 = 3")
        #expect(table["1234"] == .integer(1))
        #expect(table["-_x"] == .integer(2))
        #expect(table["3"]?["14"] == .integer(3))
    }

    @Test func arraysOfTables() throws {
        let table = try TOML.parse("""
            [[exercises]]
            name = "Agachamento"

            [[exercises]]
            name = "Supino"
            [exercises.load]
            kg = 60

            [[exercises]]
            """)
        let exercises = try #require(table["exercises"]?.array)
        #expect(exercises.count == 3)
        #expect(exercises[0] == .table(["name": .string("Agachamento")]))
        #expect(exercises[1] == .table(["name": .string("Supino"), "load": .table(["kg": .integer(60)])]))
        #expect(exercises[2] == .table([:]))
    }

    @Test func nestedArraysOfTables() throws {
        let table = try TOML.parse("""
            [[plan]]
            day = 1
            [[plan.sets]]
            reps = 10
            [[plan.sets]]
            reps = 8
            [[plan]]
            day = 2
            [[plan.sets]]
            reps = 12
            """)
        let plan = try #require(table["plan"]?.array)
        #expect(plan.count == 2)
        #expect(plan[0]["sets"]?.array?.map { $0["reps"]?.int } == [10, 8])
        #expect(plan[1]["sets"]?.array?.map { $0["reps"]?.int } == [12])
    }

    @Test func multilineArraysWithCommentsAndTrailingComma() throws {
        let table = try TOML.parse("""
            series = [
              10, # aquecimento
              12,

              # última série
              8,
            ]
            nested = [ [1, 2], ["a", 'b'], [] ]
            mixed = [1, 2.5, "três", true, 2026-11-22, { x = 1 }]
            empty = []
            crlf = [\r\n  1,\r\n  2\r\n]
            """)
        #expect(table["series"] == .array([.integer(10), .integer(12), .integer(8)]))
        #expect(table["nested"] == .array([
            .array([.integer(1), .integer(2)]), .array([.string("a"), .string("b")]), .array([]),
        ]))
        #expect(table["mixed"]?.array?.count == 6)
        #expect(table["mixed"]?.array?[5] == .table(["x": .integer(1)]))
        #expect(table["empty"] == .array([]))
        #expect(table["crlf"] == .array([.integer(1), .integer(2)]))
    }

    @Test func inlineTables() throws {
        let table = try TOML.parse("""
            name = { first = "Ana", last = "Souza" }
            point = {x=1,y=2}
            empty = {}
            nested = { a.b = 1, a.c = [1,
              2], inner = { z = "ok" } }
            """)
        #expect(table["name"] == .table(["first": .string("Ana"), "last": .string("Souza")]))
        #expect(table["point"] == .table(["x": .integer(1), "y": .integer(2)]))
        #expect(table["empty"] == .table([:]))
        #expect(table["nested"]?["a"] == .table(["b": .integer(1), "c": .array([.integer(1), .integer(2)])]))
        #expect(table["nested"]?["inner"]?["z"] == .string("ok"))
    }

    @Test func commentsAndBlankLinesEverywhere() throws {
        let table = try TOML.parse("""
            # topo
              a = 1 # depois do valor
            \t
            [ t ] # depois do cabeçalho
            [[ list ]]
            """)
        #expect(table["a"] == .integer(1))
        #expect(table["t"] == .table([:]))
        #expect(table["list"] == .array([.table([:])]))
    }

    @Test func crlfLineEndingsAndBOM() throws {
        let table = try TOML.parse("\u{FEFF}# c\r\n[site]\r\ntitle = \"Meu treino\" # c\r\nn = 1\r\n")
        #expect(table["site"] == .table(["title": .string("Meu treino"), "n": .integer(1)]))
    }

    @Test func keysKeepDocumentOrder() throws {
        let table = try TOML.parse("z = 1\na = 2\n[m]\n[b]\n")
        #expect(table.keys == ["z", "a", "m", "b"])
    }
}
