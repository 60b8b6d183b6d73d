import Testing
@testable import FitTodayTemplates

/// Objects are a shape (their names, shared by every object of a model) plus value slots, and the encoder reuses
/// the shape it saw last for a model type. Whatever the shapes, a name must find what a dictionary would find.
@Suite struct ObjectShapeTests {
    struct Lift: Encodable { var name: String; var load: Int; var note: String? }
    /// The same names as `Lift` in another order, one of them missing, one more.
    struct Stretch: Encodable { var seconds: Int; var name: String; var side: String }
    struct Day: Encodable { var title: String; var lifts: [Lift]; var stretches: [Stretch] }

    /// Objects of several shapes go through the same tags, which must not keep what an earlier shape said.
    @Test func oneTemplateSeesObjectsOfDifferentShapes() throws {
        let template = "{{#items}}[{{name}}|{{load}}|{{seconds}}|{{side}}|{{note}}|{{title}}]{{/items}}"
        let lift = TemplateEncoder.object(Lift(name: "Supino", load: 60, note: nil))
        let stretch = TemplateEncoder.object(Stretch(seconds: 30, name: "Gato", side: "esq"))
        let noted = TemplateEncoder.object(Lift(name: "Remada", load: 40, note: "<leve>"))
        let literal: TemplateObject = ["side": "dir", "name": "Prancha"]
        let context: TemplateObject = ["title": "Dia", "items": [.object(lift), .object(stretch), .object(noted), .object(literal), .object(lift)]]
        let (ours, theirs) = try BothEngines.render(template, context)
        #expect(ours == theirs)
        #expect(ours == "[Supino|60||||Dia][Gato||30|esq||Dia][Remada|40|||&lt;leve&gt;|Dia][Prancha|||dir||Dia][Supino|60||||Dia]")
    }

    @Test func strictModeKnowsDeclaredNamesOfEveryShape() throws {
        let set = try TemplateSet(templates: [("main", "{{#lifts}}{{note}}{{side}}{{/lifts}}{{#stretches}}{{note}}{{side}}{{/stretches}}")])
        let day = Day(title: "Dia", lifts: [Lift(name: "Supino", load: 60, note: nil)], stretches: [Stretch(seconds: 30, name: "Gato", side: "esq")])
        let (bytes, unknown) = set.renderStrict("main", layers: [TemplateEncoder.object(day)])
        #expect(String(decoding: bytes, as: UTF8.self) == "esq")
        // `side` inside a lift and `note` inside a stretch are declared by no object up the stack.
        #expect(unknown == ["note", "side"])
    }

    /// A model type whose encoding emits other names from one value to the next: each object keeps its own.
    struct Varying: Encodable {
        var keys: [String]
        struct Key: CodingKey {
            var stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (index, key) in keys.enumerated() { try container.encode(index, forKey: Key(stringValue: key)) }
        }
    }

    @Test func theEncoderFollowsAModelWhoseNamesChange() {
        for keys in [["a", "b"], ["a", "b"], ["a"], ["a", "b", "c"], ["b", "a"], ["a", "a"], [], ["e\u{301}"], ["\u{E9}"], ["a", "b"]] {
            let object = TemplateEncoder.object(Varying(keys: keys))
            var expected: [String: TemplateValue] = [:]
            for (index, key) in keys.enumerated() { expected[key] = .int(index) }
            #expect(object == TemplateObject(expected), "\(keys)")
            #expect(object.fields.keys.sorted() == expected.keys.sorted(), "\(keys)")
        }
    }

    /// Canonically equivalent names are one name when looked up, as dictionary keys were, but each object keeps its
    /// own spelling for equality and fingerprints.
    @Test func namesKeepTheirBytes() {
        let decomposed = TemplateEncoder.object(Varying(keys: ["e\u{301}"]))
        let precomposed = TemplateEncoder.object(Varying(keys: ["\u{E9}"]))
        #expect(decomposed != precomposed)
        #expect(decomposed.fields.keys.first.map { Array($0.utf8) } == Array("e\u{301}".utf8))
        #expect(precomposed.fields.keys.first.map { Array($0.utf8) } == Array("\u{E9}".utf8))
        #expect(decomposed["\u{E9}"] == .int(0))
        #expect(precomposed["e\u{301}"] == .int(0))
    }

    @Test func encodingAndRenderingOnManyThreadsGiveTheSameBytes() async throws {
        let set = try TemplateSet(templates: [("main", "{{title}}:{{#lifts}}{{name}}={{load}}{{#note}}({{.}}){{/note}};{{/lifts}}{{#stretches}}{{side}}{{seconds}}{{/stretches}}")])
        func day(_ number: Int) -> Day {
            Day(title: "Dia \(number)",
                lifts: (0..<(number % 5)).map { Lift(name: "L\($0)", load: $0 * number, note: $0 % 2 == 0 ? nil : "n\($0)") },
                stretches: (0..<(number % 3)).map { Stretch(seconds: $0, name: "S", side: "s\(number)") })
        }
        let serial = (0..<400).map { set.render("main", layers: [TemplateEncoder.object(day($0))]) }
        let parallel = await withTaskGroup(of: (Int, [UInt8]).self) { group in
            for number in 0..<400 {
                group.addTask { (number, set.render("main", layers: [TemplateEncoder.object(day(number))])) }
            }
            var results = [[UInt8]](repeating: [], count: 400)
            for await (number, bytes) in group { results[number] = bytes }
            return results
        }
        #expect(parallel == serial)
        #expect(String(decoding: serial[7], as: UTF8.self) == "Dia 7:L0=0;L1=7(n1);s70")
    }

    @Test func settingAndRemovingFieldsBehavesLikeADictionary() {
        var object = TemplateEncoder.object(Lift(name: "Supino", load: 60, note: nil))
        #expect(object.absent == ["note"])
        object["note"] = "devagar"
        #expect(object.absent == [])
        #expect(object["note"] == "devagar")
        object["load"] = nil
        #expect(object.fields == ["name": "Supino", "note": "devagar"])
        object["extra"] = true
        #expect(object == ["name": "Supino", "note": "devagar", "extra": true])
        object.fields = ["only": 1]
        #expect(object == ["only": 1])
    }
}
