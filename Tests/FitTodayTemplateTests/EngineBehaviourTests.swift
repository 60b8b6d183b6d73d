import Testing
@testable import FitTodayTemplates

/// What the engine does on its own terms: where it chooses to differ from swift-mustache, and its guards.
@Suite struct EngineBehaviourTests {
    static func render(_ template: String, _ context: TemplateObject = [:], partials: [(String, String)] = []) throws -> String {
        String(decoding: try TemplateSet(templates: [("main", template)] + partials).render("main", context), as: UTF8.self)
    }

    @Test func listsAndObjectsRenderNothingAsVariables() throws {
        // swift-mustache prints Swift's description of the array or dictionary here, e.g. `["a"]`.
        #expect(try Self.render("[{{l}}|{{o}}|{{&l}}|{{{o}}}]", ["l": ["a"], "o": ["k": "v"]]) == "[|||]")
        #expect(try Self.render("[{{.}}]", ["k": "v"]) == "[]")
        #expect(try Self.render("{{^e}}[{{.}}]{{/e}}", ["e": []]) == "[]")
    }

    @Test func aTemplateThatIncludesItselfStops() throws {
        let output = try Self.render("a{{>main}}")
        #expect(output == String(repeating: "a", count: TemplateRenderer.depthLimit + 1))
        #expect(try Self.render("{{<main}}{{/main}}b") == String(repeating: "b", count: TemplateRenderer.depthLimit + 1))
        #expect(try Self.render("{{<p}}{{$b}}x{{$b}}{{/b}}{{/b}}{{/p}}", partials: [("p", "{{$b}}{{/b}}")]).count == TemplateRenderer.depthLimit - 1)
        #expect(try Self.render("{{#l}}{{>main}}{{/l}}.", ["l": [["l": [["l": []]]]]]) == "...")
    }

    @Test func aLaterTemplateOfTheSameNameWins() throws {
        let set = try TemplateSet(templates: [("a", "first"), ("b", "{{>a}}"), ("a", "second")])
        #expect(set.render("b", [:]) == Array("second".utf8))
        #expect(set.render("a", [:]) == Array("second".utf8))
    }

    @Test func leadingDotLooksOnlyAtTheTop() throws {
        #expect(try Self.render("{{#o}}[{{.x}}][{{.y}}][{{y}}]{{/o}}", ["o": ["x": "ox"], "y": "root"]) == "[ox][][root]")
        #expect(try Self.render("{{#o}}{{.a.b}}{{/o}}", ["o": ["a": ["b": "deep"]]]) == "deep")
    }

    @Test func rendersConcurrentlyFromOneSet() async throws {
        let set = try TemplateSet(templates: TemplateFiles.all)
        let pages = SiteContexts.all
        let expected = pages.map { set.render($0.template, $0.context) }
        let results = await withTaskGroup(of: (Int, [UInt8]).self) { group in
            for (index, page) in pages.enumerated() {
                group.addTask { (index, set.render(page.template, page.context)) }
            }
            var results = [[UInt8]](repeating: [], count: pages.count)
            for await (index, bytes) in group { results[index] = bytes }
            return results
        }
        #expect(results == expected)
    }
}
