import Testing
@testable import FitTodayTemplates

/// `appendCanonical`: the bytes page fingerprints are made of.
@Suite struct CanonicalTests {
    static func bytes(_ value: TemplateValue) -> [UInt8] {
        var bytes: [UInt8] = []
        value.appendCanonical(to: &bytes)
        return bytes
    }

    static func bytes(_ object: TemplateObject) -> [UInt8] {
        var bytes: [UInt8] = []
        object.appendCanonical(to: &bytes)
        return bytes
    }

    @Test func equalValuesGiveEqualBytes() {
        let page = SiteContexts.all[0].context
        #expect(Self.bytes(page) == Self.bytes(page))
        #expect(Self.bytes(.object(page)) == Self.bytes(page))
        #expect(!Self.bytes(page).isEmpty)
    }

    @Test func insertionOrderDoesNotMatter() {
        var first = TemplateObject()
        first["zeta"] = "z"
        first["alpha"] = ["b": 2, "a": 1, "nested": ["y": [true, "é"], "x": []]]
        first["mid"] = 7
        var second = TemplateObject()
        second["mid"] = 7
        second["alpha"] = ["nested": ["x": [], "y": [true, "é"]], "a": 1, "b": 2]
        second["zeta"] = "z"
        #expect(first == second)
        #expect(Self.bytes(first) == Self.bytes(second))
        // Many keys, so that dictionary iteration orders surely differ.
        let keys = (0..<200).map { "k\($0)" }
        let forward = TemplateObject(Dictionary(uniqueKeysWithValues: keys.map { ($0, TemplateValue.string($0)) }))
        var backward = TemplateObject()
        for key in keys.reversed() { backward[key] = .string(key) }
        #expect(Self.bytes(forward) == Self.bytes(backward))
    }

    @Test func keysAreSortedByTheirUTF8Bytes() {
        let object: TemplateObject = ["é": 1, "z": 2, "Z": 3, "a": 4]
        var expected: [UInt8] = [UInt8(ascii: "O"), 4]
        for (key, value) in [("Z", 3), ("a", 4), ("z", 2), ("é", 1)] {
            expected += [UInt8(key.utf8.count)] + Array(key.utf8) + [UInt8(ascii: "I"), UInt8(value), 0, 0, 0, 0, 0, 0, 0]
        }
        #expect(Self.bytes(object) == expected)
    }

    static let distinct: [(String, TemplateValue)] = [
        ("string 1", "1"), ("int 1", 1), ("bool true", true), ("bool false", false), ("int 0", 0), ("empty string", ""),
        ("empty list", []), ("empty object", [:]), ("list of string a", ["a"]), ("object a", ["a": ""]),
        ("object a: bc", ["a": "bc"]), ("object ab: c", ["ab": "c"]), ("list a, bc", ["a", "bc"]), ("list ab, c", ["ab", "c"]),
        ("list [a]", [["a"]]), ("list [[a]]", [[["a"]]]), ("nested object", ["a": ["b": "c"]]), ("flat object", ["a": "b", "c": ""]),
        ("precomposed é", "\u{E9}"), ("decomposed é", "e\u{301}"), ("int -1", -1), ("int max", .int(Int.max)),
        ("long string", .string(String(repeating: "x", count: 300))), ("list of two empty strings", ["", ""]), ("list of one empty string", [""]),
        ("object with precomposed key", ["\u{E9}": 1]), ("object with decomposed key", ["e\u{301}": 1]),
    ]

    @Test func differentValuesGiveDifferentBytes() {
        for (i, (nameA, a)) in Self.distinct.enumerated() {
            for (nameB, b) in Self.distinct[(i + 1)...] {
                #expect(Self.bytes(a) != Self.bytes(b), "\(nameA) vs \(nameB)")
                #expect(a != b, "\(nameA) vs \(nameB)")
            }
            #expect(a == a, "\(nameA)")
        }
    }

    @Test func theExamplesOfTheBrief() {
        #expect(Self.bytes("1") != Self.bytes(1))
        #expect(Self.bytes(["a": "bc"] as TemplateValue) != Self.bytes(["ab": "c"] as TemplateValue))
        #expect(Self.bytes(["a", "b"]) != Self.bytes(["a": "b"] as TemplateValue))
        #expect(Self.bytes([] as TemplateValue) != Self.bytes([:] as TemplateValue))
    }

    @Test func literalsAndInitializersAgree() {
        let name = "Ana"
        #expect(TemplateValue("x") == .string("x"))
        #expect(TemplateValue(3) == .int(3))
        #expect(TemplateValue(true) == .bool(true))
        #expect(TemplateValue(["a", "b"] as [String]) == .list([.string("a"), .string("b")]))
        #expect(TemplateValue([TemplateValue.int(1)]) == [1])
        #expect(TemplateValue(TemplateObject(["k": 1])) == ["k": 1])
        #expect("Olá, \(name)!" == TemplateValue.string("Olá, Ana!"))
        var object: TemplateObject = ["a": 1]
        object["b"] = "two"
        object["a"] = nil
        #expect(object == TemplateObject(["b": "two"]))
        #expect(object["b"] == "two")
        #expect(TemplateObject().fields.isEmpty)
    }
}
